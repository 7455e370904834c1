import { Inject, Injectable } from '@nestjs/common';
import type { FancyTab } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import type { FancySide } from '../domain/fancy/fancy-bet.js';

/** A fancy bet as stored (migration 1795620000000). */
export interface StoredFancyBet {
  betId: string;
  playerId: string;
  marketId: string;
  eventId: string;
  fancyId: string;
  tab: FancyTab;
  title: string;
  side: FancySide;
  line: number;
  rate: number;
  stake: bigint;
  currency: string;
  idempotencyKey: string;
  createdAt: Date;
}

export type NewFancyBet = Omit<StoredFancyBet, 'createdAt'>;

interface FancyBetRow {
  bet_id: string;
  player_id: string;
  market_id: string;
  event_id: string;
  fancy_id: string;
  tab: FancyTab;
  title: string;
  side: FancySide;
  line: number;
  rate: number;
  stake: string;
  currency: string;
  idempotency_key: string;
  created_at: Date;
}

const columns = `bet_id, player_id, market_id, event_id, fancy_id, tab, title, side, line, rate, stake::text, currency, idempotency_key, created_at`;

const toBet = (r: FancyBetRow): StoredFancyBet => ({
  betId: r.bet_id,
  playerId: r.player_id,
  marketId: r.market_id,
  eventId: r.event_id,
  fancyId: r.fancy_id,
  tab: r.tab,
  title: r.title,
  side: r.side,
  line: r.line,
  rate: r.rate,
  stake: BigInt(r.stake),
  currency: r.currency,
  idempotencyKey: r.idempotency_key,
  createdAt: r.created_at,
});

/** Fancy bets (table exchange_fancy_bets). Writes run in the caller's transaction, under the line's market lock. */
@Injectable()
export class FancyBetsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async byKey(playerId: string, idempotencyKey: string, db: Db = this.pool): Promise<StoredFancyBet | undefined> {
    const { rows } = await db.query<FancyBetRow>(
      `SELECT ${columns} FROM exchange_fancy_bets WHERE player_id = $1 AND idempotency_key = $2`,
      [playerId, idempotencyKey],
    );
    return rows[0] && toBet(rows[0]);
  }

  async insert(tx: PoolClient, bet: NewFancyBet): Promise<void> {
    await tx.query(
      `INSERT INTO exchange_fancy_bets (bet_id, player_id, market_id, event_id, fancy_id, tab, title, side, line, rate, stake, currency, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        bet.betId,
        bet.playerId,
        bet.marketId,
        bet.eventId,
        bet.fancyId,
        bet.tab,
        bet.title,
        bet.side,
        bet.line,
        bet.rate,
        bet.stake.toString(),
        bet.currency,
        bet.idempotencyKey,
      ],
    );
  }

  /** One player's bets on a line (their exposure), or every player's (settlement). */
  async onMarket(db: Db, marketId: string, playerId?: string): Promise<StoredFancyBet[]> {
    const { rows } = await db.query<FancyBetRow>(
      `SELECT ${columns} FROM exchange_fancy_bets WHERE market_id = $1 AND ($2::text IS NULL OR player_id = $2) ORDER BY seq`,
      [marketId, playerId ?? null],
    );
    return rows.map(toBet);
  }

  /** The sum of a player's stakes on a line (their limit on it). */
  async stakedOn(tx: PoolClient, playerId: string, marketId: string): Promise<bigint> {
    const { rows } = await tx.query<{ staked: string | null }>(
      `SELECT sum(stake)::text AS staked FROM exchange_fancy_bets WHERE player_id = $1 AND market_id = $2`,
      [playerId, marketId],
    );
    return BigInt(rows[0]?.staked ?? '0');
  }
}
