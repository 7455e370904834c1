import type { ExchangeLiabilityAnswer, ExchangeStaffBetsAnswer } from '@khela/contracts';
import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/clock/clock.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { RequirePermission } from '../../backoffice/index.js';
import { ExchangeRecords } from '../queries/exchange-records/exchange-records.js';
import { HouseLiability } from '../queries/house-liability/house-liability.js';
import { staffBetsMessages } from '../exchange-risk-messages.js';
import { LiabilityQuery, StaffBetsQuery } from './dto/exchange-staff-bets.dto.js';

const dayMs = 86_400_000;
const dhakaOffsetMs = 6 * 3_600_000;

/**
 * Exchange risk views for traders, risk and admins (`exchange.view`, issue 18): players' bets searched by
 * player, event, market, status and Dhaka days, and the house's liability on markets not settled yet.
 */
@ApiTags('admin: exchange')
@Controller('api/admin/exchange')
export class ExchangeRiskStaffController {
  constructor(
    @Inject(ExchangeRecords) private readonly records: ExchangeRecords,
    @Inject(HouseLiability) private readonly liability: HouseLiability,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get('bets')
  @ApiAnswer('ExchangeStaffBetsAnswer')
  @RequirePermission('exchange.view')
  @ApiOperation({
    summary:
      'Players’ exchange bets (match odds, bookmaker, fancy) placed between two Dhaka days (inclusive; default today, 31 days at most), ' +
      'by player, event, market and status (open, settled, won, lost, void); newest first, 500 at most.',
  })
  async bets(@Query() query: StaffBetsQuery): Promise<ExchangeStaffBetsAnswer> {
    const today = new Date(this.clock.now().getTime() + dhakaOffsetMs).toISOString().slice(0, 10);
    const from = new Date(`${query.from ?? today}T00:00:00+06:00`);
    const to = new Date(new Date(`${query.to ?? query.from ?? today}T00:00:00+06:00`).getTime() + dayMs);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new BadRequestException({ message: staffBetsMessages.day });
    if (to <= from || to.getTime() - from.getTime() > 31 * dayMs) throw new BadRequestException({ message: staffBetsMessages.range });
    const status = query.status;
    const found = await this.records.search({
      from,
      to,
      playerId: query.player_id,
      eventId: query.event_id,
      marketId: query.market_id,
      settled: status === undefined ? undefined : status !== 'open',
    });
    const wanted = status === 'won' ? 'WON' : status === 'lost' ? 'LOST' : status === 'void' ? 'VOID' : undefined;
    const bets = wanted ? found.filter((b) => b.status === wanted) : found;
    return { bets, truncated: found.length >= 500 };
  }

  @Get('liability')
  @ApiAnswer('ExchangeLiabilityAnswer')
  @RequirePermission('exchange.view')
  @ApiOperation({
    summary:
      'The house’s liability on markets not settled yet (all, or one event’s): per market its result per outcome (a runner winning, ' +
      'a fancy line ending on each run count) and its worst case, the largest first; per event the sum of its markets’ worst cases.',
  })
  liabilityOf(@Query() query: LiabilityQuery): Promise<ExchangeLiabilityAnswer> {
    return this.liability.of(query.event_id);
  }
}
