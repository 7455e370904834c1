import type { JobName, JobPayloads } from '../../../../platform/queues/job-catalog.js';
import type { PeriodKind } from '../../domain/reward-periods.js';

type RerunJobName = 'referral.pay-rewards' | 'referral.pay-weekly-rewards' | 'referral.pay-monthly-rewards';

/** The job that pays one period of a kind (`period`: its first day), and its payload. */
export function rerunJob(kind: PeriodKind, period: string): { name: RerunJobName & JobName; data: JobPayloads[RerunJobName] } {
  if (kind === 'day') return { name: 'referral.pay-rewards', data: { day: period } };
  if (kind === 'week') return { name: 'referral.pay-weekly-rewards', data: { weekStart: period } };
  return { name: 'referral.pay-monthly-rewards', data: { month: period.slice(0, 7) } };
}
