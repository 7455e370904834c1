import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { connect, isConnectionError } from '../../../platform/database/transaction.js';
import { lockKeyOf } from '../../../platform/database/session-locks.js';
import { claimLockName } from './staff-idempotency.repository.js';

/** What one clean-up deleted. */
export interface IdempotencyKeysPruned {
  /** 'done' keys whose replay window ended. */
  completed: number;
  /** 'running' keys as old, whose request is gone (nobody holds their claim lock). */
  abandoned: number;
}

/**
 * Deletes staff_idempotency_keys past their replay window (staff-idempotency.repository.ts says how keys
 * are claimed). A 'done' key older than the window goes: a repeat after that runs as a new request, which
 * moves no money twice anyway (an adjustment's ledger key is derived from the staff key, a deposit or
 * withdrawal decision finds the request already decided). A 'running' key goes only when no live request
 * holds it: the clean-up takes the key's claim lock the way a taking-over request does, deletes, and lets
 * go, so it never races a request that is running it. Batches of `batchSize` rows (`FOR UPDATE SKIP
 * LOCKED`), so two runs at once share the work instead of waiting on each other.
 */
@Injectable()
export class StaffIdempotencyRetentionRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async prune(retentionDays: number, batchSize: number): Promise<IdempotencyKeysPruned> {
    let completed = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM staff_idempotency_keys WHERE (staff_id, idempotency_key) IN (
           SELECT staff_id, idempotency_key FROM staff_idempotency_keys
            WHERE created_at < now() - make_interval(days => $1::int) AND status = 'done'
              AND completed_at < now() - make_interval(days => $1::int)
            ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [retentionDays, batchSize],
      );
      completed += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) break;
    }
    return { completed, abandoned: await this.pruneAbandoned(retentionDays, batchSize) };
  }

  /** Old 'running' keys: each under its claim lock (one batch at most: a crashed claim is rare). */
  private async pruneAbandoned(retentionDays: number, batchSize: number): Promise<number> {
    const { rows } = await this.pool.query<{ staff_id: string; idempotency_key: string }>(
      `SELECT staff_id, idempotency_key FROM staff_idempotency_keys
        WHERE created_at < now() - make_interval(days => $1::int) AND status = 'running'
        ORDER BY created_at LIMIT $2`,
      [retentionDays, batchSize],
    );
    if (rows.length === 0) return 0;
    const db = await connect(this.pool);
    let broken: Error | undefined;
    let deleted = 0;
    try {
      for (const row of rows) {
        const key = lockKeyOf(claimLockName(row.staff_id, row.idempotency_key)).toString();
        const { rows: lock } = await db.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1::bigint) AS ok`, [key]);
        if (!lock[0]!.ok) continue; // a live request runs it: leave it
        try {
          const { rowCount } = await db.query(
            `DELETE FROM staff_idempotency_keys WHERE staff_id = $1 AND idempotency_key = $2 AND status = 'running'`,
            [row.staff_id, row.idempotency_key],
          );
          deleted += rowCount ?? 0;
        } finally {
          await db.query(`SELECT pg_advisory_unlock($1::bigint)`, [key]);
        }
      }
      return deleted;
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      db.release(broken);
    }
  }
}
