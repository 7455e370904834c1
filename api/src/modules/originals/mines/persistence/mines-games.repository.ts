import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { Db } from '../../../../platform/database/transaction.js';

export type MinesStatus = 'staking' | 'open' | 'busted' | 'cashed' | 'refused';

export interface MinesGame {
  id: string;
  playerId: string;
  requestHash: string;
  seedId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Null while the seed pair is active. */
  serverSeed: string | null;
  mines: number;
  /** The board: secret while the game is in play (never presented then). */
  minePositions: number[];
  /** Tiles revealed, in the order the player chose them. */
  revealed: number[];
  stakeMinor: bigint;
  payoutMinor: bigint;
  status: MinesStatus;
  refusal: string | null;
  closedBy: 'player' | 'idle' | null;
  createdAt: Date;
  lastMoveAt: Date;
  finishedAt: Date | null;
  settledAt: Date | null;
}

interface Row {
  id: string;
  player_id: string;
  request_hash: string;
  seed_id: string;
  nonce: string;
  client_seed: string;
  server_seed_hash: string;
  server_seed: string | null;
  mines: number;
  mine_positions: number[];
  revealed: number[];
  stake_minor: string;
  payout_minor: string;
  status: MinesStatus;
  refusal: string | null;
  closed_by: 'player' | 'idle' | null;
  created_at: Date;
  last_move_at: Date;
  finished_at: Date | null;
  settled_at: Date | null;
}

// The server seed only for a revealed pair: an active pair's seed never leaves through a game.
const select = `SELECT g.id::text, g.player_id::text, g.request_hash, g.seed_id::text, g.nonce::text, g.client_seed, s.server_seed_hash,
  CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS server_seed, g.mines, g.mine_positions, g.revealed, g.stake_minor::text,
  g.payout_minor::text, g.status, g.refusal, g.closed_by, g.created_at, g.last_move_at, g.finished_at, g.settled_at
  FROM originals_mines_games g JOIN originals_seeds s ON s.id = g.seed_id`;

const fromRow = (r: Row): MinesGame => ({
  id: r.id,
  playerId: r.player_id,
  requestHash: r.request_hash,
  seedId: r.seed_id,
  nonce: Number(r.nonce),
  clientSeed: r.client_seed,
  serverSeedHash: r.server_seed_hash,
  serverSeed: r.server_seed,
  mines: r.mines,
  minePositions: r.mine_positions,
  revealed: r.revealed,
  stakeMinor: BigInt(r.stake_minor),
  payoutMinor: BigInt(r.payout_minor),
  status: r.status,
  refusal: r.refusal,
  closedBy: r.closed_by,
  createdAt: r.created_at,
  lastMoveAt: r.last_move_at,
  finishedAt: r.finished_at,
  settledAt: r.settled_at,
});

export interface NewMinesGame {
  playerId: string;
  idempotencyKey: string;
  requestHash: string;
  seedId: string;
  nonce: number;
  clientSeed: string;
  mines: number;
  minePositions: number[];
  stakeMinor: bigint;
}

