import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeTraderOverrides } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { noOverrides } from '../domain/trader-overrides.js';

/** Overrides older than this are of events long over: not read at start. */
const recentMs = 3 * 86_400_000;

/** Traders' overrides per event (table exchange_trader_overrides): read at start and after a change; never by a poll. */
@Injectable()
export class TraderOverridesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async loadRecent(nowMs: number): Promise<Map<string, ExchangeTraderOverrides>> {
    const { rows } = await this.pool.query<{ event_id: string; overrides: ExchangeTraderOverrides }>(
      `SELECT event_id, overrides FROM exchange_trader_overrides WHERE updated_at >= $1`,
      [new Date(nowMs - recentMs)],
    );
    return new Map(rows.map((r) => [r.event_id, r.overrides]));
  }

  async read(eventId: string): Promise<ExchangeTraderOverrides> {
    const { rows } = await this.pool.query<{ overrides: ExchangeTraderOverrides }>(
      `SELECT overrides FROM exchange_trader_overrides WHERE event_id = $1`,
      [eventId],
    );
    return rows[0]?.overrides ?? noOverrides();
  }

  /** The event's overrides, its row locked until the transaction ends (two traders' changes queue, none is lost). */
  async lock(eventId: string, db: PoolClient): Promise<ExchangeTraderOverrides> {
    await db.query(`INSERT INTO exchange_trader_overrides (event_id, overrides) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`, [
      eventId,
      JSON.stringify(noOverrides()),
    ]);
    const { rows } = await db.query<{ overrides: ExchangeTraderOverrides }>(
      `SELECT overrides FROM exchange_trader_overrides WHERE event_id = $1 FOR UPDATE`,
      [eventId],
    );
    return rows[0]!.overrides;
  }

  async save(eventId: string, overrides: ExchangeTraderOverrides, db: PoolClient): Promise<void> {
    await db.query(`UPDATE exchange_trader_overrides SET overrides = $2, updated_at = now() WHERE event_id = $1`, [
      eventId,
      JSON.stringify(overrides),
    ]);
  }
}
