/**
 * Games: launch (spec 7 `/api/game-run`, `/api/player-login`), betting records (`/api/betting-record`,
 * `/api/get-type`) and the seamless wallet API game providers call (`/api/provider/{provider}/...`).
 * Money on player-facing routes is a decimal string with two places ("150.00"); on the provider wire it is an
 * integer count of poisha (minor units), as aggregators send it.
 */
import type { GameCategoryType } from './catalogue.js';

/** POST /api/game-run body (spec 7). `userId` is accepted for compatibility and ignored: identity is the token. */
export interface GameRunRequest {
  userId?: string | number;
  externalURL?: string;
  isMobileLogin?: boolean | number | string;
  gameCode: string;
  /** A featured link "PLATFORM-TYPE" may come whole in `platform`; it is split at the first dash. */
  gameType?: string;
  platform?: string;
}

/** POST /api/game-run answer: `url` to open in /gamerun's frame, or `message` saying why not. */
export type GameRunAnswer = { url: string } | { message: string };

/** POST /api/player-login answer (spec 7): a token for the in-house exchange and sportsbook pages. */
export interface PlayerLoginAnswer {
  access_token: string;
}

/** Spec 3 Betting record: one settled (closed) round. */
export interface BettingRecord {
  id: string;
  platform: string;
  game_type: GameCategoryType;
  game_code: string;
  game_name: string;
  /** Total staked in the round, "150.00". */
  bet_amount: string;
  /** Total won in the round, "0.00" when lost. Spelled as the spec spells it. */
  winAmount: string;
  /** When the round closed (ISO 8601). Grouped by Asia/Dhaka day on the page. */
  created_at: string;
}

/** GET /api/betting-record?from&to&platform&game_type (all optional; default the last 7 Dhaka days). */
export interface BettingRecordsAnswer {
  data: BettingRecord[];
}

/** GET /api/get-type: the platforms and game types a player can filter records by. */
export interface BettingRecordTypesAnswer {
  platforms: { platform: string; name: string }[];
  game_types: { type: GameCategoryType; title: string }[];
}

/** Seamless wallet statuses (the set aggregators such as Hub88 use). */
export const providerStatuses = [
  'RS_OK',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_UNKNOWN',
] as const;
export type ProviderStatus = (typeof providerStatuses)[number];

/** Every provider call carries these. `user` is the player's username as the launch URL gave it. */
export interface ProviderRequestBase {
  request_uuid: string;
  user: string;
  token?: string;
  game_code?: string;
}

export type ProviderUserInfoRequest = ProviderRequestBase;
export interface ProviderBalanceRequest extends ProviderRequestBase {
  token: string;
  game_code: string;
}
export interface ProviderBetRequest extends ProviderRequestBase {
  token: string;
  game_code: string;
  round: string;
  transaction_uuid: string;
  currency: string;
  /** Poisha, integer > 0. */
  amount: number;
  is_free?: boolean;
}
export interface ProviderWinRequest extends ProviderRequestBase {
  token: string;
  game_code: string;
  round: string;
  transaction_uuid: string;
  /** The bet this win pays. */
  reference_transaction_uuid: string;
  currency: string;
  /** Poisha, integer >= 0 (0 closes a lost round). */
  amount: number;
  /** True on the round's last win: the round is closed and shows in the betting record. */
  round_closed?: boolean;
}
export interface ProviderRollbackRequest extends ProviderRequestBase {
  token: string;
  game_code: string;
  round: string;
  transaction_uuid: string;
  /** The bet to undo. */
  reference_transaction_uuid: string;
}

/** Every answer: HTTP 200, echoes request_uuid, carries the balance (poisha) whenever the player is known. */
export interface ProviderAnswer {
  status: ProviderStatus;
  request_uuid: string;
  user?: string;
  currency?: string;
  balance?: number;
  display_name?: string;
  country?: string;
}

/** Back-office (reports.read): one round of a provider game. Money as decimal strings ("150.00"). */
export interface StaffGameRound {
  id: string;
  provider: string;
  /** The provider's round id. */
  round_id: string;
  player_id: string;
  game_code: string;
  game_name: string;
  platform: string;
  status: 'open' | 'closed';
  /** Total staked, rollbacks included (see rolled_back). */
  bet: string;
  win: string;
  rolled_back: string;
  opened_at: string;
  closed_at: string | null;
}

