import { Command } from '@nestjs/cqrs';
import type { AuditContext } from '../../../backoffice/index.js';
import type { PlayerResult } from '../../domain/player-failure.js';

/** Staff mark a player's main phone verified (session_id 1) without a code, with a reason. */
export class MarkPhoneVerifiedCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly playerId: string,
    /** Why, as staff wrote it (3-500 characters); kept in the audit row. */
    readonly reason: string,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
