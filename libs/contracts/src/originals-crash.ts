/**
 * Khela Originals crash (issue 19): one shared round for everyone. Multipliers and money are decimal strings
 * with two places ("2.35", "10.00"); times ISO or epoch ms where named so.
 */

export type CrashRoundState = 'betting' | 'running' | 'crashed';

/** A round as everyone sees it; the hash and the point only once it crashed. */
export interface CrashRoundView {
  round_id: string;
  /** The game's number on its chain (game 1 is played first). */
  game_number: number;
  state: CrashRoundState;
  betting_ends_at: string;
  started_at: string | null;
  /** The server's clock when this was sent (epoch ms): the page runs the curve from started_at against it. */
  server_time: number;
  crash_point: string | null;
  hash: string | null;
  /** True when the api stopped while the round ran: reached auto cash-outs paid, every other open bet refunded. */
  interrupted: boolean;
}

export type CrashBetOutcome = 'open' | 'cashed_out' | 'lost' | 'refunded';

/** A bet in the live list: the player's name masked. */
export interface CrashPublicBet {
  bet_id: string;
  player: string;
  stake: string;
  auto_cashout: string | null;
  outcome: CrashBetOutcome;
  cashout_at: string | null;
  payout: string;
}

export interface CrashHistoryItem {
  round_id: string;
  game_number: number;
  crash_point: string;
  hash: string;
}

/** The chain in play: published before its first game. */
export interface CrashChainView {
  terminating_hash: string;
  salt: string;
  length: number;
}

/** `GET /api/originals/crash` (public) and the `crash:snapshot` push on joining `crash:live`. */
export interface CrashSnapshot {
  round: CrashRoundView | null;
  bets: CrashPublicBet[];
  history: CrashHistoryItem[];
  chain: CrashChainView | null;
}

export interface CrashSnapshotAnswer {
  success: true;
  data: CrashSnapshot;
}

/** `POST /api/originals/crash/bets`. */
export interface CrashBetRequest {
  /** Taka with two decimals. */
  stake: string;
  /** Optional auto cash-out, 1.01 - 1000000.00. */
  auto_cashout?: string;
  /** 8-100 of A-Z a-z 0-9 _ -. */
  idempotency_key: string;
}

/** `POST /api/originals/crash/cashout`. */
export interface CrashCashOutRequest {
  round_id: string;
}

/** The caller's own bet. */
export interface CrashMyBet extends CrashPublicBet {
  round_id: string;
  /** The stake as the wallet took it: pending (asking), taken, refused. */
  stake_state: 'pending' | 'taken' | 'refused';
  placed_at: string;
}

export interface CrashMyBetAnswer {
  success: true;
  /** balance: main + bonus after the call, taka ('' when not known). */
  data: CrashMyBet & { balance: string };
}

/** `GET /api/originals/crash/bets`: the caller's latest crash bets, newest first. */
export interface CrashMyBetsAnswer {
  success: true;
  data: CrashMyBet[];
}

/** The live room on /player (anyone may join). */
export const crashRoom = 'crash:live';

/** Pushes on `crash:live`. */
export interface CrashTickPush {
  round_id: string;
  multiplier: string;
  elapsed_ms: number;
  /** The server's clock when sent (epoch ms). */
  sent_at: number;
}

export interface CrashBetsPush {
  round_id: string;
  bets: CrashPublicBet[];
}
