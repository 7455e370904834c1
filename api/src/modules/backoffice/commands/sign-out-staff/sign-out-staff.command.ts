import { Command } from '@nestjs/cqrs';
import type { AuditContext } from '../../persistence/audit-log.js';

/** Ends the current staff session only. */
export class SignOutStaffCommand extends Command<void> {
  constructor(
    readonly sessionId: string,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
