import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import type { PeriodKind } from '../domain/reward-periods.js';

/** What a finished run did (migration 1795910000000). */
export interface RunOutcome {
  referrers: number;
  playersPaid: number;
  paidMinor: bigint;
  heldMinor: bigint;
  failures: number;
}

/**
 * The daily reward job's runs, for staff (issue 21): a row when a run starts (committed on its own, so a run that
 * dies shows as `running` and then `failed`), its figures when it ends.
 */
@Injectable()
export class ReferralRewardRunsRepository {
  async start(db: Db, day: string, kind: PeriodKind = 'day'): Promise<string> {
    const { rows } = await db.query<{ id: string }>(`INSERT INTO referral_reward_runs (day, kind) VALUES ($1, $2) RETURNING id::text`, [
      day,
      kind,
    ]);
    return rows[0]!.id;
  }

  /** True when a run of this period finished (the schedule then leaves a week or month alone). */
  async finishedFor(db: Db, kind: PeriodKind, day: string): Promise<boolean> {
    const { rowCount } = await db.query(`SELECT 1 FROM referral_reward_runs WHERE kind = $1 AND day = $2 AND status = 'finished' LIMIT 1`, [
      kind,
      day,
    ]);
    return rowCount === 1;
  }

  async finish(db: Db, runId: string, outcome: RunOutcome, error: string | null): Promise<void> {
    await db.query(
      `UPDATE referral_reward_runs SET finished_at = now(), status = $2, referrers = $3, players_paid = $4, paid_minor = $5,
              held_minor = $6, failures = $7, error = $8
        WHERE id = $1`,
      [
        runId,
        error === null && outcome.failures === 0 ? 'finished' : 'failed',
        outcome.referrers,
        outcome.playersPaid,
        outcome.paidMinor,
        outcome.heldMinor,
        outcome.failures,
        error === null ? null : error.slice(0, 500),
      ],
    );
  }
}
