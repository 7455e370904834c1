import { Inject, Injectable } from '@nestjs/common';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { OutboxRepository } from '../persistence/outbox.repository.js';
import { MESSAGE_SENDER, type MessageSender } from './message-sender.js';

/** Delivers one outbox row. A failure is recorded on the row and rethrown so BullMQ retries with backoff. */
@Injectable()
export class DeliverMessageJob {
  constructor(
    @Inject(OutboxRepository) private readonly outbox: OutboxRepository,
    @Inject(MESSAGE_SENDER) private readonly sender: MessageSender,
  ) {}

  @OnJob('messaging.deliver')
  async deliver({ outboxId }: JobPayloads['messaging.deliver']): Promise<void> {
    const message = await this.outbox.get(outboxId);
    if (!message || message.status === 'sent' || message.status === 'logged') return;
    try {
      const outcome = await this.sender.deliver(message);
      await this.outbox.finish(outboxId, outcome);
    } catch (error) {
      await this.outbox.finish(outboxId, 'failed', error instanceof Error ? error.message.slice(0, 500) : String(error));
      throw error;
    }
  }
}
