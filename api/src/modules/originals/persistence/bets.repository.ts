import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import type { GameLimits } from '../domain/bet-rules.js';

export interface StoredBet {
  id: string;
  playerId: string;
  gameCode: string;
  requestHash: string;
  seedId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Null while the pair is active. */
  serverSeed: string | null;
  stakeMinor: bigint;
  params: Record<string, string>;
  outcome: string;
  won: boolean;
  payoutMinor: bigint;
  status: 'pending' | 'settled' | 'refused';
  refusal: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  player_id: string;
  game_code: string;
  request_hash: string;
  seed_id: string;
  nonce: string;
  client_seed: string;
  server_seed_hash: string;
  server_seed: string | null;
  stake_minor: string;
  params: Record<string, string>;
  outcome: string;
  won: boolean;
  payout_minor: string;
  status: StoredBet['status'];
  refusal: string | null;
  created_at: Date;
}

// The server seed only for a revealed pair: an active pair's seed never leaves through a bet.
const select = `SELECT b.id::text, b.player_id::text, b.game_code, b.request_hash, b.seed_id::text, b.nonce::text, b.client_seed,
  s.server_seed_hash, CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS server_seed, b.stake_minor::text, b.params,
  b.outcome::text, b.won, b.payout_minor::text, b.status, b.refusal, b.created_at
  FROM originals_bets b JOIN originals_seeds s ON s.id = b.seed_id`;

const fromRow = (r: Row): StoredBet => ({
  id: r.id,
  playerId: r.player_id,
  gameCode: r.game_code,
  requestHash: r.request_hash,
  seedId: r.seed_id,
  nonce: Number(r.nonce),
  clientSeed: r.client_seed,
  serverSeedHash: r.server_seed_hash,
  serverSeed: r.server_seed,
  stakeMinor: BigInt(r.stake_minor),
  params: r.params,
  outcome: r.outcome,
  won: r.won,
  payoutMinor: BigInt(r.payout_minor),
  status: r.status,
  refusal: r.refusal,
  createdAt: r.created_at,
});

export interface NewBet {
  playerId: string;
  gameCode: string;
  idempotencyKey: string;
  requestHash: string;
  seedId: string;
  nonce: number;
  clientSeed: string;
  stakeMinor: bigint;
  params: Record<string, string>;
  outcome: string;
  won: boolean;
  payoutMinor: bigint;
}

/** originals_bets and originals_game_settings. Every read names the player. */
@Injectable()
export class BetsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async limits(gameCode: string): Promise<GameLimits | null> {
    const { rows } = await this.pool.query<{ enabled: boolean; min: string; max: string; max_win: string; game_on: boolean }>(
      `SELECT s.enabled, s.min_bet_minor::text AS min, s.max_bet_minor::text AS max, s.max_win_minor::text AS max_win, g.enabled AS game_on
         FROM originals_game_settings s JOIN games g ON g.code = s.game_code WHERE s.game_code = $1`,
      [gameCode],
    );
    const r = rows[0];
    if (!r) return null;
    return { enabled: r.enabled && r.game_on, minBetMinor: BigInt(r.min), maxBetMinor: BigInt(r.max), maxWinMinor: BigInt(r.max_win) };
  }

  async byKey(playerId: string, idempotencyKey: string, db: Db = this.pool): Promise<StoredBet | null> {
    const { rows } = await db.query<Row>(`${select} WHERE b.player_id = $1 AND b.idempotency_key = $2`, [playerId, idempotencyKey]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async one(playerId: string, betId: string): Promise<StoredBet | null> {
    const { rows } = await this.pool.query<Row>(`${select} WHERE b.player_id = $1 AND b.id = $2`, [playerId, betId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** Settled bets only: a refused bet moved nothing and is not shown. */
  async latest(playerId: string, limit: number): Promise<StoredBet[]> {
    const { rows } = await this.pool.query<Row>(`${select} WHERE b.player_id = $1 AND b.status = 'settled' ORDER BY b.id DESC LIMIT $2`, [
      playerId,
      limit,
    ]);
    return rows.map(fromRow);
  }

  /** Inserts the decided bet; null when the key was taken meanwhile (a concurrent repeat). */
  async insert(client: PoolClient, b: NewBet): Promise<string | null> {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO originals_bets (player_id, game_code, idempotency_key, request_hash, seed_id, nonce, client_seed, stake_minor, params, outcome, won, payout_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (player_id, idempotency_key) DO NOTHING RETURNING id::text`,
      [
        b.playerId,
        b.gameCode,
        b.idempotencyKey,
        b.requestHash,
        b.seedId,
        b.nonce,
        b.clientSeed,
        b.stakeMinor,
        b.params,
        b.outcome,
        b.won,
        b.payoutMinor,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** Bets still pending from before `cutoff`, oldest first (whatever player). */
  async pendingBefore(cutoff: Date, limit: number): Promise<StoredBet[]> {
    const { rows } = await this.pool.query<Row>(`${select} WHERE b.status = 'pending' AND b.created_at < $1 ORDER BY b.id LIMIT $2`, [
      cutoff,
      limit,
    ]);
    return rows.map(fromRow);
  }

  async markSettled(betId: string): Promise<void> {
    await this.pool.query(`UPDATE originals_bets SET status = 'settled', settled_at = now() WHERE id = $1 AND status = 'pending'`, [betId]);
  }

  async markRefused(betId: string, refusal: string): Promise<void> {
    await this.pool.query(
      `UPDATE originals_bets SET status = 'refused', refusal = $2, settled_at = now() WHERE id = $1 AND status = 'pending'`,
      [betId, refusal],
    );
  }
}
