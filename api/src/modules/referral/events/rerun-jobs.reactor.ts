import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { JobQueue } from '../../../platform/queues/job-queue.js';
import { rerunJob } from '../commands/rerun-rewards/rerun-job.js';

/**
 * Enqueues the job of a period staff asked to rerun (`referral.rerun-requested`), keyed as the request named it:
 * a redelivery enqueues nothing new. A failed enqueue (Redis away) fails the delivery, which the relay retries.
 */
@Injectable()
export class RerunJobsReactor {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  @OnEvent('referral.rerun-requested', { name: 'referral.rerun-jobs' })
  async enqueue(event: DeliveredEvent<'referral.rerun-requested'>): Promise<void> {
    const { kind, period, key } = event.data;
    const job = rerunJob(kind, period);
    await this.jobs.enqueue(job.name, job.data, key);
  }
}