/** originals_mines_games. Every player-facing read names the player (identity from the token). */
@Injectable()
export class MinesGamesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async byKey(playerId: string, idempotencyKey: string, db: Db = this.pool): Promise<MinesGame | null> {
    const { rows } = await db.query<Row>(`${select} WHERE g.player_id = $1 AND g.idempotency_key = $2`, [playerId, idempotencyKey]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async byId(gameId: string, db: Db = this.pool): Promise<MinesGame | null> {
    const { rows } = await db.query<Row>(`${select} WHERE g.id = $1`, [gameId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The player's game in play (staking or open), if any. */
  async current(playerId: string): Promise<MinesGame | null> {
    const { rows } = await this.pool.query<Row>(`${select} WHERE g.player_id = $1 AND g.status IN ('staking', 'open')`, [playerId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The player's game in play, locked for this transaction: moves on one game run one at a time. */
  async currentForUpdate(client: PoolClient, playerId: string): Promise<MinesGame | null> {
    const { rows } = await client.query<{ id: string }>(
      `SELECT id::text FROM originals_mines_games WHERE player_id = $1 AND status IN ('staking', 'open') FOR UPDATE`,
      [playerId],
    );
    return rows[0] ? this.byId(rows[0].id, client) : null;
  }

  /** The player's games that ended (busted or cashed) but are not paid yet. */
  async unpaid(playerId: string): Promise<MinesGame[]> {
    const { rows } = await this.pool.query<Row>(
      `${select} WHERE g.player_id = $1 AND g.status IN ('busted', 'cashed') AND g.settled_at IS NULL ORDER BY g.id`,
      [playerId],
    );
    return rows.map(fromRow);
  }

  /** The player's finished games (stake taken), newest first. */
  async finished(playerId: string, limit: number): Promise<MinesGame[]> {
    const { rows } = await this.pool.query<Row>(
      `${select} WHERE g.player_id = $1 AND g.status IN ('busted', 'cashed') ORDER BY g.id DESC LIMIT $2`,
      [playerId, limit],
    );
    return rows.map(fromRow);
  }

  /** Inserts the decided game; null when the key was taken meanwhile or another game is in play. */
  async insert(client: PoolClient, g: NewMinesGame): Promise<string | null> {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO originals_mines_games (player_id, idempotency_key, request_hash, seed_id, nonce, client_seed, mines, mine_positions, stake_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id::text`,
      [g.playerId, g.idempotencyKey, g.requestHash, g.seedId, g.nonce, g.clientSeed, g.mines, g.minePositions, g.stakeMinor],
    );
    return rows[0]?.id ?? null;
  }

  /** The game locked, if it is still open with no move since `cutoff` (else null: the player moved meanwhile). */
  async openIdleForUpdate(client: PoolClient, gameId: string, cutoff: Date): Promise<MinesGame | null> {
    const { rows } = await client.query<{ id: string }>(
      `SELECT id::text FROM originals_mines_games WHERE id = $1 AND status = 'open' AND last_move_at < $2 FOR UPDATE`,
      [gameId, cutoff],
    );
    return rows[0] ? this.byId(rows[0].id, client) : null;
  }

  async markOpen(gameId: string): Promise<void> {
    await this.pool.query(`UPDATE originals_mines_games SET status = 'open' WHERE id = $1 AND status = 'staking'`, [gameId]);
  }

  async markRefused(gameId: string, refusal: string): Promise<void> {
    await this.pool.query(
      `UPDATE originals_mines_games SET status = 'refused', refusal = $2, finished_at = now(), settled_at = now()
        WHERE id = $1 AND status = 'staking'`,
      [gameId, refusal],
    );
  }

  async addRevealed(client: PoolClient, gameId: string, tile: number): Promise<void> {
    await client.query(
      `UPDATE originals_mines_games SET revealed = array_append(revealed, $2::smallint), last_move_at = now() WHERE id = $1`,
      [gameId, tile],
    );
  }

  /** Ends an open game: busted (a mine, payout 0) or cashed (the payout); the win call follows. */
  async finish(client: Db, gameId: string, end: { status: 'busted' | 'cashed'; payoutMinor: bigint; closedBy: 'player' | 'idle' }) {
    await client.query(
      `UPDATE originals_mines_games SET status = $2, payout_minor = $3, closed_by = $4, finished_at = now(), last_move_at = now()
        WHERE id = $1 AND status = 'open'`,
      [gameId, end.status, end.payoutMinor, end.closedBy],
    );
  }

  async markSettled(gameId: string): Promise<void> {
    await this.pool.query(`UPDATE originals_mines_games SET settled_at = now() WHERE id = $1 AND settled_at IS NULL`, [gameId]);
  }

  /**
   * Games the finish job looks at: stakes not answered and ends not paid for `stuckMs`, and games open with
   * no move for `idleMs` (whatever player, oldest first).
   */
  async unfinished(now: Date, stuckMs: number, idleMs: number, limit: number): Promise<MinesGame[]> {
    const { rows } = await this.pool.query<Row>(
      `${select} WHERE g.settled_at IS NULL AND (
         (g.status IN ('staking', 'busted', 'cashed') AND g.last_move_at < $1) OR (g.status = 'open' AND g.last_move_at < $2))
       ORDER BY g.id LIMIT $3`,
      [new Date(now.getTime() - stuckMs), new Date(now.getTime() - idleMs), limit],
    );
    return rows.map(fromRow);
  }
}
