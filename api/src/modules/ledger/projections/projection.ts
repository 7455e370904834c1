import type { PoolClient } from 'pg';

/** An event as projections receive it. Postings are read by the projections that need them (set-based SQL). */
export interface ProjectedEvent {
  position: bigint;
  streamId: string;
  /** The player whose wallet the stream is (`playerOfLedgerStream`); undefined for a stream that is no wallet. */
  playerId: string | undefined;
  version: number;
  type: string;
  data: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * A read model fed from ledger_events. `apply` runs in the same transaction that advances the
 * checkpoint, so a batch takes effect exactly once even though delivery is at-least-once; handlers
 * are still written to be idempotent (ON CONFLICT) so a replay can never double anything.
 * Projections never write money, and touch the database only through the client they are given (the
 * CLI uses the registered instances on other databases' pools). A module registers its projection with
 * the LedgerProjectionRegistry.
 */
export interface Projection {
  readonly name: string;
  apply(events: readonly ProjectedEvent[], client: PoolClient): Promise<void>;
  /** Empties the read model before a rebuild from position zero. */
  reset(client: PoolClient): Promise<void>;
}
