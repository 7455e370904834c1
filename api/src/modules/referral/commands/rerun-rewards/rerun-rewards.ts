import type { StaffReferralRerun } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { JobQueue } from '../../../../platform/queues/job-queue.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { parsePeriod, periodBounds, type PeriodKind } from '../../domain/reward-periods.js';

export type RerunRefusal = 'bad_period' | 'not_ended';

/**
 * A staff rerun of one reward period (issue 21, loyalty.manage): enqueues that period's job with the period named.
 * Safe by construction: the job pays each referrer's period once (its row is the guard), so a rerun pays only what an
 * earlier run left unpaid (a refused credit, a run that died) and otherwise records a run that paid 0. The job id
 * names the period and the minute, so a double click enqueues one job. Audited `referral.rerun_requested`.
 */
@Injectable()
export class RerunRewards {
  constructor(
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
    @Inject(JobQueue) private readonly jobs: JobQueue,
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
    await this.jobs.assertAvailable('system'); // an outage refuses before the audit row is written
    const minute = Math.floor(now.getTime() / 60_000);
    const key = `staff.${period}.${minute}`;
    return this.staffWrite.run(audit, async () => {
      const jobId =
        kind === 'day'
          ? await this.jobs.enqueue('referral.pay-rewards', { day: period }, key)
          : kind === 'week'
            ? await this.jobs.enqueue('referral.pay-weekly-rewards', { weekStart: period }, key)
            : await this.jobs.enqueue('referral.pay-monthly-rewards', { month: period.slice(0, 7) }, key);
      const value: StaffReferralRerun = { job_id: jobId, kind, period };
      return {
        result: { ok: true as const, value },
        entry: {
          action: 'referral.rerun_requested',
          targetKind: 'referral_reward_period',
          targetId: `${kind}:${period}`,
          before: null,
          after: value,
        },
      };
    });
  }
}
