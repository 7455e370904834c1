import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { JobQueue } from '../../../platform/queues/job-queue.js';

/**
 * A market's result (or a correction) starts its settle job, keyed by the event (a redelivery enqueues
 * nothing new). A failed enqueue (Redis away) fails the delivery, which the relay retries.
 */
@Injectable()
export class SettleOnResultReactor {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  @OnEvent('exchange.market-resulted', { name: 'exchange.settle-on-result' })
  async enqueue(event: DeliveredEvent<'exchange.market-resulted'>, context: ReactorContext): Promise<void> {
    const { marketId, version } = event.data;
    await this.jobs.enqueue('exchange.settle-market', { marketId, version }, context.idempotencyKey());
  }
}
