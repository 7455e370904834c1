import type { CreateStaffRequest, StaffUserView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** An admin opens a staff account with an initial password; 2FA is enrolled at its first sign-in. */
export class CreateStaffCommand extends Command<StaffResult<StaffUserView>> {
  constructor(
    readonly input: CreateStaffRequest,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
