import type { StaffRole, StaffUserView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Replaces a staff member's roles; takes effect on their next request. */
export class AssignStaffRolesCommand extends Command<StaffResult<StaffUserView>> {
  constructor(
    readonly staffId: string,
    readonly roles: StaffRole[],
    readonly audit: AuditContext,
  ) {
    super();
  }
}
