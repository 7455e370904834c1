import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { defaultPersistence, type MarketPersistence } from '../domain/orders/order-book.js';

type Db = Pool | PoolClient;

export interface StoredPersistence extends MarketPersistence {
  set: boolean;
  updatedAt: Date | null;
}

/** Traders' per-market order persistence (table exchange_market_persistence); a market without a row has the default. */
@Injectable()
export class MarketPersistenceRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async get(marketId: string, db: Db = this.pool): Promise<StoredPersistence> {
    const { rows } = await db.query<{ on_suspend: 'keep' | 'lapse'; on_inplay: 'keep' | 'lapse'; updated_at: Date }>(
      `SELECT on_suspend, on_inplay, updated_at FROM exchange_market_persistence WHERE market_id = $1`,
      [marketId],
    );
    const row = rows[0];
    if (!row) return { ...defaultPersistence, set: false, updatedAt: null };
    return { onSuspend: row.on_suspend, onInplay: row.on_inplay, set: true, updatedAt: row.updated_at };
  }

  async save(marketId: string, eventId: string, persistence: MarketPersistence, staffId: string | null, db: PoolClient): Promise<void> {
    await db.query(
      `INSERT INTO exchange_market_persistence (market_id, event_id, on_suspend, on_inplay, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (market_id) DO UPDATE SET on_suspend = $3, on_inplay = $4, updated_by = $5, updated_at = now()`,
      [marketId, eventId, persistence.onSuspend, persistence.onInplay, staffId],
    );
  }
}
