/** Khela Originals mines and slot (issue 19), and the per-game settings staff edit. */
import type { FairSeedInputs } from './originals.js';

/** `POST /api/originals/mines/games`: starts a game (one in play at a time). */
export interface MinesStartRequest {
  /** Taka with two decimals, e.g. "10.00". */
  stake: string;
  /** 1-24 mines on the 25 tiles. */
  mines: number;
  /** 8-100 of A-Z a-z 0-9 _ -: a repeat with the same key answers the same game. */
  idempotency_key: string;
}

/** `POST /api/originals/mines/games/current/reveal`. */
export interface MinesRevealRequest {
  /** 0-24, left to right, top to bottom. */
  tile: number;
}

export type MinesStatus = 'open' | 'busted' | 'cashed';

/** A mines game as its player sees it: the board only once the game is over. */
export interface MinesGameView {
  game_id: string;
  status: MinesStatus;
  stake: string;
  mines: number;
  /** Tiles revealed, in the order chosen. */
  revealed: number[];
  /** The multiplier the revealed tiles are worth (4 decimals); null before the first tile. */
  multiplier: string | null;
  /** What one more safe tile would be worth; null when the game is over or no safe tile is left. */
  next_multiplier: string | null;
  /** Open: what cashing out now pays (0.00 before the first tile); over: what was paid. Taka. */
  payout: string;
  /** Where the mines were, in the order drawn: only once the game is over. */
  mine_positions: number[] | null;
  /** 'idle': the finish job cashed it out after a day with no move (README). */
  closed_by: 'player' | 'idle' | null;
  seed_id: string;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
  /** Only once the seed pair has been rotated out. */
  server_seed: string | null;
  started_at: string;
  finished_at: string | null;
}

/** A move's answer: the game and the balance (main + bonus, taka) after it. */
export interface MinesGameAnswer {
  success: true;
  data: MinesGameView & { balance: string };
}

/** `GET /api/originals/mines/games/current`: the game in play, or null. */
export interface MinesCurrentAnswer {
  success: true;
  data: MinesGameView | null;
}

/** `GET /api/originals/mines/games`: the caller's latest finished games, newest first. */
export interface MinesGamesAnswer {
  success: true;
  data: MinesGameView[];
}

export type SlotSymbolName = 'crown' | 'diamond' | 'seven' | 'bell' | 'melon' | 'cherry' | 'lemon';

export interface SlotLineWin {
  /** 1-10. */
  line: number;
  symbol: SlotSymbolName;
  /** 3-5 reels from the left. */
  count: number;
  /** In line bets (a tenth of the stake). */
  pays: number;
}

/** What a spin showed and paid. */
export interface SlotOutcome {
  /** Each reel's stop: the strip index of its top row. */
  stops: number[];
  /** `window[reel][row]`, rows top to bottom. */
  window: SlotSymbolName[][];
  wins: SlotLineWin[];
  /** Total win as a multiple of the stake (line pays / 10). */
  multiplier: number;
}

/** `POST /api/originals/slot/spins`. */
export interface SlotSpinRequest {
  stake: string;
  idempotency_key: string;
}

/** `GET /api/originals/slot/paytable`: the published machine. */
export interface SlotPaytable {
  reels: SlotSymbolName[][];
  rows: number;
  paylines: number[][];
  /** Line-bet multipliers for 3, 4 and 5 of a kind. */
  pays: Record<SlotSymbolName, [number, number, number]>;
  /** Stated, percent with two decimals. */
  rtp: string;
  /** The exact return: numerator / denominator (every stop combination counted). */
  rtp_exact: { numerator: string; denominator: string };
  /** The shortest time between two spins, ms. */
  min_spin_interval_ms: number;
}

export interface SlotPaytableAnswer {
  success: true;
  data: SlotPaytable;
}

/** `GET /api/fair/verify?game=slot&...`. */
export interface SlotVerification extends FairSeedInputs, SlotOutcome {
  game: 'slot';
}

/** Per-game settings of the house games, as staff see and set them (`/api/admin/originals/settings`). */
export interface StaffOriginalsGameSettings {
  game_code: string;
  name: string;
  /** These settings' switch: off refuses new bets (games in play finish). */
  enabled: boolean;
  /** The game's catalogue switch (the game providers screen): it must be on too for new bets. */
  listed: boolean;
  /** Stated return to player, percent (the catalogue's). */
  stated_rtp: string | null;
  /** Taka, two decimals. */
  min_bet: string;
  max_bet: string;
  /** The most a single bet may win net of its stake. */
  max_win: string;
  updated_at: string;
}

export interface StaffOriginalsSettingsAnswer {
  data: StaffOriginalsGameSettings[];
}

/** `PUT /api/admin/originals/settings/:gameCode`: every field, as the screen shows them. */
export interface StaffOriginalsSettingsRequest {
  enabled: boolean;
  min_bet: string;
  max_bet: string;
  max_win: string;
}
