import type { StaffEnrolmentStart } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';

/** Chooses the authenticator secret for a pending enrolment and shows it as otpauth URL and QR code. */
export class StartTotpEnrolmentCommand extends Command<StaffResult<StaffEnrolmentStart>> {
  constructor(readonly enrolmentToken: string) {
    super();
  }
}
