import type { StaffRoleRequest, StaffRoleView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** A new role from the permission catalogue; its key is made from its name (issue 22). */
export class CreateStaffRoleCommand extends Command<StaffResult<StaffRoleView>> {
  constructor(
    readonly input: StaffRoleRequest,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
