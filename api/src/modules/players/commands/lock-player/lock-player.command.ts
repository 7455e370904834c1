import { Command } from '@nestjs/cqrs';
import type { AuditContext } from '../../../backoffice/index.js';
import type { PlayerResult } from '../../domain/player-failure.js';

/** Staff lock a player account with a reason: the player is signed out everywhere and cannot log in. */
export class LockPlayerCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly playerId: string,
    /** Why, as staff wrote it (3-500 characters); kept in the audit row. */
    readonly reason: string,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
