import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { ScheduleBroadcast } from './commands/schedule-broadcast/schedule-broadcast.js';
import { BroadcastJobsReactor } from './events/broadcast-jobs.reactor.js';
import { InboxPushesReactor } from './events/inbox-pushes.reactor.js';
import { KycMessagesReactor } from './events/kyc-messages.reactor.js';
import { SystemMessagesReactor } from './events/system-messages.reactor.js';
import { VipMessagesReactor } from './events/vip-messages.reactor.js';
import { InboxPlayerController } from './http/inbox.player.controller.js';
import { InboxStaffController } from './http/inbox.staff.controller.js';
import { inboxBangla } from './inbox-messages.bn.js';
import { SendBroadcastJob } from './jobs/send-broadcast.job.js';
import { BroadcastsRepository } from './persistence/broadcasts.repository.js';
import { InboxMessagesRepository } from './persistence/inbox-messages.repository.js';
import { InboxNotifier } from './ports/inbox-notifier.js';

/**
 * The player inbox (issue 20): the spec's /api/inbox calls; system messages written by reactors when a
 * deposit or withdrawal is decided, a bonus is granted or responsible-gaming staff send a message; staff
 * broadcasts (all, a segment, one player) sent by a job at their time; the `inbox` push with the unread count.
 */
@Module({
  controllers: [InboxPlayerController, InboxStaffController],
  providers: [
    InboxMessagesRepository,
    BroadcastsRepository,
    InboxNotifier,
    SystemMessagesReactor,
    VipMessagesReactor,
    KycMessagesReactor,
    InboxPushesReactor,
    BroadcastJobsReactor,
    ScheduleBroadcast,
    SendBroadcastJob,
  ],
})
export class InboxModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(inboxBangla);
  }
}
