/** Khela Originals (issue 19): what the public fairness check answers. */
import type { SlotOutcome, SlotVerification } from './originals-mines-slot.js';

export type FairGame = 'dice' | 'limbo' | 'mines' | 'slot' | 'crash';

/** The seeds a per-player game (dice, limbo, mines) was played with, as the player gave them. */
export interface FairSeedInputs {
  /** The revealed server seed. */
  server_seed: string;
  /** SHA-256 of the server seed: compare it with the hash shown before play. */
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

export interface DiceVerification extends FairSeedInputs {
  game: 'dice';
  /** The float in [0, 1) the roll came from (HMAC-SHA256 bytes, Stake's scheme). */
  float: number;
  /** 0.00 - 100.00. */
  roll: number;
}

export interface LimboVerification extends FairSeedInputs {
  game: 'limbo';
  float: number;
  /** The result multiplier, at least 1.00 (1% house edge). */
  multiplier: number;
}

export interface MinesVerification extends FairSeedInputs {
  game: 'mines';
  mines: number;
  /** Tiles 0-24 (left to right, top to bottom) holding a mine, in the order drawn. */
  positions: number[];
}

export interface CrashVerification {
  game: 'crash';
  /** The round's game hash. */
  hash: string;
  salt: string;
  /** Where the round crashed, at least 1.00. */
  crash_point: number;
  /** SHA-256 of this hash: the previous round's hash (the chain runs backwards to the published terminating hash). */
  previous_hash: string;
}

export type FairVerification = DiceVerification | LimboVerification | MinesVerification | SlotVerification | CrashVerification;

/** `GET /api/fair/verify`. */
export interface FairVerifyAnswer {
  success: true;
  data: FairVerification;
}

/** The caller's active seed pair (issue 19): the server seed only as its SHA-256 commitment until rotated. */
export interface OriginalsSeedPair {
  /** The seed pair's id: every bet stores it with its nonce. */
  seed_id: string;
  /** SHA-256 of the committed server seed. */
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next bet will use. */
  next_nonce: number;
}

/** `GET /api/originals/seeds`, `PUT /api/originals/seeds/client-seed`. */
export interface OriginalsSeedPairAnswer {
  success: true;
  data: OriginalsSeedPair;
}

/** A seed pair rotated out: the server seed is revealed, so every bet under it can be recomputed. */
export interface OriginalsRevealedSeed {
  seed_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Bets played with this pair used nonces 0 to nonces_used - 1 (a client seed change keeps the nonce running). */
  nonces_used: number;
  revealed_at: string;
}

/** `POST /api/originals/seeds/rotate`: the revealed pair and the new committed one. */
export interface OriginalsRotateAnswer {
  success: true;
  data: { revealed: OriginalsRevealedSeed; active: OriginalsSeedPair };
}

/** `PUT /api/originals/seeds/client-seed`. */
export interface OriginalsClientSeedRequest {
  /** 1-64 printable characters. */
  client_seed: string;
}

/** The house games played for money (issue 19). */
export type OriginalsGame = 'dice' | 'limbo' | 'slot';

/** `POST /api/originals/dice/bets`. */
export interface DiceBetRequest {
  /** Taka with two decimals, e.g. "10.00". */
  stake: string;
  direction: 'over' | 'under';
  /** Win chance in percent, 0.01 - 98.00, two decimals at most, e.g. "49.50". */
  win_chance: string;
  /** 8-100 of A-Z a-z 0-9 _ -: a repeat with the same key answers the same bet. */
  idempotency_key: string;
}

/** `POST /api/originals/limbo/bets`. */
export interface LimboBetRequest {
  stake: string;
  /** Target multiplier 1.01 - 1000000.00, two decimals at most, e.g. "2.00". */
  target: string;
  idempotency_key: string;
}

/** One originals bet with everything needed to recompute it. */
export interface OriginalsBet {
  bet_id: string;
  game: OriginalsGame;
  /** Taka, two decimals. */
  stake: string;
  /** dice: `{ direction, win_chance }`; limbo: `{ target }` (as sent, normalised to two decimals). */
  params: Record<string, string>;
  /** dice: the roll 0.00-100.00; limbo: the result multiplier; slot: the win as a multiple of the stake. Two decimals. */
  outcome: string;
  won: boolean;
  /** The multiplier paid when won (dice 99 / win chance to 4 decimals, limbo the target). */
  multiplier: string;
  /** Taka, two decimals; 0.00 when lost. */
  payout: string;
  seed_id: string;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
  /** Only once the seed pair has been rotated out. */
  server_seed: string | null;
  /** ISO time. */
  placed_at: string;
  /** slot: the reels shown and the lines that paid. */
  slot?: SlotOutcome;
}

/** A bet's answer: the bet and the balance (main + bonus, taka) after it. */
export interface OriginalsBetAnswer {
  success: true;
  data: OriginalsBet & { balance: string };
}

/** `GET /api/originals/bets`: the caller's latest bets, newest first. */
export interface OriginalsBetsAnswer {
  success: true;
  data: OriginalsBet[];
}
