import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction, type Db } from '../../../platform/database/transaction.js';
import { generateClientSeed, newActiveSeed } from '../domain/fairness/seeds.js';

export interface StoredSeed {
  id: string;
  playerId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  revealedAt: Date | null;
}

interface Row {
  id: string;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: string;
  revealed_at: Date | null;
}

const columns = `id::text, player_id::text, server_seed, server_seed_hash, client_seed, next_nonce::text, revealed_at`;
const fromRow = (r: Row): StoredSeed => ({
  id: r.id,
  playerId: r.player_id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: Number(r.next_nonce),
  revealedAt: r.revealed_at,
});

/**
 * The originals_seeds table. Every read names the player (identity from the token), so no route can reach
 * another player's seeds. The active pair is made on first use; the partial unique index keeps it one.
 */
@Injectable()
export class SeedsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The player's active pair, made (with a CSPRNG server seed and client seed) if they have none. */
  async active(playerId: string, db: Db = this.pool): Promise<StoredSeed> {
    const found = await this.findActive(playerId, db);
    if (found) return found;
    const fresh = newActiveSeed(generateClientSeed());
    await db.query(
      `INSERT INTO originals_seeds (player_id, server_seed, server_seed_hash, client_seed)
       VALUES ($1, $2, $3, $4) ON CONFLICT (player_id) WHERE revealed_at IS NULL DO NOTHING`,
      [playerId, fresh.serverSeed, fresh.commitment, fresh.clientSeed],
    );
    return (await this.findActive(playerId, db))!;
  }

  /**
   * The active pair locked for this transaction, its nonce taken: a bet calls this inside its transaction so
   * two bets at once get different nonces and a rotation waits for the bet.
   */
  async takeNonce(client: PoolClient, playerId: string): Promise<{ seed: StoredSeed; nonce: number }> {
    await this.lockPlayer(client, playerId);
    await this.active(playerId, client);
    const { rows } = await client.query<Row>(
      `UPDATE originals_seeds SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND revealed_at IS NULL RETURNING ${columns}`,
      [playerId],
    );
    const seed = fromRow(rows[0]!);
    return { seed, nonce: seed.nextNonce - 1 };
  }

  async changeClientSeed(playerId: string, clientSeed: string): Promise<StoredSeed> {
    return inTransaction(this.pool, async (client) => {
      await this.lockPlayer(client, playerId);
      await this.active(playerId, client);
      const { rows } = await client.query<Row>(
        `UPDATE originals_seeds SET client_seed = $2 WHERE player_id = $1 AND revealed_at IS NULL RETURNING ${columns}`,
        [playerId, clientSeed],
      );
      return fromRow(rows[0]!);
    });
  }

  /**
   * Reveals the active pair and commits a new one (client seed carried over), in one transaction. Refused
   * while a mines game is in play: its board comes from the active server seed, so revealing it would show
   * the mines (a game starts under the same lock, so none can start meanwhile).
   */
  async rotate(playerId: string): Promise<{ revealed: StoredSeed; active: StoredSeed } | 'mines_in_play'> {
    return inTransaction(this.pool, async (client) => {
      await this.lockPlayer(client, playerId);
      const inPlay = await client.query(`SELECT 1 FROM originals_mines_games WHERE player_id = $1 AND status IN ('staking', 'open')`, [
        playerId,
      ]);
      if (inPlay.rowCount) return 'mines_in_play';
      await this.active(playerId, client);
      const { rows } = await client.query<Row>(
        `UPDATE originals_seeds SET revealed_at = now() WHERE player_id = $1 AND revealed_at IS NULL RETURNING ${columns}`,
        [playerId],
      );
      const revealed = fromRow(rows[0]!);
      const next = newActiveSeed(revealed.clientSeed);
      const inserted = await client.query<Row>(
        `INSERT INTO originals_seeds (player_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4) RETURNING ${columns}`,
        [playerId, next.serverSeed, next.commitment, next.clientSeed],
      );
      return { revealed, active: fromRow(inserted.rows[0]!) };
    });
  }

  /** One of the player's pairs by id (null for another player's id: the same answer as none). */
  async ofPlayer(playerId: string, seedId: string, db: Db = this.pool): Promise<StoredSeed | null> {
    if (!/^\d{1,18}$/.test(seedId)) return null;
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM originals_seeds WHERE id = $1 AND player_id = $2`, [seedId, playerId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /**
   * One change of a player's seeds at a time (to the transaction's end). Without it, two rotations at once
   * both read the same active pair and the second's UPDATE finds it already revealed (and a bet could take
   * a nonce of a pair being revealed).
   */
  private async lockPlayer(client: PoolClient, playerId: string): Promise<void> {
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('originals_seeds:' || $1::text, 0))`, [playerId]);
  }

  private async findActive(playerId: string, db: Db): Promise<StoredSeed | null> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM originals_seeds WHERE player_id = $1 AND revealed_at IS NULL`, [playerId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }
}
