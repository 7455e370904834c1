import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { JobQueue } from '../../../platform/queues/job-queue.js';

/**
 * Enqueues a scheduled broadcast's sending job, delayed until its time and keyed by the broadcast (a
 * redelivery enqueues nothing new). A failed enqueue (Redis away) fails the delivery, which the relay retries.
 */
@Injectable()
export class BroadcastJobsReactor {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnEvent('inbox.broadcast-scheduled', { name: 'inbox.broadcast-jobs' })
  async enqueue(event: DeliveredEvent<'inbox.broadcast-scheduled'>, context: ReactorContext): Promise<void> {
    const { broadcastId, sendAt } = event.data;
    const delay = Math.max(0, new Date(sendAt).getTime() - this.clock.now().getTime());
    await this.jobs.enqueue('inbox.send-broadcast', { broadcastId }, context.idempotencyKey(), { delay });
  }
}
