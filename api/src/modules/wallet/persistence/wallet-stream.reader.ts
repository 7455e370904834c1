import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { AccountId } from '../../ledger/index.js';
import { fromStored, type WalletEvent } from '../domain/wallet-events.js';
import type { Funds } from '../domain/wallet-state.js';

/** Reads the part of a wallet stream a decision depends on: events by idempotency key, plus the version. */
@Injectable()
export class WalletStreamReader {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async load(streamId: string, idempotencyKeys: readonly string[]): Promise<{ version: number; events: WalletEvent[] }> {
    const { rows } = await this.pool.query<{ version: number; type: string | null; data: Record<string, unknown> | null }>({
      name: 'wallet-stream-load',
      text: `SELECT (SELECT coalesce(max(version), 0) FROM ledger_events WHERE stream_id = $1) AS version, e.type, e.data
               FROM (SELECT 1) one
               LEFT JOIN ledger_events e ON e.stream_id = $1 AND e.idempotency_key = ANY($2::text[])
              ORDER BY e.position`,
      values: [streamId, idempotencyKeys],
    });
    return {
      version: rows[0]?.version ?? 0,
      events: rows.filter((r) => r.type !== null).map((r) => fromStored(r.type!, r.data!)),
    };
  }

  /**
   * `load`, plus the main and bonus balances, in one statement: one snapshot, so the balances are those
   * of the version returned, and an append expecting that version proves them still current.
   */
  async loadWithFunds(
    streamId: string,
    idempotencyKeys: readonly string[],
    accounts: { main: AccountId; bonus: AccountId },
  ): Promise<{ version: number; events: WalletEvent[]; funds: Funds }> {
    const { rows } = await this.pool.query<{
      version: number;
      main: string;
      bonus: string;
      type: string | null;
      data: Record<string, unknown> | null;
    }>({
      name: 'wallet-stream-load-with-funds',
      text: `SELECT (SELECT coalesce(max(version), 0) FROM ledger_events WHERE stream_id = $1) AS version,
                    (SELECT balance FROM account_balances WHERE account_id = $3) AS main,
                    (SELECT balance FROM account_balances WHERE account_id = $4) AS bonus,
                    e.type, e.data
               FROM (SELECT 1) one
               LEFT JOIN ledger_events e ON e.stream_id = $1 AND e.idempotency_key = ANY($2::text[])
              ORDER BY e.position`,
      values: [streamId, idempotencyKeys, accounts.main, accounts.bonus],
    });
    const first = rows[0]!;
    return {
      version: first.version,
      funds: { main: BigInt(first.main), bonus: BigInt(first.bonus) },
      events: rows.filter((r) => r.type !== null).map((r) => fromStored(r.type!, r.data!)),
    };
  }
}
