import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { RequirePermission } from '../../backoffice/index.js';
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

/**
 * Staff endpoints of the players module under /api/admin (permissions checked by the back-office's
 * global staff guard). Player search, lock/unlock and the other staff actions join this file once the
 * module has their queries and commands.
 */
@ApiTags('admin: players')
@Controller('api/admin')
export class PlayersStaffController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

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
