import { Query } from '@nestjs/cqrs';

/** One stake, win or stake rollback of a player's game play, by the time the ledger recorded it. */
export interface PlayMove {
  at: Date;
  kind: 'stake' | 'win' | 'rollback';
  /** Minor units, always positive (a rollback gives back this much of its stake). */
  amount: bigint;
}

/** What a player staked, won and had rolled back since one instant (minor units). */
export interface PlayTotals {
  staked: bigint;
  won: bigint;
  rolledBack: bigint;
}

/**
 * A player's stakes, wins and stake rollbacks recorded after `since`, oldest first (read from the
 * wallet's ledger stream through the index `ledger_events_play_by_stream`).
 */
export class PlayActivityQuery extends Query<PlayMove[]> {
  constructor(
    readonly playerId: string,
    readonly since: Date,
  ) {
    super();
  }
}

/**
 * A player's play totals after each of several instants, in one indexed range read of the longest
 * (the `wallet.stake` veto asks for its 24-hour, 7-day and 30-day windows at once).
 */
export class PlayTotalsQuery extends Query<PlayTotals[]> {
  constructor(
    readonly playerId: string,
    readonly since: readonly Date[],
  ) {
    super();
  }
}
