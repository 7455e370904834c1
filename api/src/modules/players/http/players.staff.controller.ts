import type { StaffPlayerActionResponse, StaffPlayerPage, StaffPlayerView } from '@khela/contracts';
import { Body, Controller, Get, HttpCode, HttpException, Inject, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { LockPlayerCommand } from '../commands/lock-player/lock-player.command.js';
import { MarkPhoneVerifiedCommand } from '../commands/mark-phone-verified/mark-phone-verified.command.js';
import { SendStaffPasswordResetCommand } from '../commands/send-staff-password-reset/send-staff-password-reset.command.js';
import { UnlockPlayerCommand } from '../commands/unlock-player/unlock-player.command.js';
import type { PlayerResult } from '../domain/player-failure.js';
import { GetStaffPlayerQuery } from '../queries/get-staff-player/get-staff-player.query.js';
import { ListOutboxQuery, type OutboxPage } from '../queries/list-outbox/list-outbox.query.js';
import { SearchPlayersQuery } from '../queries/search-players/search-players.query.js';
import { SearchPlayersDto, StaffReasonDto } from './dto/staff-players.dto.js';
import { statusOf } from './http-answers.js';
import { ApiAnswer, answerSchemas } from '../../../platform/http/openapi/api-answer.js';
import { NumberField } from '../../../platform/http/number-field.js';
import { parseSort, SortParam } from '../../../platform/http/sort-param.js';
import { outboxSortColumns, type OutboxSortColumn } from '../persistence/outbox.repository.js';
import type { PlayerSortColumn } from '../persistence/players.repository.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/admin/outbox filters; the DTO lives here because this file is the players module's staff edge. */
export class ListOutboxDto {
  @IsOptional()
  @IsIn(['email', 'sms'])
  channel?: 'email' | 'sms';

  @IsOptional()
  @IsIn(['queued', 'sent', 'failed', 'logged'])
  status?: 'queued' | 'sent' | 'failed' | 'logged';

  /** Part of an e-mail address or phone number. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 100)
  recipient?: string;

  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'player_id must be a player id (digits).' })
  player_id?: string;

  /** `created_at` (default `-created_at`: newest first), `recipient`, `status` or `attempts`; a leading minus sorts descending. */
  @SortParam(outboxSortColumns)
  sort?: string;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}

export class StaffPasswordResetDto {
  @IsIn(['email', 'sms'], { message: 'Choose email or sms.' })
  channel!: 'email' | 'sms';
}

const playerNotFound = () => new NotFoundException({ message: 'Player not found.' });
const playerIdPattern = /^\d{1,18}$/;

/**
 * Staff endpoints of the players module under /api/admin (permissions checked by the back-office's
 * global staff guard): player search and profile, the account actions, the password-reset code, the outbox.
 */
@ApiTags('admin: players')
@Controller('api/admin')
export class PlayersStaffController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('players')
  @ApiAnswer('Page_StaffPlayerRow')
  @RequirePermission('players.read')
  @ApiOperation({
    summary:
      'Search players by username or e-mail (prefix, any case), phone digits (main or extra) or exact remote id, and by staff tag; newest first.',
  })
  search(@Query() query: SearchPlayersDto): Promise<StaffPlayerPage> {
    return this.queries.execute(
      new SearchPlayersQuery({
        text: query.q ?? '',
        ...(query.tag ? { tag: query.tag } : {}),
        sort: parseSort<PlayerSortColumn>(query.sort, { column: 'created_at', descending: true }),
        page: query.page ?? 1,
        perPage: query.per_page ?? 25,
      }),
    );
  }

  @Get('players/:id')
  @ApiAnswer('StaffPlayerView', { errors: { 404: 'No such player.' } })
  @RequirePermission('players.read')
  @ApiOperation({
    summary: 'One player by id (remote_id): profile, lock state, verification states, extra phones, referrer, sign-up data, balances.',
  })
  player(@Param('id') id: string): Promise<StaffPlayerView> {
    return this.view(id);
  }

  @Post('players/:id/lock')
  @ApiAnswer('StaffPlayerActionResponse', { errors: { 404: 'No such player.' } })
  @HttpCode(200)
  @RequirePermission('players.lock')
  @ApiOperation({ summary: 'Lock the account with a reason: every session of the player ends and login is refused.' })
  async lock(@Param('id') id: string, @Body() body: StaffReasonDto, @Audit() audit: AuditContext): Promise<StaffPlayerActionResponse> {
    return this.act(id, () => new LockPlayerCommand(id, body.reason, audit));
  }

  @Post('players/:id/unlock')
  @ApiAnswer('StaffPlayerActionResponse', { errors: { 404: 'No such player.' } })
  @HttpCode(200)
  @RequirePermission('players.lock')
  @ApiOperation({ summary: 'Reopen a locked account, with a reason.' })
  async unlock(@Param('id') id: string, @Body() body: StaffReasonDto, @Audit() audit: AuditContext): Promise<StaffPlayerActionResponse> {
    return this.act(id, () => new UnlockPlayerCommand(id, body.reason, audit));
  }

  @Post('players/:id/mark-phone-verified')
  @ApiAnswer('StaffPlayerActionResponse', { errors: { 404: 'No such player.' } })
  @HttpCode(200)
  @RequirePermission('players.verify')
  @ApiOperation({ summary: "Mark the player's main phone verified (session_id 1) without a code, with a reason." })
  async markPhoneVerified(
    @Param('id') id: string,
    @Body() body: StaffReasonDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffPlayerActionResponse> {
    return this.act(id, () => new MarkPhoneVerifiedCommand(id, body.reason, audit));
  }

  @Post('players/:id/password-reset')
  @ApiAnswer(answerSchemas.message, { errors: { 404: 'No such player.' } })
  @HttpCode(200)
  @RequirePermission('players.password_reset')
  @ApiOperation({
    summary:
      "Send the player a password-reset code to their own verified e-mail or phone, in the player's language (not again within 300 s). " +
      'Only the player sees the code: the Outbox shows it masked; the audit row names the actor, player and channel.',
  })
  async sendPasswordReset(
    @Param('id') id: string,
    @Body() body: StaffPasswordResetDto,
    @Audit() audit: AuditContext,
  ): Promise<{ message: string }> {
    if (!playerIdPattern.test(id)) throw playerNotFound();
    const result: PlayerResult<{ message: string }> = await this.commands.execute(
      new SendStaffPasswordResetCommand(id, body.channel, audit),
    );
    if (!result.ok) {
      throw new HttpException(
        {
          message: result.message,
          ...(result.errors ? { errors: result.errors } : {}),
          ...(result.retryAfterSeconds ? { retry_after: result.retryAfterSeconds } : {}),
        },
        statusOf[result.reason],
      );
    }
    return { message: result.message };
  }

  @Get('outbox')
  @ApiAnswer('OutboxPage')
  @RequirePermission('outbox.read')
  @ApiOperation({
    summary: 'Every e-mail and SMS sent or queued for players, newest first; one-time codes are masked (only the player receives them).',
  })
  outbox(@Query() query: ListOutboxDto): Promise<OutboxPage> {
    return this.queries.execute(
      new ListOutboxQuery({
        ...(query.channel ? { channel: query.channel } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.recipient ? { recipient: query.recipient } : {}),
        ...(query.player_id ? { playerId: query.player_id } : {}),
        sort: parseSort<OutboxSortColumn>(query.sort, { column: 'created_at', descending: true }),
        page: query.page ?? 1,
        perPage: query.per_page ?? 25,
      }),
    );
  }

  private async view(id: string): Promise<StaffPlayerView> {
    if (!playerIdPattern.test(id)) throw playerNotFound();
    const found = await this.queries.execute(new GetStaffPlayerQuery(id));
    if (!found) throw playerNotFound();
    return found;
  }

  /** Runs one account action; a refusal becomes `{ message }` with its status, success answers the player as they are now. */
  private async act(
    id: string,
    command: () => LockPlayerCommand | UnlockPlayerCommand | MarkPhoneVerifiedCommand,
  ): Promise<StaffPlayerActionResponse> {
    if (!playerIdPattern.test(id)) throw playerNotFound();
    const result: PlayerResult<{ message: string }> = await this.commands.execute(command());
    if (!result.ok) throw new HttpException({ message: result.message }, statusOf[result.reason]);
    return { message: result.message, player: await this.view(id) };
  }
}
