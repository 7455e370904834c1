import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ChatAgentStatus, ChatConversationSummary, ChatMessage } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { GetStaffQuery, StaffWrite, type AuditContext, type StaffPrincipal } from '../../backoffice/index.js';
import { chatMessages } from '../domain/chat-messages.js';
import { sanitiseChatText } from '../domain/chat-text.js';
import { done, refuse, type ChatOutcome } from '../domain/outcome.js';
import { AgentsRepository } from '../persistence/agents.repository.js';
import { presentMessage } from '../persistence/chat-rows.js';
import { ConversationsRepository } from '../persistence/conversations.repository.js';
import { MessagesRepository } from '../persistence/messages.repository.js';
import { ChatNotifier } from '../ports/chat-notifier.js';
import { ConversationSummaries } from '../queries/conversation-summaries.js';

type Summary = ChatOutcome<ChatConversationSummary>;

/**
 * The agents' side. Every change is a staff write (StaffWrite: the change, its audit row, one commit);
 * pushes follow the commit. Typing and read are not changes of the conversation: they only push.
 */
@Injectable()
export class AgentChat {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(ConversationsRepository) private readonly conversations: ConversationsRepository,
    @Inject(MessagesRepository) private readonly messages: MessagesRepository,
    @Inject(AgentsRepository) private readonly agents: AgentsRepository,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ConversationSummaries) private readonly summaries: ConversationSummaries,
  ) {}

  /** The agent takes a conversation nobody has (or one already theirs). */
  async take(chatId: string, staff: StaffPrincipal, audit: AuditContext): Promise<Summary> {
    await this.agents.seen(staff.id, staff.displayName);
    return this.change(chatId, audit, async (db, locked) => {
      if (locked.agent_id && locked.agent_id !== staff.id) return refuse(409, chatMessages.takenByOther);
      await this.conversations.setAgent(db, chatId, { id: staff.id, name: staff.displayName });
      return done({ action: 'chat.taken', before: { agent_id: locked.agent_id }, after: { agent_id: staff.id } });
    });
  }

  async transfer(chatId: string, agentId: unknown, audit: AuditContext): Promise<Summary> {
    if (typeof agentId !== 'string' || !/^[0-9a-f-]{36}$/i.test(agentId)) return refuse(400, chatMessages.agentUnknown);
    // only to an active staff member who may still answer chats (roles change; the presence row stays)
    const staff = await this.queries.execute(new GetStaffQuery(agentId));
    if (!staff || staff.status !== 'active' || !staff.permissions.includes('chat.answer')) return refuse(400, chatMessages.agentUnknown);
    return this.change(chatId, audit, async (db, locked) => {
      const agent = await this.agents.byId(db, agentId);
      if (!agent) return refuse(400, chatMessages.agentUnknown);
      if (locked.agent_id === agent.staffId) return refuse(409, chatMessages.transferSame);
      await this.conversations.setAgent(db, chatId, { id: agent.staffId, name: agent.displayName });
      return done({ action: 'chat.transferred', before: { agent_id: locked.agent_id }, after: { agent_id: agent.staffId } });
    });
  }

  async close(chatId: string, audit: AuditContext): Promise<Summary> {
    return this.change(chatId, audit, async (db, locked) => {
      if (locked.status === 'closed') return refuse(409, chatMessages.alreadyClosed);
      await this.conversations.setStatus(db, chatId, 'closed');
      return done({ action: 'chat.closed', before: { status: 'open' }, after: { status: 'closed' } });
    });
  }

  async reopen(chatId: string, audit: AuditContext): Promise<Summary> {
    return this.change(chatId, audit, async (db, locked) => {
      if (locked.status === 'open') return refuse(409, chatMessages.alreadyOpen);
      if (await this.conversations.openOfPlayer(db, locked.player_id)) return refuse(409, chatMessages.playerHasOpen);
      await this.conversations.setStatus(db, chatId, 'open');
      return done({ action: 'chat.reopened', before: { status: 'closed' }, after: { status: 'open' } });
    });
  }

  /** An agent's message: the conversation becomes theirs when nobody had it, and stops waiting. */
  async send(chatId: string, content: unknown, clientKey: string | undefined, staff: StaffPrincipal, audit: AuditContext) {
    const text = sanitiseChatText(content);
    if (!text.ok) return refuse<ChatMessage>(400, text.message);
    await this.agents.seen(staff.id, staff.displayName);
    const outcome = await this.write.run<ChatOutcome<{ message: ChatMessage; playerId: string; created: boolean }>>(audit, async (db) => {
      const locked = await this.conversations.lock(db, chatId);
      if (!locked) return { result: refuse(404, chatMessages.notFound) };
      if (locked.status === 'closed') return { result: refuse(409, chatMessages.closed) };
      const { row, created } = await this.messages.add(db, {
        conversationId: chatId,
        senderKind: 'agent',
        senderId: staff.id,
        senderName: staff.displayName,
        content: text.text,
        ...(clientKey ? { clientKey } : {}),
      });
      if (created) {
        await this.conversations.agentAnswered(db, chatId);
        if (!locked.agent_id) await this.conversations.setAgent(db, chatId, { id: staff.id, name: staff.displayName });
      }
      return {
        result: done({ message: presentMessage(row), playerId: locked.player_id, created }),
        entry: {
          action: 'chat.message_sent',
          targetKind: 'chat',
          targetId: chatId,
          before: null,
          after: { message_id: row.id, content: text.text },
        },
      };
    });
    if (!outcome.ok) return outcome;
    if (outcome.value.created) {
      this.notifier.both(outcome.value.playerId, { kind: 'message', chat_id: Number(chatId), message: outcome.value.message });
      await this.announce(chatId);
    }
    return done(outcome.value.message);
  }

  async markRead(chatId: string): Promise<boolean> {
    const conversation = await this.conversations.byId(chatId);
    if (!conversation) return false;
    const marked = await inTransaction(this.pool, (db) => this.messages.markRead(db, chatId, 'agent'));
    if (marked) {
      this.notifier.both(conversation.player_id, {
        kind: 'read',
        chat_id: Number(chatId),
        by: 'agent',
        up_to: Number(marked.upTo),
        read_at: marked.at.toISOString(),
      });
      await this.announce(chatId);
    }
    return true;
  }

  async typing(chatId: string, staff: StaffPrincipal): Promise<boolean> {
    const conversation = await this.conversations.byId(chatId);
    if (!conversation) return false;
    this.notifier.both(conversation.player_id, { kind: 'typing', chat_id: Number(chatId), by: 'agent', name: staff.displayName });
    return true;
  }

  async setPresence(status: unknown, staff: StaffPrincipal, audit: AuditContext): Promise<ChatOutcome<ChatAgentStatus>> {
    if (status !== 'online' && status !== 'away') return refuse(400, chatMessages.presenceInvalid);
    return this.write.run(audit, async (db) => {
      const before = await this.agents.setStatus(db, staff.id, staff.displayName, status);
      return {
        result: done(status),
        entry: { action: 'chat.presence_set', targetKind: 'chat_agent', targetId: staff.id, before: { status: before }, after: { status } },
      };
    });
  }

  /** A conversation change under its row lock, audited; the queue row is pushed to agents and the player after. */
  private async change(
    chatId: string,
    audit: AuditContext,
    work: (
      db: Parameters<Parameters<StaffWrite['run']>[1]>[0],
      locked: NonNullable<Awaited<ReturnType<ConversationsRepository['lock']>>>,
    ) => Promise<ChatOutcome<{ action: string; before: unknown; after: unknown }>>,
  ): Promise<Summary> {
    const outcome = await this.write.run<ChatOutcome<string>>(audit, async (db) => {
      const locked = await this.conversations.lock(db, chatId);
      if (!locked) return { result: refuse(404, chatMessages.notFound) };
      const changed = await work(db, locked);
      if (!changed.ok) return { result: changed };
      return {
        result: done(locked.player_id),
        entry: {
          action: changed.value.action,
          targetKind: 'chat',
          targetId: chatId,
          before: changed.value.before,
          after: changed.value.after,
        },
      };
    });
    if (!outcome.ok) return outcome;
    const row = await this.conversations.byId(chatId);
    const summary = await this.summaries.presentOne(row!);
    this.notifier.both(outcome.value, { kind: 'conversation', chat_id: Number(chatId), conversation: summary });
    return done(summary);
  }

  /** The conversation's row changed: agents' queues refresh, and the player's page learns its agent and status. */
  private async announce(chatId: string): Promise<void> {
    const row = await this.conversations.byId(chatId);
    if (row)
      this.notifier.both(row.player_id, {
        kind: 'conversation',
        chat_id: Number(chatId),
        conversation: await this.summaries.presentOne(row),
      });
  }
}