/** GET /api/admin/game-rounds?player_id&game_code&provider&from&to&page: rounds, newest first. */
export interface StaffGameRoundPage {
  data: StaffGameRound[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** One provider money call of a round, as it came and as it was answered. */
export interface StaffGameRoundCall {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  reference_transaction_uuid: string | null;
  amount: string;
  status: string;
  /** The raw body the provider sent ('' for a tombstone). */
  request: string;
  /** The exact answer sent (and re-sent to repeats). */
  answer: string;
  /** Stakeable balance (main + bonus) before and after; null when no money was looked at. */
  balance_before: string | null;
  balance_after: string | null;
  created_at: string;
}

/** GET /api/admin/game-rounds/{id}: round recall, every call in order. */
export interface StaffGameRoundRecall {
  round: StaffGameRound;
  calls: StaffGameRoundCall[];
}

/**
 * A provider call refused before any decision (bad or missing signature, not a call, a transient failure):
 * kept for recall beside the decided calls of round recall. Nothing in it is trusted.
 */
export interface StaffGameRefusedCall {
  id: string;
  /** The provider code in the URL (maybe no provider of ours). */
  provider: string;
  /** user/info, user/balance, transaction/bet, transaction/win or transaction/rollback. */
  call: string;
  status: string;
  /** Why, for staff: 'no signature', 'unknown provider', 'signature does not match the body'...; null when the status says it. */
  reason: string | null;
  request_uuid: string | null;
  transaction_uuid: string | null;
  /** The provider round the body names, if any. */
  round_id: string | null;
  /** The body as received (its first 8 KB). */
  request: string;
  request_bytes: number;
  /** The exact answer sent. */
  answer: string;
  received_at: string;
}

/** GET /api/admin/game-refused-calls?provider&from&to&page: refused calls received between two Dhaka days, newest first. */
export interface StaffGameRefusedCallPage {
  data: StaffGameRefusedCall[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** GET /api/admin/game-reports?from&to: closed rounds per Dhaka day, provider and game. */
export interface StaffGameReportRow {
  day: string;
  provider: string;
  platform: string;
  game_code: string;
  game_name: string;
  rounds: number;
  bets: string;
  wins: string;
  /** Gross gaming revenue: bets less wins. */
  ggr: string;
  /** Actual return to player, wins / bets in percent with two places; null without bets. */
  rtp: string | null;
  /** The return to player the game states (its paytable), "95.81"; null when the game states none. */
  stated_rtp: string | null;
}

export interface StaffGameReport {
  data: StaffGameReportRow[];
}

/** Back-office (games.manage): a game provider. Its key never leaves the server: only its fingerprint. */
export interface StaffGameProvider {
  code: string;
  name: string;
  /** A disabled provider's launches are refused and its bets answered RS_ERROR_INVALID_GAME (wins and rollbacks still settle). */
  status: 'active' | 'disabled';
  auth_scheme: 'rsa' | 'hmac';
  /** "SHA256:" and 16 hex pairs: of the RSA public key (DER), or of the HMAC secret under a fixed label. */
  key_fingerprint: string;
  launch_url: string;
  /** What a rollback of a bet never seen answers. */
  rollback_unknown: 'ok' | 'does_not_exist';
  /** The catalogue platforms this provider serves. */
  platforms: string[];
  games_total: number;
  games_enabled: number;
  updated_at: string;
}

/** PATCH /api/admin/game-providers/{code}: any of these. */
export interface StaffGameProviderUpdate {
  status?: 'active' | 'disabled';
  rollback_unknown?: 'ok' | 'does_not_exist';
  launch_url?: string;
}

/** PUT /api/admin/game-providers/{code}/key: a new HMAC secret (16+ characters) or RSA public key (PEM). */
export interface StaffGameProviderKey {
  auth_scheme: 'rsa' | 'hmac';
  key: string;
}

/** A game of a provider's platforms, as the provider page lists it. */
export interface StaffGameProviderGame {
  code: string;
  name: string;
  platform: string;
  type: GameCategoryType;
  enabled: boolean;
  stated_rtp: string | null;
}

/**
 * PUT /api/admin/game-providers/{code}/games/{gameCode}/stated-rtp: the RTP the game states, in percent with
 * at most two decimals from 50.00 to 100.00 ("96.5" is kept as 96.50); null or "" when it states none.
 */
export interface StaffGameStatedRtp {
  stated_rtp: string | null;
}

/** GET /api/admin/game-providers/{code}/games */
export interface StaffGameProviderGames {
  data: StaffGameProviderGame[];
}
