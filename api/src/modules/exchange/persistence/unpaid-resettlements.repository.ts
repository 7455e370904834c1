import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

/** A resettlement main could not pay in full, as stored (migration 1795870000000). */
export interface UnpaidResettlement {
  id: string;
  playerId: string;
  marketId: string;
  eventId: string;
  version: number;
  currency: string;
  owed: bigint;
  recovered: bigint;
  /** Of `recovered`, what automatic collections took (exchange_unpaid_collections, source auto). */
  recoveredAuto: bigint;
  createdAt: Date;
  clearedAt: Date | null;
}

export type UnpaidStatus = 'open' | 'cleared' | 'all';

interface Row {
  id: string;
  player_id: string;
  market_id: string;
  event_id: string;
  version: number;
  currency: string;
  owed: string;
  recovered: string;
  recovered_auto: string;
  created_at: Date;
  cleared_at: Date | null;
}

const columns = `id, player_id, market_id, event_id, version, currency, owed::text, recovered::text, created_at, cleared_at,
  (SELECT coalesce(sum(c.amount), 0) FROM exchange_unpaid_collections c
    WHERE c.unpaid_id = exchange_unpaid_resettlements.id AND c.source = 'auto')::text AS recovered_auto`;
const fromRow = (r: Row): UnpaidResettlement => ({
  id: r.id,
  playerId: r.player_id,
  marketId: r.market_id,
  eventId: r.event_id,
  version: r.version,
  currency: r.currency,
  owed: BigInt(r.owed),
  recovered: BigInt(r.recovered),
  recoveredAuto: BigInt(r.recovered_auto),
  createdAt: r.created_at,
  clearedAt: r.cleared_at,
});

const statusWhere: Record<UnpaidStatus, string> = {
  open: 'cleared_at IS NULL',
  cleared: 'cleared_at IS NOT NULL',
  all: 'true',
};

