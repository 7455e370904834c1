import type { StaffLoginRequest, StaffLoginResponse } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';
import type { ClientInfo } from '../staff-session-issuer.js';

/** Password + TOTP sign-in; a correct password without an enrolled authenticator starts enrolment. */
export class SignInStaffCommand extends Command<StaffResult<StaffLoginResponse>> {
  constructor(
    readonly credentials: StaffLoginRequest,
    readonly client: ClientInfo,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
