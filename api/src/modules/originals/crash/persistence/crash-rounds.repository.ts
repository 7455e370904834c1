import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { Db } from '../../../../platform/database/transaction.js';
import type { RoundState, RoundView } from '../domain/crash-round.js';

export interface CrashRound extends RoundView {
  id: string;
  chainId: string;
  gameNumber: number;
  /** Secret until the round crashes: never sent before. */
  gameHash: string;
  crashedAtMs: number | null;
  interrupted: boolean;
}

interface Row {
  id: string;
  chain_id: string;
  game_number: number;
  game_hash: string;
  crash_point: number;
  state: RoundState;
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  interrupted: boolean;
}

const columns = `id::text, chain_id::text, game_number, game_hash, crash_point, state, betting_ends_at, started_at, crashed_at, interrupted`;

const fromRow = (r: Row): CrashRound => ({
  id: r.id,
  chainId: r.chain_id,
  gameNumber: r.game_number,
  gameHash: r.game_hash,
  crashPoint: r.crash_point,
  state: r.state,
  bettingEndsAtMs: r.betting_ends_at.getTime(),
  startedAtMs: r.started_at?.getTime() ?? null,
  crashedAtMs: r.crashed_at?.getTime() ?? null,
  interrupted: r.interrupted,
});

/**
 * crash_rounds: the state machine's rows. Every transition is conditional on the state it leaves, so two
 * drivers (a lease lost mid-round) can never both start or both crash a round; a partial unique index keeps
 * at most one round not crashed.
 */
@Injectable()
export class CrashRoundsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The round not crashed yet, if any. */
  async live(db: Db = this.pool, lock = false): Promise<CrashRound | null> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM crash_rounds WHERE state <> 'crashed' ${lock ? 'FOR SHARE' : ''}`);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async byId(id: string, db: Db = this.pool): Promise<CrashRound | null> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM crash_rounds WHERE id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The last game number played on a chain (0 before its first). */
  async lastGameNumber(chainId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number | null }>(`SELECT max(game_number) AS n FROM crash_rounds WHERE chain_id = $1`, [
      chainId,
    ]);
    return rows[0]?.n ?? 0;
  }

  /** Opens the betting phase of the next game; null when another driver opened one meanwhile. */
  async open(r: {
    chainId: string;
    gameNumber: number;
    gameHash: string;
    crashPoint: number;
    bettingEndsAt: Date;
  }): Promise<CrashRound | null> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO crash_rounds (chain_id, game_number, game_hash, crash_point, state, betting_ends_at)
       VALUES ($1, $2, $3, $4, 'betting', $5) ON CONFLICT DO NOTHING RETURNING ${columns}`,
      [r.chainId, r.gameNumber, r.gameHash, r.crashPoint, r.bettingEndsAt],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** betting -> running. Takes the row lock bets hold in share mode, so no bet lands after the start. */
  async start(id: string, startedAt: Date): Promise<CrashRound | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE crash_rounds SET state = 'running', started_at = $2 WHERE id = $1 AND state = 'betting' RETURNING ${columns}`,
      [id, startedAt],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The latest crashed rounds, newest first (the history strip). */
  async history(limit: number): Promise<CrashRound[]> {
    const { rows } = await this.pool.query<Row>(`SELECT ${columns} FROM crash_rounds WHERE state = 'crashed' ORDER BY id DESC LIMIT $1`, [
      limit,
    ]);
    return rows.map(fromRow);
  }
}
