import { Inject, Injectable } from '@nestjs/common';
import { EventOutbox, OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { kycReviewed } from '../domain/kyc-messages.js';
import { InboxMessagesRepository } from '../persistence/inbox-messages.repository.js';
import { inboxStream } from './inbox-events.js';

/**
 * Writes the player's message when staff decide their KYC (issue 22), the same way as system-messages.reactor.ts:
 * through the relay's transaction, keyed by the event, with `inbox.message-delivered` so the badge hears. Its own
 * reactor (and checkpoint), so adding it replays nothing of the other messages.
 */
@Injectable()
export class KycMessagesReactor {
  constructor(
    @Inject(InboxMessagesRepository) private readonly messages: InboxMessagesRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnEvent('kyc.reviewed', { name: 'inbox.kyc-messages', startAt: 'now' })
  async write(event: DeliveredEvent<'kyc.reviewed'>, context: ReactorContext): Promise<void> {
    const sourceKey = `event-${event.id}`;
    const delivered = await this.messages.deliver(context.db, event.data.playerId, 'staff', sourceKey, kycReviewed(event.data));
    if (!delivered) return;
    await this.outbox.append(context.db, [
      {
        type: 'inbox.message-delivered',
        streamId: inboxStream(event.data.playerId),
        data: { playerId: event.data.playerId, messageKey: sourceKey },
        meta: context.causedBy(),
      },
    ]);
  }
}
