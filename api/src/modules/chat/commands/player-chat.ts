import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ChatMessage } from '@khela/contracts';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { checkImage, reencodeImage } from '../../content/index.js';
import { GetProfileQuery } from '../../players/index.js';
import { chatMessages } from '../domain/chat-messages.js';
import { sanitiseChatText } from '../domain/chat-text.js';
import { done, refuse, type ChatOutcome } from '../domain/outcome.js';
import { presentMessage } from '../persistence/chat-rows.js';
import { ChatImageStore } from '../persistence/chat-image-store.js';
import { ConversationsRepository } from '../persistence/conversations.repository.js';
import { MessagesRepository } from '../persistence/messages.repository.js';
import { SendRateStore } from '../persistence/send-rate.store.js';
import { ChatNotifier } from '../ports/chat-notifier.js';
import { ConversationSummaries } from '../queries/conversation-summaries.js';
import { AssignAgent } from './assign-agent.js';

export interface PlayerSend {
  playerId: string;
  chatId: string;
  content: unknown;
  clientKey?: string;
  image?: Buffer;
}

/**
 * The player's side of a conversation. Identity is the token's: the conversation must be the caller's
 * (another player's id is the same 404 as none). A message commits with the conversation's waiting time;
 * both sides hear it after the commit.
 */
@Injectable()
export class PlayerChat {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ConversationsRepository) private readonly conversations: ConversationsRepository,
    @Inject(MessagesRepository) private readonly messages: MessagesRepository,
    @Inject(AssignAgent) private readonly assign: AssignAgent,
    @Inject(ChatImageStore) private readonly images: ChatImageStore,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
    @Inject(SendRateStore) private readonly rate: SendRateStore,
    @Inject(ConversationSummaries) private readonly summaries: ConversationSummaries,
  ) {}

  /** The caller's open conversation, made (and given to the least busy online agent) when there is none. */
  async open(playerId: string): Promise<string> {
    const profile = await this.queries.execute(new GetProfileQuery(playerId));
    const username = profile?.username ?? `player ${playerId}`;
    const { id, created } = await inTransaction(this.pool, async (db) => {
      const existing = await this.conversations.openOfPlayer(db, playerId);
      if (existing) return { id: existing, created: false };
      const agent = await this.assign.pick(db);
      return { id: await this.conversations.create(db, playerId, username, agent), created: true };
    });
    if (created) await this.announce(id);
    return id;
  }

  /**
   * A text message costs two round trips to Postgres: the session check, then one statement that checks the
   * conversation is the player's and open, writes the message and marks the conversation waiting (the
   * chat's latency budget, bench/chat). Nothing is written for a conversation that is not theirs or closed.
   */
  async send(input: PlayerSend): Promise<ChatOutcome<ChatMessage>> {
    const text = sanitiseChatText(input.content, input.image !== undefined);
    if (!text.ok) return refuse(400, text.message);
    // an image is stored before its message is written: only in a conversation that is the player's and open
    if (input.image) {
      const own = await this.conversations.ofPlayer(input.playerId, input.chatId);
      if (!own) return refuse(404, chatMessages.notFound);
      if (own.status === 'closed') return refuse(409, chatMessages.closed);
    }
    // a script flooding the agents is slowed down (a retry of the same message counts too: it is rare)
    const rate = await this.rate.hit(input.playerId);
    if (!rate.allowed) return refuse(429, chatMessages.tooFast);
    let image: { path: string; mime: string } | undefined;
    if (input.image) {
      const check = checkImage(input.image, this.config.UPLOAD_MAX_BYTES);
      if (!check.ok) return refuse(400, check.message);
      const clean = await reencodeImage(input.image, check.type);
      if (!clean.ok) return refuse(400, clean.message);
      image = { path: await this.images.save(input.chatId, clean.type.ext, clean.bytes), mime: clean.type.mime };
    }
    const added = await this.messages.addFromPlayer(this.pool, {
      conversationId: input.chatId,
      playerId: input.playerId,
      content: text.text,
      ...(image ? { image } : {}),
      ...(input.clientKey ? { clientKey: input.clientKey } : {}),
    });
    if (!added.conversation) return refuse(404, chatMessages.notFound);
    if (!added.row) return refuse(409, chatMessages.closed);
    const message = presentMessage(added.row);
    if (added.duplicate) return done(message);
    // nobody has it (no agent was online when it opened, or it was reopened): the least busy online agent now
    if (!added.conversation.agentId) await this.assignIfNobodyHas(input.chatId);
    this.notifier.both(input.playerId, { kind: 'message', chat_id: Number(input.chatId), message });
    await this.announce(input.chatId);
    return done(message);
  }

  private async assignIfNobodyHas(chatId: string): Promise<void> {
    await inTransaction(this.pool, async (db) => {
      const locked = await this.conversations.lock(db, chatId);
      if (!locked || locked.agent_id || locked.status === 'closed') return;
      const agent = await this.assign.pick(db);
      if (agent) await this.conversations.setAgent(db, chatId, agent);
    });
  }

  async markRead(playerId: string, chatId: string): Promise<boolean> {
    if (!(await this.conversations.ofPlayer(playerId, chatId))) return false;
    const marked = await inTransaction(this.pool, (db) => this.messages.markRead(db, chatId, 'player'));
    if (marked)
      this.notifier.both(playerId, {
        kind: 'read',
        chat_id: Number(chatId),
        by: 'player',
        up_to: Number(marked.upTo),
        read_at: marked.at.toISOString(),
      });
    return true;
  }

  async typing(playerId: string, chatId: string): Promise<boolean> {
    const own = await this.conversations.ofPlayer(playerId, chatId);
    if (!own) return false;
    this.notifier.toAgents({ kind: 'typing', chat_id: Number(chatId), by: 'player', name: own.player_username });
    return true;
  }

  /** The queue row of a conversation changed (new, new message, agent): agents' consoles refresh it. */
  private async announce(chatId: string): Promise<void> {
    const row = await this.conversations.byId(chatId);
    if (row) this.notifier.toAgents({ kind: 'conversation', chat_id: Number(chatId), conversation: await this.summaries.presentOne(row) });
  }
}
