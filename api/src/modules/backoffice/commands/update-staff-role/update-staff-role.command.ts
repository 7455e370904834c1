import type { StaffRoleRequest, StaffRoleView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Replaces a role's name, description and permissions; its holders see the change at their next request. */
export class UpdateStaffRoleCommand extends Command<StaffResult<StaffRoleView>> {
  constructor(
    readonly key: string,
    readonly input: StaffRoleRequest,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
