import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type {
  ChatAckAnswer,
  ChatListAnswer,
  ChatMessageSentAnswer,
  ChatMessagesAnswer,
  ChatOpenAnswer,
  ChatStatusAnswer,
} from '@khela/contracts';
import type { Request, Response } from 'express';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { PlayerChat } from '../commands/player-chat.js';
import { expectedReplyMinutes } from '../domain/assignment.js';
import { chatMessages } from '../domain/chat-messages.js';
import { isChatId } from '../domain/chat-text.js';
import type { ChatOutcome } from '../domain/outcome.js';
import { AgentsRepository } from '../persistence/agents.repository.js';
import { ChatImageStore } from '../persistence/chat-image-store.js';
import { forPlayer, presentMessage } from '../persistence/chat-rows.js';
import { ConversationsRepository } from '../persistence/conversations.repository.js';
import { MessagesRepository } from '../persistence/messages.repository.js';
import { ChatImageUploadInterceptor } from './chat-image-upload.interceptor.js';
import { OpenChatBody, SendChatMessageBody } from './dto/chat.dto.js';

const notFound = () => new HttpException({ message: chatMessages.notFound }, 404);
const unwrap = <T>(outcome: ChatOutcome<T>): T => {
  if (!outcome.ok) throw new HttpException({ message: outcome.message }, outcome.status);
  return outcome.value;
};
const clientKeyOf = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined);

/**
 * The player's support chat (spec section 7: /api/get-chats, /api/chats, /api/chats/{chatId}/messages,
 * /api/messages), plus read, typing, images and the agents' availability. Identity from the token only:
 * `user_one_id`, `user_two_id` and `sender_id` are ignored; another player's chat id is a 404.
 */
