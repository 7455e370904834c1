import { Body, Controller, Get, HttpException, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BroadcastListAnswer, BroadcastScheduledAnswer, BroadcastVipLevelsAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ListVipLevelsQuery } from '../../vip/index.js';
import { ScheduleBroadcast } from '../commands/schedule-broadcast/schedule-broadcast.js';
import { BroadcastsRepository } from '../persistence/broadcasts.repository.js';
import { ScheduleBroadcastBody } from './dto/broadcast.dto.js';

/** Staff broadcasts to players' inboxes (issue 20): content and admin staff (`inbox.broadcast`). */
@ApiTags('inbox (staff)')
@Controller('api/admin/inbox')
export class InboxStaffController {
  constructor(
    @Inject(ScheduleBroadcast) private readonly schedule: ScheduleBroadcast,
    @Inject(BroadcastsRepository) private readonly broadcasts: BroadcastsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('broadcasts')
  @RequirePermission('inbox.broadcast')
  @ApiAnswer('BroadcastListAnswer')
  @ApiOperation({ summary: 'The latest 50 broadcasts, newest first, with status, delivery and read counts.' })
  async list(): Promise<BroadcastListAnswer> {
    return { broadcasts: await this.broadcasts.list() };
  }

  @Get('broadcasts/vip-levels')
  @RequirePermission('inbox.broadcast')
  @ApiAnswer('BroadcastVipLevelsAnswer')
  @ApiOperation({ summary: 'The VIP levels a segment may name (code, English and Bangla names), lowest first.' })
  async vipLevels(): Promise<BroadcastVipLevelsAnswer> {
    // asked of the VIP module: its staff route is loyalty.manage (money terms), which broadcast staff lack
    return { levels: await this.queries.execute(new ListVipLevelsQuery()) };
  }

  @Post('broadcasts')
  @RequirePermission('inbox.broadcast')
  @ApiAnswer('BroadcastScheduledAnswer', { errors: { 404: 'No player has the username given.' } })
  @ApiOperation({
    summary:
      'Schedules a message (English and Bangla) to every player, a segment or one player, now or at a later time; audited. ' +
      'Sent once by a job even if it runs twice; players whose exclusion is in force are skipped unless named.',
  })
  async create(@Body() body: ScheduleBroadcastBody, @Audit() audit: AuditContext): Promise<BroadcastScheduledAnswer> {
    const outcome = await this.schedule.execute(body ?? {}, audit);
    if (!outcome.ok) throw new HttpException({ message: outcome.message }, outcome.status);
    return { message: outcome.message, id: outcome.id };
  }
}
