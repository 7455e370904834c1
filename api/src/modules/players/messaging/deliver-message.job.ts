import { Inject, Injectable } from '@nestjs/common';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { isMessageKind, renderMessage } from '../domain/outbound-messages.js';
import { OutboxSecretsStore } from '../persistence/outbox-secrets.store.js';
import { OutboxRepository, type OutboxMessage } from '../persistence/outbox.repository.js';
import { MESSAGE_SENDER, type MessageSender, type OutgoingMessage } from './message-sender.js';

/** Recorded on a code message whose code expired (or was already delivered) before this delivery. */
export const codeGoneError = 'The code expired before it could be delivered; the player can ask for a new one.';

/**
 * Delivers one outbox row. The row holds the masked text staff see; a code message gets its real text
 * here, from the code kept apart until delivery, and that code is dropped once the message is out.
 * A failure is recorded on the row and rethrown so BullMQ retries with backoff.
 */
@Injectable()
export class DeliverMessageJob {
  constructor(
    @Inject(OutboxRepository) private readonly outbox: OutboxRepository,
    @Inject(OutboxSecretsStore) private readonly secrets: OutboxSecretsStore,
    @Inject(MESSAGE_SENDER) private readonly sender: MessageSender,
  ) {}

  @OnJob('messaging.deliver')
  async deliver({ outboxId }: JobPayloads['messaging.deliver']): Promise<void> {
    const message = await this.outbox.get(outboxId);
    if (!message || message.status === 'sent' || message.status === 'logged') return;
    const outgoing = await this.outgoing(message);
    if (!outgoing) {
      // nothing to retry: a new code is the only way on
      await this.outbox.finish(outboxId, 'failed', codeGoneError);
      return;
    }
    try {
      const outcome = await this.sender.deliver(outgoing);
      await this.outbox.finish(outboxId, outcome);
    } catch (error) {
      await this.outbox.finish(outboxId, 'failed', error instanceof Error ? error.message.slice(0, 500) : String(error));
      throw error;
    }
    await this.secrets.forget(outboxId);
  }

  /** The text to send: the stored one, or for a code message the text with its code (undefined once the code is gone). */
  private async outgoing(message: OutboxMessage): Promise<OutgoingMessage | undefined> {
    const base = { channel: message.channel, recipient: message.recipient, subject: message.subject, maskedBody: message.body };
    if (!isMessageKind(message.purpose)) return { ...base, body: message.body };
    const code = await this.secrets.read(message.id);
    if (code === undefined) return undefined;
    const { subject, body } = renderMessage(message.purpose, message.language, code);
    return { ...base, subject: message.subject === null ? null : subject, body };
  }
}
