import { Controller, Delete, Get, HttpCode, HttpException, Inject, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { InboxMessageAnswer, InboxPageAnswer, InboxUnreadAnswer } from '@khela/contracts';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { RequestLanguage } from '../../../platform/i18n/request-language.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { inboxMessages } from '../domain/inbox-messages.js';
import { InboxMessagesRepository } from '../persistence/inbox-messages.repository.js';
import { InboxNotifier } from '../ports/inbox-notifier.js';
import { presentMessage } from './present.js';

/** Messages per page of `GET /api/inbox`. */
export const inboxPerPage = 10;

const notFound = () => new HttpException({ message: inboxMessages.notFound }, 404);

/**
 * The player's inbox (spec section 7). Identity from the token only: a `remote_id` in the query is
 * ignored (the caller's own inbox is the only one there is), and another player's message id is a 404,
 * the same answer as an id that does not exist, so ids tell nobody anything.
 */
@ApiTags('inbox')
@ApiBearerAuth()
@Controller('api/inbox')
@UseGuards(PlayerAuthGuard)
export class InboxPlayerController {
  constructor(
    @Inject(InboxMessagesRepository) private readonly messages: InboxMessagesRepository,
    @Inject(InboxNotifier) private readonly notifier: InboxNotifier,
  ) {}

  @Get()
  @ApiAnswer('InboxPageAnswer')
  @ApiOperation({ summary: "The caller's messages, newest first, 10 a page (polled every 10 s), with the unread count." })
  @ApiQuery({ name: 'page', required: false, description: 'From 1; past the last page answers an empty list.' })
  @ApiQuery({ name: 'remote_id', required: false, description: 'Ignored: the token says whose inbox.' })
  async list(
    @CurrentSubject() subject: AuthenticatedSubject,
    @RequestLanguage() language: Language,
    @Query('page') pageText?: string,
  ): Promise<InboxPageAnswer> {
    const page = pageText === undefined || pageText === '' ? 1 : /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
    if (page < 1) throw new HttpException({ message: inboxMessages.pageInvalid }, 400);
    const { messages, total, unread } = await this.messages.page(subject.id, page, inboxPerPage);
    return {
      success: true,
      data: {
        data: messages.map((m) => presentMessage(m, language)),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / inboxPerPage)),
        per_page: inboxPerPage,
        total,
        unread,
      },
    };
  }

  @Get('unread')
  @ApiAnswer('InboxUnreadAnswer')
  @ApiOperation({ summary: "The caller's unread count (the header's badge)." })
  async unread(@CurrentSubject() subject: AuthenticatedSubject): Promise<InboxUnreadAnswer> {
    return { success: true, unread: await this.messages.unread(subject.id) };
  }

  @Get(':id')
  @ApiAnswer('InboxMessageAnswer', { errors: { 404: 'No such message in the caller’s inbox.' } })
  @ApiOperation({ summary: 'One of the caller’s messages in full. Reading does not mark it read: PATCH .../read does.' })
  async one(
    @CurrentSubject() subject: AuthenticatedSubject,
    @RequestLanguage() language: Language,
    @Param('id') id: string,
  ): Promise<InboxMessageAnswer> {
    const message = await this.messages.one(subject.id, id);
    if (!message) throw notFound();
    return { success: true, data: presentMessage(message, language) };
  }

  @Patch(':id/read')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('InboxUnreadAnswer', { errors: { 404: 'No such message in the caller’s inbox.' } })
  @ApiOperation({ summary: 'Marks one of the caller’s messages read (again is fine); answers the unread count after.' })
  async markRead(@CurrentSubject() subject: AuthenticatedSubject, @Param('id') id: string): Promise<InboxUnreadAnswer> {
    if (!(await this.messages.markRead(subject.id, id))) throw notFound();
    return this.changed(subject.id, inboxMessages.markedRead);
  }

  @Delete(':id')
  @ApiAnswer('InboxUnreadAnswer', { errors: { 404: 'No such message in the caller’s inbox.' } })
  @ApiOperation({ summary: 'Deletes one of the caller’s messages; answers the unread count after.' })
  async remove(@CurrentSubject() subject: AuthenticatedSubject, @Param('id') id: string): Promise<InboxUnreadAnswer> {
    if (!(await this.messages.delete(subject.id, id))) throw notFound();
    return this.changed(subject.id, inboxMessages.deleted);
  }

  /** The unread count after a change, answered and pushed (the player's other tabs and devices follow). */
  private async changed(playerId: string, message: string): Promise<InboxUnreadAnswer> {
    const unread = await this.messages.unread(playerId);
    await this.notifier.unreadChanged(playerId, unread);
    return { success: true, message, unread };
  }
}
