import type { OtherPhone, PlayerProfile } from '@khela/contracts';
import { BadRequestException, Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import type { Request } from 'express';
import { Audit, AuditLog, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { RequestPasswordResetCommand } from '../commands/request-password-reset/request-password-reset.command.js';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query.js';
import { ListOtherPhonesQuery } from '../queries/list-other-phones/list-other-phones.query.js';
import { ListOutboxQuery, type OutboxPage } from '../queries/list-outbox/list-outbox.query.js';

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

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}

export class StaffPasswordResetDto {
  @IsIn(['email', 'sms'], { message: 'Choose email or sms.' })
  channel!: 'email' | 'sms';
}

/** A player as the back-office sees them: the profile and the extra phones. */
export interface StaffPlayerView {
  profile: PlayerProfile;
  other_phones: OtherPhone[];
}

const playerNotFound = () => new NotFoundException({ message: 'Player not found.' });
const playerIdPattern = /^\d{1,18}$/;

/**
 * Staff endpoints of the players module under /api/admin (permissions checked by the back-office's
 * global staff guard). Player search, lock/unlock and the other staff actions join this file once the
 * module has their queries and commands.
 */
@ApiTags('admin: players')
@Controller('api/admin')
export class PlayersStaffController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  @Get('players/:id')
  @RequirePermission('players.read')
  @ApiOperation({ summary: 'One player by id (remote_id): profile with verification states, balances and extra phones.' })
  async player(@Param('id') id: string): Promise<StaffPlayerView> {
    if (!playerIdPattern.test(id)) throw playerNotFound();
    const profile = await this.queries.execute(new GetProfileQuery(id));
    if (!profile) throw playerNotFound();
    return { profile, other_phones: await this.queries.execute(new ListOtherPhonesQuery(id)) };
  }

  @Post('players/:id/password-reset')
  @HttpCode(200)
  @RequirePermission('players.password_reset')
  @ApiOperation({ summary: 'Send the player a password-reset code to their own verified e-mail or phone (not again within 300 s).' })
  async sendPasswordReset(
    @Param('id') id: string,
    @Body() body: StaffPasswordResetDto,
    @Req() req: Request,
    @Audit() audit: AuditContext,
  ): Promise<{ message: string }> {
    if (!playerIdPattern.test(id)) throw playerNotFound();
    const profile = await this.queries.execute(new GetProfileQuery(id));
    if (!profile) throw playerNotFound();
    const verified = body.channel === 'email' ? profile.email_verified_at !== null && profile.email !== '' : profile.session_id === 1;
    if (!verified) {
      const message = body.channel === 'email' ? "The player's e-mail is not verified." : "The player's phone is not verified.";
      throw new BadRequestException({ message, errors: { channel: [message] } });
    }
    const address = body.channel === 'email' ? { email: profile.email } : { phone: profile.phone };
    await this.commands.execute(
      new RequestPasswordResetCommand(
        { type: body.channel, username: profile.username, ...address },
        { ...(req.ip ? { ip: req.ip } : {}), ...(req.header('accept-language') ? { acceptLanguage: req.header('accept-language')! } : {}) },
      ),
    );
    await this.audit.record(audit, {
      action: 'player.password_reset_code_sent',
      targetKind: 'player',
      targetId: id,
      after: { channel: body.channel, recipient: body.channel === 'email' ? profile.email : profile.phone },
    });
    return { message: 'A reset code is on its way, unless one was sent in the last 5 minutes (see the Outbox).' };
  }

  @Get('outbox')
  @RequirePermission('outbox.read')
  @ApiOperation({ summary: 'Every e-mail and SMS sent or queued for players, newest first (the demo has no gateway: all land here).' })
  outbox(@Query() query: ListOutboxDto): Promise<OutboxPage> {
    return this.queries.execute(
      new ListOutboxQuery({
        ...(query.channel ? { channel: query.channel } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.recipient ? { recipient: query.recipient } : {}),
        ...(query.player_id ? { playerId: query.player_id } : {}),
        page: query.page ?? 1,
        perPage: query.per_page ?? 25,
      }),
    );
  }
}
