import type { PlayerAccountKind } from '@khela/contracts';
import type { JoinedTransaction } from '../../../platform/database/transaction.js';
import type { LedgerRefusalCode } from '../../ledger/index.js';
import type { WalletErrorCode } from '../domain/wallet-errors.js';

export interface WalletCommandAccepted {
  ok: true;
  /** Ledger position of the event (decimal string of a bigint). */
  position: string;
  version: number;
  /** True when this repeated an earlier request: the first result, and no money moved now. */
  duplicate: boolean;
  /** Balances after the event of the player accounts it touched. */
  balances: Partial<Record<PlayerAccountKind, bigint>>;
  /** A resettlement only: what main could not pay, booked as owed to the exchange (absent when main paid all; not known on a duplicate). */
  shortfall?: bigint;
}

export interface WalletCommandRefused {
  ok: false;
  /**
   * 'busy': the stream kept changing under the command (version conflicts past the retry limit).
   * 'vetoed': a module refused the move at the veto point (player protection); `message` is its own.
   */
  error: WalletErrorCode | LedgerRefusalCode | 'busy' | 'vetoed';
  message: string;
}

export type WalletCommandResult = WalletCommandAccepted | WalletCommandRefused;

/** Who asks, and how the request is traced; recorded in the event's meta. */
export interface WalletCommandContext {
  actor: { kind: 'player' | 'staff' | 'system' | 'provider'; id: string };
  correlationId?: string;
  causationId?: string;
  ip?: string;
  /**
   * The caller's open transaction the move joins (a provider's game call): the money commits with the
   * caller's rows in one commit, and the balance push waits for that commit. Without it the move goes
   * through the ledger's group commit, committed when the command answers.
   */
  transaction?: JoinedTransaction;
}
