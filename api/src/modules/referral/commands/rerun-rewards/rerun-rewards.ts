import type { StaffReferralRerun } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { JobQueue } from '../../../../platform/queues/job-queue.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { parsePeriod, periodBounds, type PeriodKind } from '../../domain/reward-periods.js';
import { rerunJob } from './rerun-job.js';

export type RerunRefusal = 'bad_period' | 'not_ended';

/**
 * A staff rerun of one reward period (issue 21, loyalty.manage). The audit row `referral.rerun_requested` and the
 * event `referral.rerun-requested` commit together; the `referral.rerun-jobs` reactor enqueues that period's job
 * (so an audited request always gets its job, and a job never runs for a request that did not commit). Safe by
 * construction: the job pays each referrer's period once (its row is the guard), so a rerun pays only what an
 * earlier run left unpaid (a refused credit, a run that died) and otherwise records a run that paid 0. The job's
 * key names the period and the minute, so a double click makes one job; the answer names the job's id.
 */
@Injectable()
export class RerunRewards {
  constructor(
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async rerun(
    kind: PeriodKind,
    given: string,
    audit: AuditContext,
  ): Promise<{ ok: true; value: StaffReferralRerun } | { ok: false; refusal: RerunRefusal }> {
    const period = parsePeriod(kind, given);
    if (!period) return { ok: false, refusal: 'bad_period' };
    const now = this.clock.now();
    if (periodBounds(kind, period).end > now) return { ok: false, refusal: 'not_ended' };
    const key = `staff.${period}.${Math.floor(now.getTime() / 60_000)}`;
    const value: StaffReferralRerun = { job_id: JobQueue.jobId(rerunJob(kind, period).name, key), kind, period };
    return this.staffWrite.run(audit, async () => ({
      result: { ok: true as const, value },
      entry: {
        action: 'referral.rerun_requested',
        targetKind: 'referral_reward_period',
        targetId: `${kind}:${period}`,
        before: null,
        after: value,
      },
      events: [{ type: 'referral.rerun-requested' as const, streamId: `referral-rerun-${kind}-${period}`, data: { kind, period, key } }],
    }));
  }
}
