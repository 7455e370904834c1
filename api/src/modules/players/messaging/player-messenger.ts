import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '../../../platform/queues/job-queue.js';
import { renderMessage, type MessageChannel, type MessageKind, type MessageLanguage } from '../domain/outbound-messages.js';
import { OutboxRepository } from '../persistence/outbox.repository.js';

/**
 * Sends a code to a player: records the message in the outbox (so staff see every message, sent or not),
 * then hands delivery to the 'messaging.deliver' job, keyed by the outbox id so it runs once.
 */
@Injectable()
export class PlayerMessenger {
  constructor(
    @Inject(OutboxRepository) private readonly outbox: OutboxRepository,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async sendCode(
    to: { playerId: string; channel: MessageChannel; recipient: string; language: MessageLanguage },
    kind: MessageKind,
    code: string,
  ): Promise<string> {
    const { subject, body } = renderMessage(kind, to.language, code);
    const outboxId = await this.outbox.add({
      playerId: to.playerId,
      channel: to.channel,
      recipient: to.recipient,
      purpose: kind,
      language: to.language,
      subject: to.channel === 'email' ? subject : null,
      body,
    });
    await this.jobs.enqueue('messaging.deliver', { outboxId }, outboxId);
    return outboxId;
  }
}
