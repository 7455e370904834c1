import { Inject, Injectable, Logger } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { InboxNotifier } from '../ports/inbox-notifier.js';
import { BroadcastsRepository } from '../persistence/broadcasts.repository.js';

/**
 * The `inbox` push (the unread count) after messages were delivered: one player for a system message,
 * every recipient for a broadcast. After commit, from the worker; best effort like every push (the
 * player's 10 s poll repairs a lost one), so it never blocks a stream. Starts at 'now'.
 */
@Injectable()
export class InboxPushesReactor {
  private readonly logger = new Logger(InboxPushesReactor.name);

  constructor(
    @Inject(InboxNotifier) private readonly notifier: InboxNotifier,
    @Inject(BroadcastsRepository) private readonly broadcasts: BroadcastsRepository,
  ) {}

  @OnEvent(['inbox.message-delivered', 'inbox.broadcast-sent'], { name: 'inbox.pushes', startAt: 'now' })
  async push(event: DeliveredEvent<'inbox.message-delivered' | 'inbox.broadcast-sent'>): Promise<void> {
    if (event.type === 'inbox.message-delivered') {
      const { playerId } = (event as DeliveredEvent<'inbox.message-delivered'>).data;
      return this.notifier.unreadChanged(playerId);
    }
    const { broadcastId } = (event as DeliveredEvent<'inbox.broadcast-sent'>).data;
    try {
      for (const playerId of await this.broadcasts.recipients(broadcastId)) await this.notifier.unreadChanged(playerId);
    } catch (error) {
      this.logger.warn(`inbox pushes of broadcast ${broadcastId} failed: ${(error as Error).message}`);
    }
  }
}
