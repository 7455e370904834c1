import { Inject, Injectable, Logger } from '@nestjs/common';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import { InboxMessagesRepository } from '../persistence/inbox-messages.repository.js';

/**
 * The inbox's one way to a player's socket: the `inbox` event with their unread count, read when sent
 * (so a late push shows the latest). Best effort: a failure is logged and swallowed, the 10 s poll repairs it.
 */
@Injectable()
export class InboxNotifier {
  private readonly logger = new Logger(InboxNotifier.name);

  constructor(
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(InboxMessagesRepository) private readonly messages: InboxMessagesRepository,
  ) {}

  async unreadChanged(playerId: string, unread?: number): Promise<void> {
    try {
      const count = unread ?? (await this.messages.unread(playerId));
      this.realtime.toPlayer(playerId, 'inbox', { unread: count });
    } catch (error) {
      this.logger.warn(`inbox push for ${playerId} failed: ${(error as Error).message}`);
    }
  }
}
