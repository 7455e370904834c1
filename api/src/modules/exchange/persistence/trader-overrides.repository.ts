import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeTraderOverrides } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { noOverrides } from '../domain/trader-overrides.js';

/** Overrides older than this are of events long over: not read at start. */
const recentMs = 3 * 86_400_000;

/** An event's overrides and their version (raised by every change). */
export interface VersionedOverrides {
  overrides: ExchangeTraderOverrides;
  version: number;
}

/** Traders' overrides per event (table exchange_trader_overrides): read at start and after a change; never by a poll. */
@Injectable()
export class TraderOverridesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async loadRecent(nowMs: number): Promise<Map<string, VersionedOverrides>> {
    const { rows } = await this.pool.query<{ event_id: string } & VersionedOverrides>(
      `SELECT event_id, overrides, version FROM exchange_trader_overrides WHERE updated_at >= $1`,
      [new Date(nowMs - recentMs)],
    );
    return new Map(rows.map((r) => [r.event_id, { overrides: r.overrides, version: r.version }]));
  }

  async read(eventId: string): Promise<VersionedOverrides> {
    const { rows } = await this.pool.query<VersionedOverrides>(
      `SELECT overrides, version FROM exchange_trader_overrides WHERE event_id = $1`,
      [eventId],
    );
    return rows[0] ?? { overrides: noOverrides(), version: 0 };
  }

  /** The event's overrides, its row locked until the transaction ends (two traders' changes queue, none is lost). */
  async lock(eventId: string, db: PoolClient): Promise<VersionedOverrides> {
    await db.query(`INSERT INTO exchange_trader_overrides (event_id, overrides) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`, [
      eventId,
      JSON.stringify(noOverrides()),
    ]);
    const { rows } = await db.query<VersionedOverrides>(
      `SELECT overrides, version FROM exchange_trader_overrides WHERE event_id = $1 FOR UPDATE`,
      [eventId],
    );
    return rows[0]!;
  }

  /** Stores the overrides after a change; returns their new version. */
  async save(eventId: string, overrides: ExchangeTraderOverrides, db: PoolClient): Promise<number> {
    const { rows } = await db.query<{ version: number }>(
      `UPDATE exchange_trader_overrides SET overrides = $2, version = version + 1, updated_at = now() WHERE event_id = $1 RETURNING version`,
      [eventId, JSON.stringify(overrides)],
    );
    return rows[0]!.version;
  }
}
