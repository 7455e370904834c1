import type { StaffRoleView } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { StaffResult } from '../../domain/staff-errors.js';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Replaces the addresses a role's holders may use the back-office from (empty: anywhere); next request on. */
export class SetRoleIpAllowlistCommand extends Command<StaffResult<StaffRoleView>> {
  constructor(
    readonly key: string,
    readonly cidrs: string[],
    readonly audit: AuditContext,
  ) {
    super();
  }
}
