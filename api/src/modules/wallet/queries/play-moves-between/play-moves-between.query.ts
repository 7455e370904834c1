import { Query } from '@nestjs/cqrs';
import type { GameMove } from '../play-activity/play-activity.query.js';

/** One player's stake, win or stake rollback. */
export interface PlayerPlayMove extends GameMove {
  playerId: string;
}

/**
 * Every player's stakes, wins and stake rollbacks recorded in [from, to), oldest first, for player
 * protection's daily markers of harm. One range read of the ledger by time for the whole platform (no
 * per-player index applies): meant for a daily job, not a request.
 */
export class PlayMovesBetweenQuery extends Query<PlayerPlayMove[]> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
