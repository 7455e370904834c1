/**
 * Platform events as the back-office and reactors see them: the ledger's event catalogue (what a
 * reactor may follow with `@OnEvent('ledger.<type>')`) and the staff views of reactors and dead letters.
 */
import type { Page } from './staff.js';

/**
 * Every type of event the ledger records, with its `data` as stored (jsonb): amounts are decimal
 * strings of minor units ("250000" is 2,500.00), never JSON numbers. Streams are `wallet-<playerId>`.
 * Keep in step with the wallet's `WalletEvent` (api/src/modules/wallet/domain/wallet-events.ts): a
 * unit test in the api compares the two lists.
 */
export interface LedgerEventPayloads {
  WalletOpened: { currency: string };
  DepositCredited: { depositId: string; channel: string; amount: string };
  WithdrawalHeld: { withdrawalId: string; amount: string };
  WithdrawalHoldReleased: { withdrawalId: string; amount: string };
  WithdrawalPaidOut: { withdrawalId: string; channel: string; amount: string };
  /**
   * `amount` is the whole stake; `fromMain` + `fromBonus` its split (main first, then bonus). Events
   * written before the bonus rule carry no split: all of it came from main.
   */
  StakeDebited: { provider: string; transactionId: string; amount: string; fromMain?: string; fromBonus?: string; roundId?: string };
  WinCredited: { provider: string; transactionId: string; amount: string; roundId?: string };
  /** Each part goes back to the account it came from (no split recorded: all to main). */
  StakeRolledBack: { provider: string; stakeTransactionId: string; amount: string; fromMain?: string; fromBonus?: string };
  /** Exchange liability: main -> exposure, keyed by the reservation (bet) id. */
  ExposureReserved: { reservationId: string; amount: string };
  /** exposure -> main: the bet was won, voided or cancelled. */
  ExposureReleased: { reservationId: string; amount: string };
  /** exposure -> provider (the exchange's house account): the lay bet lost. */
  ExposureSettled: { reservationId: string; provider: string; amount: string };
  /** The exchange's hold of one market moved by `change` (signed): positive main -> exposure, negative back to main. */
  ExposureAdjusted: { marketId: string; adjustmentId: string; change: string };
  /** The exchange settled a market for the player: exposure returned, result (signed) and commission (signed) as differences from any earlier settlement. */
  ExchangeMarketSettled: { marketId: string; settlementId: string; released: string; pnl: string; commission: string; shortfall?: string };
  /**
   * The exchange collected (part of) an unpaid resettlement from main (main -> the exchange's receivable). A
   * resettlement's `shortfall` above is what main could not pay then, owed by the player.
   */
  ExchangeShortfallCollected: { shortfallId: string; collectionId: string; amount: string };
  BonusGranted: { grantId: string; to: 'bonus' | 'main'; amount: string; reason: string };
  CashRewardCredited: { rewardId: string; source: string; amount: string };
  CashRewardMovedToMain: { claimId: string; amount: string };
  VipPointsConverted: { conversionId: string; points: number; amount: string };
  StaffAdjusted: { adjustmentId: string; staffId: string; amount: string; reason: string };
}

export type LedgerEventType = keyof LedgerEventPayloads;

const walletStreamPrefix = 'wallet-';

/** The ledger stream of one player's wallet: every ledger event belongs to one (`wallet-<playerId>`). */
export const ledgerWalletStream = (playerId: string): string => `${walletStreamPrefix}${playerId}`;

/**
 * The player whose wallet a ledger stream is; undefined for a stream that is no wallet. The one place
 * that reads the stream's format: reactors and projections get the player as `playerId` on the event,
 * never by matching stream prefixes themselves.
 */
export function playerOfLedgerStream(streamId: string): string | undefined {
  return streamId.startsWith(walletStreamPrefix) && streamId.length > walletStreamPrefix.length
    ? streamId.slice(walletStreamPrefix.length)
    : undefined;
}

/** The same list at run time (the relay refuses a reactor for a ledger type not listed here). */
export const ledgerEventTypes = [
  'WalletOpened',
  'DepositCredited',
  'WithdrawalHeld',
  'WithdrawalHoldReleased',
  'WithdrawalPaidOut',
  'StakeDebited',
  'WinCredited',
  'StakeRolledBack',
  'ExposureReserved',
  'ExposureReleased',
  'ExposureSettled',
  'ExposureAdjusted',
  'ExchangeMarketSettled',
  'ExchangeShortfallCollected',
  'BonusGranted',
  'CashRewardCredited',
  'CashRewardMovedToMain',
  'VipPointsConverted',
  'StaffAdjusted',
] as const satisfies readonly LedgerEventType[];

/** Where an event comes from: the platform outbox (modules' domain events) or the money ledger. */
export type PlatformEventSource = 'outbox' | 'ledger';

/** One reactor's progress on one source. */
export interface ReactorSourceView {
  source: PlatformEventSource;
  /** Position of the last event passed (handled, parked or not of interest); "0" before the first. */
  checkpoint_position: string;
  updated_at: string | null;
  /** Events of its types not yet passed; counting stops at 10000 (`lag_capped`). */
  lag: number;
  lag_capped: boolean;
}

/** GET /api/admin/events/reactors */
export interface ReactorView {
  name: string;
  /**
   * False for a reactor this api process does not have (renamed or removed, or only in another
   * deployment's code) but which left a checkpoint or failures: its types and lag are unknown.
   */
  known: boolean;
  event_types: string[];
  sources: ReactorSourceView[];
  /** Events waiting for another attempt (or behind one on the same stream). */
  retrying: number;
  /** Dead letters not yet resolved. */
  dead: number;
}

export type DeadLetterStatus = 'retrying' | 'waiting' | 'dead' | 'resolved';

/** A delivery that failed: retrying with backoff, waiting behind one, dead (attempts used up) or resolved. */
export interface DeadLetterView {
  id: string;
  reactor: string;
  event_id: string;
  source: PlatformEventSource;
  event_type: string;
  stream_id: string;
  status: DeadLetterStatus;
  attempts: number;
  last_error: string | null;
  first_failed_at: string;
  last_failed_at: string;
  next_attempt_at: string | null;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** GET /api/admin/events/dead-letters?status&reactor&page&per_page, newest failure first. */
export type DeadLetterPage = Page<DeadLetterView>;

/** POST /api/admin/events/dead-letters/:id/retry and /resolve */
export interface DeadLetterActionResponse {
  message: string;
  dead_letter: DeadLetterView;
}
