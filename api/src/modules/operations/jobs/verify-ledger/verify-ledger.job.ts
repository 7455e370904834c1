import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { JobPayloads } from '../../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../../platform/queues/on-job.decorator.js';
import { describeVerification, verifyLedger } from '../../../ledger/index.js';
import { LedgerVerificationRunsRepository } from '../../persistence/ledger-verification-runs.repository.js';

/** What one run found, for the job's return value and tests. */
export interface VerifyLedgerOutcome {
  runId: string;
  ok: boolean;
  differences: string[];
}

/**
 * The nightly ledger verification (issue 23): at 03:30 Dhaka time, after the day's quiet hours begin, the
 * ledger is replayed and checked as `npm run ledger:verify` does, read-only (the worker's projection runner
 * keeps the projections caught up; they are checked up to their checkpoints). Every run leaves a
 * `ledger_verification_runs` row, which the `khela_ledger_verification_*` metrics read. A difference is
 * logged at error level and pages through the alert `LedgerVerificationFailed`; a run that could not finish
 * (the database went away) is recorded as failed and thrown, so BullMQ tries again.
 */
@Injectable()
export class VerifyLedgerJob {
  private readonly logger = new Logger(VerifyLedgerJob.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(LedgerVerificationRunsRepository) private readonly runs: LedgerVerificationRunsRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('operations.verify-ledger', { schedule: { dailyAt: '03:30' } })
  async run({ trigger }: JobPayloads['operations.verify-ledger'], { jobId }: { jobId: string }): Promise<VerifyLedgerOutcome> {
    const startedAt = this.clock.now();
    const base = { startedAt, trigger: trigger ?? ('schedule' as const), jobId };
    let result;
    try {
      result = await verifyLedger(this.pool);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.runs.record({ ...base, finishedAt: this.clock.now(), ok: false, checked: null, differences: [], error: message });
      this.logger.error(`ledger verification could not run: ${message}`);
      throw error;
    }
    const runId = await this.runs.record({
      ...base,
      finishedAt: this.clock.now(),
      ok: result.ok,
      checked: result.checked,
      differences: result.differences,
      error: null,
    });
    if (result.ok) this.logger.log(describeVerification(result));
    else this.logger.error(describeVerification(result));
    return { runId, ok: result.ok, differences: result.differences };
  }
}
