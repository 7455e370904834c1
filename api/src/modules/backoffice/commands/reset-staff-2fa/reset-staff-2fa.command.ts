import type { StaffUserView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Forgets a staff member's authenticator (lost phone): they enrol again at their next sign-in. */
export class ResetStaff2faCommand extends Command<StaffResult<StaffUserView>> {
  constructor(
    readonly staffId: string,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
