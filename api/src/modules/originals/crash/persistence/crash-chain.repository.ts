import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction, type Db } from '../../../../platform/database/transaction.js';
import { checkpointFor, generateCheckpoints, hashFromCheckpoint } from '../domain/chain-checkpoints.js';

export interface CrashChain {
  id: string;
  length: number;
  terminatingHash: string;
  salt: string;
}

/**
 * The crash hash chain in play (the newest row of crash_chains): its terminating hash and salt are public from
 * the moment it is made, before its game 1; its start and checkpoints stay secret (a game's hash is revealed
 * when the game crashes).
 */
@Injectable()
export class CrashChainRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async current(db: Db = this.pool): Promise<CrashChain | null> {
    const { rows } = await db.query<{ id: string; length: number; terminating_hash: string; salt: string }>(
      `SELECT id::text, length, terminating_hash, salt FROM crash_chains ORDER BY id DESC LIMIT 1`,
    );
    const r = rows[0];
    return r ? { id: r.id, length: r.length, terminatingHash: r.terminating_hash, salt: r.salt } : null;
  }

  /**
   * Makes a new chain of `length` games from the OS CSPRNG (start and salt), checkpoints every 1,000th hash.
   * The salt is made with the chain and published with its terminating hash before game 1, so neither can be
   * chosen after seeing a result.
   */
  async create(length: number): Promise<CrashChain> {
    const start = randomBytes(32).toString('hex');
    const salt = randomBytes(32).toString('hex');
    const { checkpoints, terminatingHash } = await generateCheckpoints(start, length);
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO crash_chains (length, terminating_hash, salt) VALUES ($1, $2, $3) RETURNING id::text`,
        [length, terminatingHash, salt],
      );
      const id = rows[0]!.id;
      await client.query(
        `INSERT INTO crash_chain_checkpoints (chain_id, game_number, hash) SELECT $1, * FROM unnest($2::int[], $3::text[])`,
        [id, checkpoints.map((c) => c.gameNumber), checkpoints.map((c) => c.hash)],
      );
      return { id, length, terminatingHash, salt };
    });
  }

  /** Game `gameNumber`'s hash: at most 999 SHA-256 steps from its stored checkpoint. */
  async gameHash(chain: CrashChain, gameNumber: number, db: Db = this.pool): Promise<string> {
    const from = checkpointFor(gameNumber, chain.length);
    const { rows } = await db.query<{ hash: string }>(`SELECT hash FROM crash_chain_checkpoints WHERE chain_id = $1 AND game_number = $2`, [
      chain.id,
      from,
    ]);
    if (!rows[0]) throw new Error(`crash chain ${chain.id} has no checkpoint ${from}`);
    return hashFromCheckpoint(rows[0].hash, from, gameNumber);
  }
}
