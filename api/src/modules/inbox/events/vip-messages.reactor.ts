import { Inject, Injectable } from '@nestjs/common';
import { EventOutbox, OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { referralRewardPaid, vipCashbackPaid, vipLevelChanged } from '../domain/vip-messages.js';
import type { BilingualMessage } from '../domain/system-messages.js';
import { InboxMessagesRepository } from '../persistence/inbox-messages.repository.js';
import { inboxStream } from './inbox-events.js';

/**
 * Writes the player's message when their VIP level changes, a week's cash-back is paid or a day's referral
 * rewards are (issue 21), the same way as
 * system-messages.reactor.ts: through the relay's transaction, keyed by the event, with
 * `inbox.message-delivered` so the badge hears. Its own reactor (and checkpoint), so adding it replays
 * nothing of the other messages.
 */
@Injectable()
export class VipMessagesReactor {
  constructor(
    @Inject(InboxMessagesRepository) private readonly messages: InboxMessagesRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnEvent('vip.level-changed', { name: 'inbox.vip-messages', startAt: 'now' })
  async write(event: DeliveredEvent<'vip.level-changed'>, context: ReactorContext): Promise<void> {
    await this.deliver(event, event.data.playerId, vipLevelChanged(event.data), context);
  }

  /** The weekly cash-back's message: its own reactor name, so it starts without replaying level changes. */
  @OnEvent('vip.cashback-paid', { name: 'inbox.vip-cashback-messages', startAt: 'now' })
  async writeCashback(event: DeliveredEvent<'vip.cashback-paid'>, context: ReactorContext): Promise<void> {
    await this.deliver(event, event.data.playerId, vipCashbackPaid(event.data), context);
  }

  /** A day's referral rewards (issue 21): its own reactor name too. */
  @OnEvent('referral.reward-paid', { name: 'inbox.referral-reward-messages', startAt: 'now' })
  async writeReferralReward(event: DeliveredEvent<'referral.reward-paid'>, context: ReactorContext): Promise<void> {
    await this.deliver(event, event.data.referrerId, referralRewardPaid(event.data), context);
  }

  private async deliver(
    event: DeliveredEvent<'vip.level-changed' | 'vip.cashback-paid' | 'referral.reward-paid'>,
    playerId: string,
    message: BilingualMessage,
    context: ReactorContext,
  ): Promise<void> {
    const sourceKey = `event-${event.id}`;
    const delivered = await this.messages.deliver(context.db, playerId, 'system', sourceKey, message);
    if (!delivered) return;
    await this.outbox.append(context.db, [
      {
        type: 'inbox.message-delivered',
        streamId: inboxStream(playerId),
        data: { playerId, messageKey: sourceKey },
        meta: context.causedBy(),
      },
    ]);
  }
}
