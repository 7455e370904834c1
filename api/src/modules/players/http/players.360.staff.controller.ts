import type {
  StaffLinkedAccounts,
  StaffLoginHistoryPage,
  StaffPlayerNoteAnswer,
  StaffPlayerNotePage,
  StaffPlayerTags,
  StaffTagCount,
} from '@khela/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpException, Inject, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiNoBody, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { AddStaffNote } from '../commands/add-staff-note/add-staff-note.js';
import { TagPlayer } from '../commands/tag-player/tag-player.js';
import { normaliseTag, player360Messages } from '../domain/player-360-rules.js';
import type { PlayerResult } from '../domain/player-failure.js';
import { LinkedAccountsRepository } from '../persistence/linked-accounts.repository.js';
import { LoginHistoryRepository } from '../persistence/login-history.repository.js';
import { PlayerTagsRepository } from '../persistence/player-tags.repository.js';
import { PlayersRepository } from '../persistence/players.repository.js';
import { StaffNotesRepository } from '../persistence/staff-notes.repository.js';
import { Player360PageDto, StaffNoteDto, StaffTagDto } from './dto/player-360.dto.js';
import { statusOf } from './http-answers.js';

const notFound = () => new NotFoundException({ message: player360Messages.notFound });
const pageOf = <T>(rows: T[], total: number, page: number, perPage: number) => ({
  data: rows,
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
const answer = <T>(result: PlayerResult<{ answer: T }>): T => {
  if (!result.ok) throw new HttpException({ message: result.message }, statusOf[result.reason]);
  return result.answer;
};

/**
 * Player 360 for staff (issue 22): a player's log-in history and linked accounts (players.read), internal notes
 * (players.notes) and tags (read with players.read, changed with players.tags). Personal data: staff-only, no
 * player route answers any of it. Writes are audited StaffWrites; notes are append-only.
 */
@ApiTags('admin: players')
@Controller('api/admin')
export class Players360StaffController {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(LoginHistoryRepository) private readonly logins: LoginHistoryRepository,
    @Inject(LinkedAccountsRepository) private readonly linked: LinkedAccountsRepository,
    @Inject(StaffNotesRepository) private readonly notes: StaffNotesRepository,
    @Inject(PlayerTagsRepository) private readonly tags: PlayerTagsRepository,
    @Inject(AddStaffNote) private readonly addNote: AddStaffNote,
    @Inject(TagPlayer) private readonly tagPlayer: TagPlayer,
  ) {}

  @Get('players/:id/logins')
  @RequirePermission('players.read')
  @ApiAnswer('Page_StaffLoginAttempt', { errors: { 404: 'No such player.' } })
  @ApiOperation({ summary: "A player's log-in attempts (success and failure, IP, user agent), newest first, paged." })
  async loginHistory(@Param('id') id: string, @Query() query: Player360PageDto): Promise<StaffLoginHistoryPage> {
    await this.existing(id);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const { rows, total } = await this.logins.page(id, page, perPage);
    return pageOf(rows, total, page, perPage);
  }

  @Get('players/:id/linked-accounts')
  @RequirePermission('players.read')
  @ApiAnswer('StaffLinkedAccounts', { errors: { 404: 'No such player.' } })
  @ApiOperation({
    summary:
      'Other players sharing an IP (sign-up or successful log-in; crowded addresses left out and named), a phone number or an e-mail address with this one.',
  })
  async linkedAccounts(@Param('id') id: string): Promise<StaffLinkedAccounts> {
    await this.existing(id);
    return this.linked.of(id);
  }

  @Get('players/:id/notes')
  @RequirePermission('players.notes')
  @ApiAnswer('Page_StaffPlayerNote', { errors: { 404: 'No such player.' } })
  @ApiOperation({ summary: "Staff's internal notes on a player, newest first, paged, with author and time." })
  async listNotes(@Param('id') id: string, @Query() query: Player360PageDto): Promise<StaffPlayerNotePage> {
    await this.existing(id);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const { rows, total } = await this.notes.page(id, page, perPage);
    return pageOf(rows, total, page, perPage);
  }

  @Post('players/:id/notes')
  @RequirePermission('players.notes')
  @ApiAnswer('StaffPlayerNoteAnswer', { errors: { 404: 'No such player.' } })
  @ApiOperation({ summary: 'Add an internal note (1-2000 characters); audited; never edited or deleted afterwards.' })
  async createNote(@Param('id') id: string, @Body() dto: StaffNoteDto, @Audit() audit: AuditContext): Promise<StaffPlayerNoteAnswer> {
    return answer(await this.addNote.execute(id, dto.body, audit));
  }

  @Get('players/:id/tags')
  @RequirePermission('players.read')
  @ApiAnswer('StaffPlayerTags', { errors: { 404: 'No such player.' } })
  @ApiOperation({ summary: "A player's tags, with who added each and when." })
  async playerTags(@Param('id') id: string): Promise<StaffPlayerTags> {
    await this.existing(id);
    return { tags: await this.tags.of(id) };
  }

  @Post('players/:id/tags')
  @HttpCode(200)
  @RequirePermission('players.tags')
  @ApiAnswer('StaffPlayerTags', { errors: { 404: 'No such player.', 409: 'The player already has this tag.' } })
  @ApiOperation({ summary: 'Add a tag (2-32 letters, digits, spaces or - _ .; any case counts once); audited.' })
  async addTag(@Param('id') id: string, @Body() dto: StaffTagDto, @Audit() audit: AuditContext): Promise<StaffPlayerTags> {
    return answer(await this.tagPlayer.add(id, dto.tag, audit));
  }

  @Delete('players/:id/tags/:tag')
  @ApiNoBody()
  @RequirePermission('players.tags')
  @ApiAnswer('StaffPlayerTags', { errors: { 404: 'No such player.', 409: 'The player does not have this tag.' } })
  @ApiOperation({ summary: 'Remove a tag (any case); audited.' })
  async removeTag(@Param('id') id: string, @Param('tag') tag: string, @Audit() audit: AuditContext): Promise<StaffPlayerTags> {
    const normalised = normaliseTag(tag);
    if (!normalised) throw new HttpException({ message: player360Messages.tag, errors: { tag: [player360Messages.tag] } }, 400);
    return answer(await this.tagPlayer.remove(id, normalised, audit));
  }

  @Get('player-tags')
  @RequirePermission('players.read')
  @ApiAnswer(arrayOf('StaffTagCount'))
  @ApiOperation({ summary: 'Every tag in use with how many players carry it, most used first (the player list filters by tag).' })
  tagCounts(): Promise<StaffTagCount[]> {
    return this.tags.counts();
  }

  private async existing(id: string): Promise<void> {
    if (!/^[1-9]\d{0,17}$/.test(id) || !(await this.players.findById(id))) throw notFound();
  }
}
