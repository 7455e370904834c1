import type { StaffUserView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Replaces the addresses a staff member may use the back-office from (empty: anywhere); next request on. */
export class SetStaffIpAllowlistCommand extends Command<StaffResult<StaffUserView>> {
  constructor(
    readonly staffId: string,
    readonly cidrs: string[],
    readonly audit: AuditContext,
  ) {
    super();
  }
}