@ApiTags('chat')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class ChatPlayerController {
  constructor(
    @Inject(PlayerChat) private readonly chat: PlayerChat,
    @Inject(ConversationsRepository) private readonly conversations: ConversationsRepository,
    @Inject(MessagesRepository) private readonly messages: MessagesRepository,
    @Inject(AgentsRepository) private readonly agents: AgentsRepository,
    @Inject(ChatImageStore) private readonly images: ChatImageStore,
  ) {}

  @Get('get-chats')
  @ApiAnswer('ChatListAnswer')
  @ApiOperation({ summary: "The caller's conversations with support, newest first, each with its last message." })
  async list(@CurrentSubject() subject: AuthenticatedSubject): Promise<ChatListAnswer> {
    const rows = await this.conversations.listOfPlayer(subject.id);
    return {
      success: true,
      chats: rows.map((r) => ({
        chat_id: Number(r.id),
        id: Number(r.id),
        status: r.status,
        other_user: { username: r.agent_name ?? 'Khela Support' },
        last_message: r.last_message,
        last_message_at: r.last_message_at ? r.last_message_at.toISOString() : null,
        unread: r.unread_by_player,
      })),
    };
  }

  @Post('chats')
  @HttpCode(200)
  @ApiAnswer('ChatOpenAnswer')
  @ApiOperation({
    summary: "The caller's open conversation with support, started (and given to the least busy online agent) when there is none.",
  })
  async open(@CurrentSubject() subject: AuthenticatedSubject, @Body() _body: OpenChatBody): Promise<ChatOpenAnswer> {
    const id = await this.chat.open(subject.id);
    return { success: true, chat: { id: Number(id), status: 'open' } };
  }

  @Get('chat/status')
  @ApiAnswer('ChatStatusAnswer')
  @ApiOperation({ summary: 'How many agents are online, and the reply time to expect (longer when none is).' })
  async status(): Promise<ChatStatusAnswer> {
    const online = await this.agents.onlineCount();
    return { success: true, agents_online: online, expected_reply_minutes: expectedReplyMinutes(online) };
  }

  @Get('chats/:chatId/messages')
  @ApiAnswer('ChatMessagesAnswer', { errors: { 404: 'No such chat of the caller’s.' } })
  @ApiQuery({ name: 'after', required: false, description: 'A message id: only later messages (catching up after a reconnect).' })
  @ApiOperation({ summary: "A conversation's messages, oldest first (up to 500)." })
  async messagesOf(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Param('chatId') chatId: string,
    @Query('after') after?: string,
  ): Promise<ChatMessagesAnswer> {
    if (after !== undefined && after !== '' && !/^\d{1,18}$/.test(after))
      throw new HttpException({ message: chatMessages.afterInvalid }, 400);
    if (!isChatId(chatId)) throw notFound();
    const own = await this.conversations.ofPlayer(subject.id, chatId);
    if (!own) throw notFound();
    const rows = await this.messages.list(chatId, after || undefined);
    return {
      success: true,
      chat: { id: Number(own.id), status: own.status, agent_name: own.agent_name },
      messages: rows.map((r) => forPlayer(presentMessage(r))),
    };
  }

  @Post('messages')
  @HttpCode(200)
  @ApiAnswer('ChatMessageSentAnswer', {
    errors: { 404: 'No such chat of the caller’s.', 409: 'The chat is closed.', 429: 'More than 30 messages in a minute.' },
  })
  @ApiOperation({ summary: 'Sends a message (sanitised text; empty or whitespace-only is refused). `sender_id` is ignored.' })
  async send(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: SendChatMessageBody): Promise<ChatMessageSentAnswer> {
    if (!isChatId(body?.chat_id)) throw new HttpException({ message: chatMessages.chatIdInvalid }, 400);
    const message = unwrap(
      await this.chat.send({
        playerId: subject.id,
        chatId: String(body.chat_id),
        content: body.content,
        ...(clientKeyOf(body.client_key) ? { clientKey: body.client_key } : {}),
      }),
    );
    return { success: true, data: forPlayer(message) };
  }

  @Post('chats/:chatId/images')
  @HttpCode(200)
  @UseInterceptors(ChatImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, content: { type: 'string' }, client_key: { type: 'string' } },
      required: ['file'],
    },
  })
  @ApiAnswer('ChatMessageSentAnswer', {
    errors: { 404: 'No such chat of the caller’s.', 409: 'The chat is closed.', 429: 'More than 30 messages in a minute.' },
  })
  @ApiOperation({ summary: 'Sends an image (PNG, JPEG, WebP or GIF by content, stored re-encoded) with optional text.' })
  async sendImage(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Param('chatId') chatId: string,
    @Req() req: Request & { file?: { buffer: Buffer } },
  ): Promise<ChatMessageSentAnswer> {
    if (!isChatId(chatId)) throw notFound();
    if (!req.file) throw new HttpException({ message: chatMessages.imageMissing }, 400);
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const clientKey = clientKeyOf(fields.client_key);
    const message = unwrap(
      await this.chat.send({
        playerId: subject.id,
        chatId,
        content: fields.content,
        image: req.file.buffer,
        ...(clientKey ? { clientKey } : {}),
      }),
    );
    return { success: true, data: forPlayer(message) };
  }

  @Get('chats/:chatId/messages/:messageId/image')
  @ApiAnswer({ type: 'string', format: 'binary' }, { mediaType: 'image/*', errors: { 404: 'No such image in the caller’s chats.' } })
  @ApiOperation({ summary: "An image of one of the caller's chats." })
  async image(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Param('chatId') chatId: string,
    @Param('messageId') messageId: string,
    @Res() res: Response,
  ): Promise<void> {
    if (!isChatId(chatId) || !isChatId(messageId) || !(await this.conversations.ofPlayer(subject.id, chatId))) throw notFound();
    const message = await this.messages.one(chatId, messageId);
    if (!message?.image_path) throw new HttpException({ message: chatMessages.messageNotFound }, 404);
    res.setHeader('content-type', message.image_mime ?? 'application/octet-stream');
    res.setHeader('cache-control', 'private, max-age=3600');
    res.send(await this.images.read(message.image_path));
  }

  @Post('chats/:chatId/read')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('ChatAckAnswer', { errors: { 404: 'No such chat of the caller’s.' } })
  @ApiOperation({ summary: "Marks support's messages in the chat read; the agent sees the read ticks." })
  async read(@CurrentSubject() subject: AuthenticatedSubject, @Param('chatId') chatId: string): Promise<ChatAckAnswer> {
    if (!isChatId(chatId) || !(await this.chat.markRead(subject.id, chatId))) throw notFound();
    return { success: true };
  }

  @Post('chats/:chatId/typing')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('ChatAckAnswer', { errors: { 404: 'No such chat of the caller’s.' } })
  @ApiOperation({ summary: 'Tells the agents the player is typing (sent at most every few seconds while they type).' })
  async typing(@CurrentSubject() subject: AuthenticatedSubject, @Param('chatId') chatId: string): Promise<ChatAckAnswer> {
    if (!isChatId(chatId) || !(await this.chat.typing(subject.id, chatId))) throw notFound();
    return { success: true };
  }
}
