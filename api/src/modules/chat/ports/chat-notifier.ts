import { Inject, Injectable, Logger } from '@nestjs/common';
import { Rooms, type ChatPush } from '@khela/contracts';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import { forPlayer } from '../persistence/chat-rows.js';

/**
 * The chat's one way to sockets: a push to the player's room (/player) and to the agents' shared room
 * (/staff, `staff:chat`), through Redis so every api instance's sockets hear it. Sent after the change
 * committed. Best effort: a lost push is repaired by the client, which asks for the messages after the
 * last id it has whenever its socket (re)connects.
 */
@Injectable()
export class ChatNotifier {
  private readonly logger = new Logger(ChatNotifier.name);

  constructor(@Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier) {}

  /** Both sides of a conversation hear it. */
  both(playerId: string, push: ChatPush): void {
    this.toPlayer(playerId, push);
    this.toAgents(push);
  }

  toPlayer(playerId: string, push: ChatPush): void {
    try {
      this.realtime.toPlayer(playerId, 'chat', playerView(push));
    } catch (error) {
      this.logger.warn(`chat push to player ${playerId} failed: ${(error as Error).message}`);
    }
  }

  toAgents(push: ChatPush): void {
    try {
      this.realtime.toStaffRoom(Rooms.staffChat, 'chat', push);
    } catch (error) {
      this.logger.warn(`chat push to agents failed: ${(error as Error).message}`);
    }
  }
}

/**
 * What of a push the player may see: no staff ids (the agent's name is enough), not the agents' unread count,
 * not the VIP level the console shows beside them.
 */
function playerView(push: ChatPush): ChatPush {
  if (push.kind === 'message') return { ...push, message: forPlayer(push.message) };
  if (push.kind === 'conversation') {
    const { vip_level: _staffOnly, ...conversation } = push.conversation;
    return { ...push, conversation: { ...conversation, agent_id: null, unread: 0 } };
  }
  return push;
}
