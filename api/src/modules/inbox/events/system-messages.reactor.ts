import { Inject, Injectable } from '@nestjs/common';
import { EventOutbox, OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { systemMessages, type BilingualMessage } from '../domain/system-messages.js';
import { InboxMessagesRepository } from '../persistence/inbox-messages.repository.js';
import { inboxStream } from './inbox-events.js';

type Reacted =
  | 'payments.deposit-settled'
  | 'payments.deposit-rejected'
  | 'payments.withdrawal-approved'
  | 'payments.withdrawal-rejected'
  | 'player-protection.review-message-recorded'
  | 'ledger.BonusGranted'
  | 'exchange.unpaid-resettlement-recorded'
  | 'exchange.unpaid-resettlement-cleared';

/**
 * Writes the player's inbox message when something happened to their money or account (issue 20): never
 * the code that made the change. The message and its `inbox.message-delivered` are written through the
 * relay's transaction (context.db), so they commit together with "handled"; the message is keyed by the
 * event's id as well (unique per player), so even a delivery repeated after a lost commit writes it once.
 * Starts at 'now': a new deployment does not fill inboxes with the history.
 */
@Injectable()
export class SystemMessagesReactor {
  constructor(
    @Inject(InboxMessagesRepository) private readonly messages: InboxMessagesRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnEvent(
    [
      'payments.deposit-settled',
      'payments.deposit-rejected',
      'payments.withdrawal-approved',
      'payments.withdrawal-rejected',
      'player-protection.review-message-recorded',
      'ledger.BonusGranted',
      'exchange.unpaid-resettlement-recorded',
      'exchange.unpaid-resettlement-cleared',
    ],
    { name: 'inbox.system-messages', startAt: 'now' },
  )
  async write(event: DeliveredEvent<Reacted>, context: ReactorContext): Promise<void> {
    const written = messageFor(event);
    if (!written) return;
    const sourceKey = `event-${event.id}`;
    const delivered = await this.messages.deliver(context.db, written.playerId, written.kind, sourceKey, written.message);
    if (!delivered) return;
    await this.outbox.append(context.db, [
      {
        type: 'inbox.message-delivered',
        streamId: inboxStream(written.playerId),
        data: { playerId: written.playerId, messageKey: sourceKey },
        meta: context.causedBy(),
      },
    ]);
  }
}

/** The message an event asks for, and whose inbox it goes to. */
function messageFor(event: DeliveredEvent<Reacted>): { playerId: string; kind: 'system' | 'staff'; message: BilingualMessage } | null {
  const e = event as DeliveredEvent;
  switch (event.type) {
    case 'payments.deposit-settled': {
      const d = (e as DeliveredEvent<'payments.deposit-settled'>).data;
      return { playerId: d.playerId, kind: 'system', message: systemMessages.depositCredited(BigInt(d.amountMinor)) };
    }
    case 'payments.deposit-rejected': {
      const d = (e as DeliveredEvent<'payments.deposit-rejected'>).data;
      return { playerId: d.playerId, kind: 'system', message: systemMessages.depositRejected(BigInt(d.amountMinor), d.reason) };
    }
    case 'payments.withdrawal-approved': {
      const d = (e as DeliveredEvent<'payments.withdrawal-approved'>).data;
      return { playerId: d.playerId, kind: 'system', message: systemMessages.withdrawalPaid(BigInt(d.amountMinor)) };
    }
    case 'payments.withdrawal-rejected': {
      const d = (e as DeliveredEvent<'payments.withdrawal-rejected'>).data;
      return { playerId: d.playerId, kind: 'system', message: systemMessages.withdrawalRejected(BigInt(d.amountMinor), d.reason) };
    }
    case 'player-protection.review-message-recorded': {
      const d = (e as DeliveredEvent<'player-protection.review-message-recorded'>).data;
      return { playerId: d.playerId, kind: 'staff', message: systemMessages.fromResponsibleGaming(d.text) };
    }
    case 'ledger.BonusGranted': {
      const d = (e as DeliveredEvent<'ledger.BonusGranted'>).data;
      if (event.playerId === undefined) return null;
      return { playerId: event.playerId, kind: 'system', message: systemMessages.bonusGranted(BigInt(d.amount), d.to) };
    }
    case 'exchange.unpaid-resettlement-recorded': {
      const d = (e as DeliveredEvent<'exchange.unpaid-resettlement-recorded'>).data;
      return { playerId: d.playerId, kind: 'system', message: systemMessages.exchangeResettlementOwed(BigInt(d.owed)) };
    }
    case 'exchange.unpaid-resettlement-cleared': {
      const d = (e as DeliveredEvent<'exchange.unpaid-resettlement-cleared'>).data;
      return { playerId: d.playerId, kind: 'system', message: systemMessages.exchangeResettlementPaid(BigInt(d.owed)) };
    }
  }
  return null;
}
