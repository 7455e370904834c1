import type { StaffSession } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';
import type { ClientInfo } from '../staff-session-issuer.js';

/** A first correct code from the new authenticator turns 2FA on and signs the staff member in. */
export class ConfirmTotpEnrolmentCommand extends Command<StaffResult<StaffSession>> {
  constructor(
    readonly enrolmentToken: string,
    readonly code: string,
    readonly client: ClientInfo,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
