import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Deletes a created role nobody holds (issue 22); the default roles stay. */
export class DeleteStaffRoleCommand extends Command<StaffResult<{ key: string; deleted: true }>> {
  constructor(
    readonly key: string,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