/** What players owe the exchange from resettlements their main could not pay, and what was collected since. */
@Injectable()
export class UnpaidResettlementsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * In the settlement's transaction: once per market, version and player (the settlement itself is once per
   * version). The new row's id, or undefined when it was recorded before.
   */
  async record(
    tx: PoolClient,
    row: { marketId: string; eventId: string; version: number; playerId: string; currency: string; owed: bigint },
  ): Promise<string | undefined> {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO exchange_unpaid_resettlements (id, market_id, event_id, version, player_id, currency, owed)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (market_id, version, player_id) DO NOTHING RETURNING id`,
      [randomUUID(), row.marketId, row.eventId, row.version, row.playerId, row.currency, row.owed.toString()],
    );
    return rows[0]?.id;
  }

  /** Whether the player owes anything (the cheap check before an automatic collection locks anything). */
  async owes(playerId: string, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(`SELECT 1 FROM exchange_unpaid_resettlements WHERE player_id = $1 AND cleared_at IS NULL LIMIT 1`, [
      playerId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** The player's open rows, oldest first, locked for the caller's transaction (collections take them in this order). */
  async openOf(tx: PoolClient, playerId: string): Promise<UnpaidResettlement[]> {
    const { rows } = await tx.query<Row>(
      `SELECT ${columns} FROM exchange_unpaid_resettlements WHERE player_id = $1 AND cleared_at IS NULL
        ORDER BY created_at, id FOR UPDATE`,
      [playerId],
    );
    return rows.map(fromRow);
  }

  /**
   * One collection against a row, before its money moves in the same transaction: false (nothing recorded)
   * when this key, or this credit event for this row, was recorded before.
   */
  async recordCollection(
    tx: PoolClient,
    c: { unpaidId: string; key: string; source: 'auto' | 'staff'; sourceEventId?: string; amount: bigint },
  ): Promise<boolean> {
    const { rowCount } = await tx.query(
      `INSERT INTO exchange_unpaid_collections (unpaid_id, collection_key, source, source_event_id, amount)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [c.unpaidId, c.key, c.source, c.sourceEventId ?? null, c.amount.toString()],
    );
    return rowCount === 1;
  }

  /** Whether a credit event already collected anything (from any row): it collects once. */
  async collectedOnEvent(db: Db, sourceEventId: string): Promise<boolean> {
    const { rowCount } = await db.query(`SELECT 1 FROM exchange_unpaid_collections WHERE source_event_id = $1 LIMIT 1`, [sourceEventId]);
    return (rowCount ?? 0) > 0;
  }

  /** The ledger event that moved a collection's money. */
  async collectionMoved(tx: PoolClient, key: string, ledgerPosition: string): Promise<void> {
    await tx.query(`UPDATE exchange_unpaid_collections SET ledger_position = $2 WHERE collection_key = $1`, [key, ledgerPosition]);
  }

  /** A row's collections, oldest first (what finance and tests read). */
  async collectionsOf(
    unpaidId: string,
    db: Db = this.pool,
  ): Promise<{ source: 'auto' | 'staff'; amount: bigint; sourceEventId: string | null }[]> {
    const { rows } = await db.query<{ source: 'auto' | 'staff'; amount: string; source_event_id: string | null }>(
      `SELECT source, amount::text, source_event_id FROM exchange_unpaid_collections WHERE unpaid_id = $1 ORDER BY id`,
      [unpaidId],
    );
    return rows.map((r) => ({ source: r.source, amount: BigInt(r.amount), sourceEventId: r.source_event_id }));
  }

  /** What the player still owes across every open row (0 when nothing). */
  async outstandingOf(playerId: string, db: Db = this.pool): Promise<bigint> {
    const { rows } = await db.query<{ left: string | null }>(
      `SELECT sum(owed - recovered)::text AS left FROM exchange_unpaid_resettlements WHERE player_id = $1 AND cleared_at IS NULL`,
      [playerId],
    );
    return BigInt(rows[0]?.left ?? '0');
  }

  async list(status: UnpaidStatus, limit = 500): Promise<{ items: UnpaidResettlement[]; total: number; outstanding: Map<string, bigint> }> {
    const [items, totals] = await Promise.all([
      this.pool.query<Row>(
        `SELECT ${columns} FROM exchange_unpaid_resettlements WHERE ${statusWhere[status]} ORDER BY created_at DESC, id LIMIT $1`,
        [limit],
      ),
      this.pool.query<{ currency: string; left: string; n: string }>(
        `SELECT currency, sum(owed - recovered) FILTER (WHERE cleared_at IS NULL)::text AS left,
                count(*) FILTER (WHERE ${statusWhere[status]})::text AS n
           FROM exchange_unpaid_resettlements GROUP BY currency`,
      ),
    ]);
    const outstanding = new Map<string, bigint>();
    let total = 0;
    for (const t of totals.rows) {
      if (t.left !== null && BigInt(t.left) > 0n) outstanding.set(t.currency, BigInt(t.left));
      total += Number(t.n);
    }
    return { items: items.rows.map(fromRow), total, outstanding };
  }

  async byId(id: string, db: Db = this.pool, lock = false): Promise<UnpaidResettlement | undefined> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM exchange_unpaid_resettlements WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      id,
    ]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  /** A collection from main: `recovered` grows by `amount`; the row is cleared when it reaches what was owed. */
  async addRecovered(tx: PoolClient, id: string, amount: bigint): Promise<UnpaidResettlement> {
    const { rows } = await tx.query<Row>(
      `UPDATE exchange_unpaid_resettlements
          SET recovered = recovered + $2::bigint,
              cleared_at = CASE WHEN recovered + $2::bigint = owed THEN now() ELSE NULL END
        WHERE id = $1 RETURNING ${columns}`,
      [id, amount.toString()],
    );
    return fromRow(rows[0]!);
  }
}
