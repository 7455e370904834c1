import type { Currency } from '@khela/contracts';

/** A ledger account id: a Postgres bigint, carried as its decimal string so it never loses digits. */
export type AccountId = string;

/** Who caused a money movement: recorded in every event's meta. */
export interface Actor {
  kind: 'player' | 'staff' | 'system' | 'provider';
  id: string;
}

export interface Posting {
  accountId: AccountId;
  /** Signed minor units: negative leaves the account, positive enters it. */
  amount: bigint;
}

/** Everything `LedgerStore.append` needs to record one money event. */
export interface AppendRequest {
  streamId: string;
  /** The stream version the decision was made on, or 'any' when the decision cannot go stale. */
  expectedVersion: number | 'any';
  type: string;
  /** Event payload; must be JSON-safe (amounts as decimal strings of minor units). */
  data: Record<string, unknown>;
  postings: readonly Posting[];
  /** Same key again: the first result is returned and nothing moves. */
  idempotencyKey?: string;
  /** When set, every account must be in this currency. */
  currency?: Currency;
  actor: Actor;
  correlationId?: string;
  causationId?: string;
  ip?: string;
}

export interface Appended {
  ok: true;
  position: bigint;
  version: number;
  /** Balance after the event of every player account it touched (house accounts have none). */
  balances: ReadonlyMap<AccountId, bigint>;
  /** True when the idempotency key had been seen: this is the first call's result, nothing moved. */
  duplicate: boolean;
}

export type LedgerRefusalCode =
  | 'invalid_postings'
  | 'unknown_account'
  | 'currency_mismatch'
  | 'unbalanced'
  | 'idempotency_key_reused'
  | 'version_conflict'
  | 'insufficient_funds';

/** A refusal is a value, not an exception: nothing was written. */
export interface LedgerRefusal {
  ok: false;
  error: LedgerRefusalCode;
  detail?: string;
  /** With 'version_conflict': the stream's actual version. */
  currentVersion?: number;
}

export type AppendResult = Appended | LedgerRefusal;
