import { Body, Controller, Delete, Get, HttpCode, HttpException, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type {
  ChatActionAnswer,
  ChatAgentsAnswer,
  ChatCannedRepliesAnswer,
  ChatCannedReply,
  ChatConversationAnswer,
  ChatMessageSentAnswer,
  ChatPlayerActivityAnswer,
  ChatQueueAnswer,
  ChatSearchAnswer,
  MessageAnswer,
} from '@khela/contracts';
import type { Response } from 'express';
import { ApiAnswer, ApiNoBody, answerSchemas } from '../../../platform/http/openapi/api-answer.js';
import { Audit, CurrentStaff, RequirePermission, type AuditContext, type StaffPrincipal } from '../../backoffice/index.js';
import { AgentChat } from '../commands/agent-chat.js';
import { EditCannedReplies } from '../commands/edit-canned-replies.js';
import { chatMessages } from '../domain/chat-messages.js';
import { isChatId } from '../domain/chat-text.js';
import type { ChatOutcome } from '../domain/outcome.js';
import { AgentsRepository } from '../persistence/agents.repository.js';
import { CannedRepliesRepository } from '../persistence/canned-replies.repository.js';
import { ChatImageStore } from '../persistence/chat-image-store.js';
import { presentMessage } from '../persistence/chat-rows.js';
import { ConversationsRepository } from '../persistence/conversations.repository.js';
import { MessagesRepository } from '../persistence/messages.repository.js';
import { ConversationSummaries } from '../queries/conversation-summaries.js';
import { PlayerActivity } from '../queries/player-activity.js';
import { AgentSendBody, CannedReplyBody, PresenceBody, TransferBody } from './dto/chat.dto.js';

const notFound = () => new HttpException({ message: chatMessages.notFound }, 404);
const unwrap = <T>(outcome: ChatOutcome<T>): T => {
  if (!outcome.ok) throw new HttpException({ message: outcome.message }, outcome.status);
  return outcome.value;
};
const chatIdOf = (id: string) => {
  if (!isChatId(id)) throw notFound();
  return id;
};
const conversationErrors = { errors: { 404: 'No such chat.', 409: 'The chat is not in a state for this (taken, closed, open).' } };

/**
 * The agent console (issue 20): support staff (chat.view to read, chat.answer to act). Every write is
 * audited (StaffWrite inside the use case; typing and read by the staff audit fallback).
 */
@ApiTags('chat (staff)')
@Controller('api/admin/chat')
export class ChatStaffController {
  constructor(
    @Inject(AgentChat) private readonly chat: AgentChat,
    @Inject(EditCannedReplies) private readonly edit: EditCannedReplies,
    @Inject(ConversationsRepository) private readonly conversations: ConversationsRepository,
    @Inject(MessagesRepository) private readonly messages: MessagesRepository,
    @Inject(AgentsRepository) private readonly agents: AgentsRepository,
    @Inject(CannedRepliesRepository) private readonly replies: CannedRepliesRepository,
    @Inject(ChatImageStore) private readonly images: ChatImageStore,
    @Inject(PlayerActivity) private readonly activity: PlayerActivity,
    @Inject(ConversationSummaries) private readonly summaries: ConversationSummaries,
  ) {}

  @Get('conversations')
  @RequirePermission('chat.view')
  @ApiAnswer('ChatQueueAnswer')
  @ApiQuery({ name: 'status', required: false, enum: ['open', 'closed', 'all'] })
  @ApiOperation({ summary: 'The queue: open conversations waiting longest first (then the rest), or closed ones.' })
  async queue(@CurrentStaff() staff: StaffPrincipal, @Query('status') status?: string): Promise<ChatQueueAnswer> {
    const which = status === undefined || status === '' ? 'open' : status;
    if (which !== 'open' && which !== 'closed' && which !== 'all') throw new HttpException({ message: chatMessages.statusInvalid }, 400);
    await this.agents.seen(staff.id, staff.displayName);
    return { conversations: await this.summaries.present(await this.conversations.queue(which)) };
  }

  @Get('conversations/:id')
  @RequirePermission('chat.view')
  @ApiAnswer('ChatConversationAnswer', { errors: { 404: 'No such chat.' } })
  @ApiQuery({ name: 'after', required: false, description: 'A message id: only later messages (catching up after a reconnect).' })
  @ApiOperation({ summary: 'A conversation and its messages, oldest first.' })
  async one(@Param('id') id: string, @Query('after') after?: string): Promise<ChatConversationAnswer> {
    if (after !== undefined && after !== '' && !/^\d{1,18}$/.test(after))
      throw new HttpException({ message: chatMessages.afterInvalid }, 400);
    const row = await this.conversations.byId(chatIdOf(id));
    if (!row) throw notFound();
    return {
      conversation: await this.summaries.presentOne(row),
      messages: (await this.messages.list(id, after || undefined)).map(presentMessage),
    };
  }

  @Get('conversations/:id/player-activity')
  @RequirePermission('chat.view')
  @ApiAnswer('ChatPlayerActivityAnswer', { errors: { 404: 'No such chat.' } })
  @ApiOperation({ summary: "The conversation's player: balance and the newest 20 deposits, withdrawals and bets." })
  async playerActivity(@Param('id') id: string): Promise<ChatPlayerActivityAnswer> {
    const row = await this.conversations.byId(chatIdOf(id));
    if (!row) throw notFound();
    return this.activity.of(row.player_id, row.player_username);
  }

  @Get('conversations/:id/messages/:messageId/image')
  @RequirePermission('chat.view')
  @ApiAnswer({ type: 'string', format: 'binary' }, { mediaType: 'image/*', errors: { 404: 'No such image.' } })
  @ApiOperation({ summary: 'An image a player sent.' })
  async image(@Param('id') id: string, @Param('messageId') messageId: string, @Res() res: Response): Promise<void> {
    if (!isChatId(messageId)) throw notFound();
    const message = await this.messages.one(chatIdOf(id), messageId);
    if (!message?.image_path) throw new HttpException({ message: chatMessages.messageNotFound }, 404);
    res.setHeader('content-type', message.image_mime ?? 'application/octet-stream');
    res.setHeader('cache-control', 'private, max-age=3600');
    res.send(await this.images.read(message.image_path));
  }

  @Get('search')
  @RequirePermission('chat.view')
  @ApiAnswer('ChatSearchAnswer')
  @ApiQuery({ name: 'q', required: true, description: '2-100 characters: words of a message, or a player username.' })
  @ApiOperation({ summary: 'Searches every transcript (words, then plain text, or the player username); newest 50 hits.' })
  async search(@Query('q') q?: string): Promise<ChatSearchAnswer> {
    const text = typeof q === 'string' ? q.trim() : '';
    // eslint-disable-next-line no-control-regex -- a search text has no control characters
    if (text.length < 2 || text.length > 100 || /[\u0000-\u001f]/.test(text))
      throw new HttpException({ message: chatMessages.searchInvalid }, 400);
    const rows = await this.messages.search(text);
    return {
      hits: rows.map((r) => ({
        conversation_id: Number(r.conversation_id),
        message_id: Number(r.id),
        player_username: r.player_username,
        sender: r.sender_kind,
        content: r.content,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  @Get('agents')
  @RequirePermission('chat.view')
  @ApiAnswer('ChatAgentsAnswer')
  @ApiOperation({
    summary: "Agents with presence and open conversations (for transfer), and the caller's own presence; counts as the console's beat.",
  })
  async agentList(@CurrentStaff() staff: StaffPrincipal): Promise<ChatAgentsAnswer> {
    const me = await this.agents.seen(staff.id, staff.displayName);
    return { me, agents: await this.agents.list() };
  }

  @Put('presence')
  @RequirePermission('chat.answer')
  @ApiAnswer(answerSchemas.message)
  @ApiOperation({ summary: 'The agent is online (gets new conversations) or away; audited.' })
  async presence(@Body() body: PresenceBody, @CurrentStaff() staff: StaffPrincipal, @Audit() audit: AuditContext): Promise<MessageAnswer> {
    unwrap(await this.chat.setPresence(body?.status, staff, audit));
    return { message: chatMessages.presenceSet };
  }

  @Post('conversations/:id/take')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiNoBody()
  @ApiAnswer('ChatActionAnswer', conversationErrors)
  @ApiOperation({ summary: 'Takes a conversation nobody has; audited.' })
  async take(@Param('id') id: string, @CurrentStaff() staff: StaffPrincipal, @Audit() audit: AuditContext): Promise<ChatActionAnswer> {
    return { message: chatMessages.taken, conversation: unwrap(await this.chat.take(chatIdOf(id), staff, audit)) };
  }

  @Post('conversations/:id/transfer')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiAnswer('ChatActionAnswer', conversationErrors)
  @ApiOperation({ summary: 'Gives the conversation to another agent; audited.' })
  async transfer(@Param('id') id: string, @Body() body: TransferBody, @Audit() audit: AuditContext): Promise<ChatActionAnswer> {
    return { message: chatMessages.transferred, conversation: unwrap(await this.chat.transfer(chatIdOf(id), body?.agent_id, audit)) };
  }

  @Post('conversations/:id/close')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiNoBody()
  @ApiAnswer('ChatActionAnswer', conversationErrors)
  @ApiOperation({ summary: 'Closes the conversation; audited.' })
  async close(@Param('id') id: string, @Audit() audit: AuditContext): Promise<ChatActionAnswer> {
    return { message: chatMessages.closedNow, conversation: unwrap(await this.chat.close(chatIdOf(id), audit)) };
  }

  @Post('conversations/:id/reopen')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiNoBody()
  @ApiAnswer('ChatActionAnswer', conversationErrors)
  @ApiOperation({ summary: 'Opens a closed conversation again (unless the player has another open); audited.' })
  async reopen(@Param('id') id: string, @Audit() audit: AuditContext): Promise<ChatActionAnswer> {
    return { message: chatMessages.reopened, conversation: unwrap(await this.chat.reopen(chatIdOf(id), audit)) };
  }

  @Post('conversations/:id/messages')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiAnswer('ChatMessageSentAnswer', conversationErrors)
  @ApiOperation({ summary: 'Answers the player (sanitised text; empty refused); the conversation stops waiting; audited.' })
  async send(
    @Param('id') id: string,
    @Body() body: AgentSendBody,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ): Promise<ChatMessageSentAnswer> {
    const key = typeof body?.client_key === 'string' && body.client_key ? body.client_key : undefined;
    return { success: true, data: unwrap(await this.chat.send(chatIdOf(id), body?.content, key, staff, audit)) };
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiNoBody()
  @ApiAnswer('ChatAckAnswer', { errors: { 404: 'No such chat.' } })
  @ApiOperation({ summary: "Marks the player's messages read; the player sees the read ticks." })
  async read(@Param('id') id: string): Promise<{ success: true }> {
    if (!(await this.chat.markRead(chatIdOf(id)))) throw notFound();
    return { success: true };
  }

  @Post('conversations/:id/typing')
  @HttpCode(200)
  @RequirePermission('chat.answer')
  @ApiNoBody()
  @ApiAnswer('ChatAckAnswer', { errors: { 404: 'No such chat.' } })
  @ApiOperation({ summary: 'Tells the player (and other agents) the agent is typing.' })
  async typing(@Param('id') id: string, @CurrentStaff() staff: StaffPrincipal): Promise<{ success: true }> {
    if (!(await this.chat.typing(chatIdOf(id), staff))) throw notFound();
    return { success: true };
  }

  @Get('canned-replies')
  @RequirePermission('chat.view')
  @ApiAnswer('ChatCannedRepliesAnswer')
  @ApiOperation({ summary: 'The canned replies, in English and Bangla.' })
  async cannedReplies(): Promise<ChatCannedRepliesAnswer> {
    return { replies: await this.replies.list() };
  }

  @Post('canned-replies')
  @RequirePermission('chat.answer')
  @ApiAnswer('ChatCannedReply', { status: 201 })
  @ApiOperation({ summary: 'Adds a canned reply; audited.' })
  async createReply(@Body() body: CannedReplyBody, @Audit() audit: AuditContext): Promise<ChatCannedReply> {
    return unwrap(await this.edit.create(body ?? {}, audit));
  }

  @Put('canned-replies/:replyId')
  @RequirePermission('chat.answer')
  @ApiAnswer('ChatCannedReply', { errors: { 404: 'No such canned reply.' } })
  @ApiOperation({ summary: 'Changes a canned reply; audited.' })
  async updateReply(
    @Param('replyId') replyId: string,
    @Body() body: CannedReplyBody,
    @Audit() audit: AuditContext,
  ): Promise<ChatCannedReply> {
    return unwrap(await this.edit.update(replyId, body ?? {}, audit));
  }

  @Delete('canned-replies/:replyId')
  @RequirePermission('chat.answer')
  @ApiAnswer(answerSchemas.message, { errors: { 404: 'No such canned reply.' } })
  @ApiOperation({ summary: 'Deletes a canned reply; audited.' })
  async deleteReply(@Param('replyId') replyId: string, @Audit() audit: AuditContext): Promise<MessageAnswer> {
    unwrap(await this.edit.remove(replyId, audit));
    return { message: chatMessages.cannedDeleted };
  }
}
