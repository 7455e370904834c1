import type { StaffStatus, StaffUserView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Disables (and signs out everywhere) or re-enables a staff account. */
export class SetStaffStatusCommand extends Command<StaffResult<StaffUserView>> {
  constructor(
    readonly staffId: string,
    readonly status: StaffStatus,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
