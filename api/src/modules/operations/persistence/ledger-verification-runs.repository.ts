import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { LedgerVerification } from '../../ledger/index.js';

export interface LedgerVerificationRun {
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  trigger: 'schedule' | 'manual';
  jobId: string | null;
  checked: LedgerVerification['checked'] | null;
  differences: string[];
  /** Why the verification could not run at all (the database went away...); null when it ran. */
  error: string | null;
}

export interface LatestVerification {
  ok: boolean;
  finishedAt: Date;
  differences: number;
}

/** `ledger_verification_runs`: one append-only row per verification, the audit trail of the nightly check. */
@Injectable()
export class LedgerVerificationRunsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async record(run: LedgerVerificationRun): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO ledger_verification_runs (started_at, finished_at, ok, trigger, job_id, checked, differences, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        run.startedAt,
        run.finishedAt,
        run.ok,
        run.trigger,
        run.jobId,
        run.checked === null ? null : JSON.stringify(run.checked),
        JSON.stringify(run.differences),
        run.error,
      ],
    );
    return String(rows[0]!.id);
  }

  async latest(): Promise<LatestVerification | null> {
    const { rows } = await this.pool.query<{ ok: boolean; finished_at: Date; differences: number }>(
      `SELECT ok, finished_at, jsonb_array_length(differences) AS differences
         FROM ledger_verification_runs ORDER BY finished_at DESC, id DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { ok: row.ok, finishedAt: row.finished_at, differences: row.differences } : null;
  }
}
