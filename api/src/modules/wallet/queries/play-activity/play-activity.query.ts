import { Query } from '@nestjs/cqrs';

/** One stake, win or stake rollback of a player's game play, by the time the ledger recorded it. */
export interface GameMove {
  at: Date;
  kind: 'stake' | 'win' | 'rollback';
  /** Minor units, always positive (a rollback gives back this much of its stake). */
  amount: bigint;
}

/**
 * One move of a player's play, by the time the ledger recorded it: a game stake, win or stake rollback, or
 * on the exchange a rise of the exposure held (`exposure`: liability newly put at risk), a fall of it before
 * settlement (`exposure-returned`: an order cancelled or lapsed, a bet hedged) and what a market's
 * settlement paid back to main (`exchange-paid`: the exposure released plus the profit, less commission).
 */
export interface PlayMove {
  at: Date;
  kind: GameMove['kind'] | 'exposure' | 'exposure-returned' | 'exchange-paid';
  /** Minor units, always positive (a rollback gives back this much of its stake). */
  amount: bigint;
}

/** What a player staked, won and had rolled back since one instant, and the exchange's moves alike (minor units). */
export interface PlayTotals {
  staked: bigint;
  won: bigint;
  rolledBack: bigint;
  /** Exchange: the net rise of the exposure held (rises less falls before settlement; settlement leaves it counted). */
  exposureHeld: bigint;
  /** Exchange: what settlements paid back to main (exposure released plus profit, less commission). */
  exchangePaid: bigint;
}

/**
 * A player's stakes, wins and stake rollbacks, and exchange exposure moves and settlements, recorded after
 * `since`, oldest first (read from the wallet's ledger stream through the partial indexes
 * `ledger_events_play_by_stream` and `ledger_events_exchange_by_stream`).
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
