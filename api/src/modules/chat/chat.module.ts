import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { chatBangla } from './chat-messages.bn.js';
import { AgentChat } from './commands/agent-chat.js';
import { AssignAgent } from './commands/assign-agent.js';
import { EditCannedReplies } from './commands/edit-canned-replies.js';
import { PlayerChat } from './commands/player-chat.js';
import { ChatImageUploadInterceptor } from './http/chat-image-upload.interceptor.js';
import { ChatPlayerController } from './http/chat.player.controller.js';
import { ChatStaffController } from './http/chat.staff.controller.js';
import { AgentsRepository } from './persistence/agents.repository.js';
import { CannedRepliesRepository } from './persistence/canned-replies.repository.js';
import { ChatImageStore } from './persistence/chat-image-store.js';
import { ConversationsRepository } from './persistence/conversations.repository.js';
import { MessagesRepository } from './persistence/messages.repository.js';
import { SendRateStore } from './persistence/send-rate.store.js';
import { ChatNotifier } from './ports/chat-notifier.js';
import { ConversationSummaries } from './queries/conversation-summaries.js';
import { PlayerActivity } from './queries/player-activity.js';
import { ChatQueueSummaryHandler } from './queries/queue-summary/queue-summary.handler.js';

/**
 * Live support chat (issue 20): the spec's chat calls for players, the agent console's routes under
 * /api/admin/chat, pushes on /player (the player's room) and /staff (`staff:chat`), assignment to the
 * least busy online agent, canned replies, transcript search.
 */
@Module({
  controllers: [ChatPlayerController, ChatStaffController],
  providers: [
    ConversationsRepository,
    MessagesRepository,
    AgentsRepository,
    CannedRepliesRepository,
    ChatImageStore,
    SendRateStore,
    ChatNotifier,
    AssignAgent,
    PlayerChat,
    AgentChat,
    EditCannedReplies,
    PlayerActivity,
    ConversationSummaries,
    ChatQueueSummaryHandler,
    ChatImageUploadInterceptor,
  ],
})
export class ChatModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(chatBangla);
  }
}
