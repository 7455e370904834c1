import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '../../../platform/queues/job-queue.js';
import { maskedCode, renderMessage, type MessageChannel, type MessageKind, type MessageLanguage } from '../domain/outbound-messages.js';
import { OutboxSecretsStore } from '../persistence/outbox-secrets.store.js';
import { OutboxRepository } from '../persistence/outbox.repository.js';

/**
 * Sends a code to a player: records the message in the outbox (so staff see every message, sent or not,
 * with the code masked), keeps the code apart for the delivery (`OutboxSecretsStore`), then hands
 * delivery to the 'messaging.deliver' job, keyed by the outbox id so it runs once.
 */
@Injectable()
export class PlayerMessenger {
  constructor(
    @Inject(OutboxRepository) private readonly outbox: OutboxRepository,
    @Inject(OutboxSecretsStore) private readonly secrets: OutboxSecretsStore,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async sendCode(
    to: { playerId: string; channel: MessageChannel; recipient: string; language: MessageLanguage },
    kind: MessageKind,
    code: string,
  ): Promise<string> {
    const { subject, body } = renderMessage(kind, to.language, maskedCode);
    const outboxId = await this.outbox.add({
      playerId: to.playerId,
      channel: to.channel,
      recipient: to.recipient,
      purpose: kind,
      language: to.language,
      subject: to.channel === 'email' ? subject : null,
      body,
    });
    await this.secrets.keep(outboxId, code);
    await this.jobs.enqueue('messaging.deliver', { outboxId }, outboxId);
    return outboxId;
  }
}
