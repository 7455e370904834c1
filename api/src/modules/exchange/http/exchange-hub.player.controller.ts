import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { exchangeSports, type ExchangeHubAnswer } from '@khela/contracts';
import { Clock } from '../../../platform/clock/clock.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { dhakaRange, ExchangeRecords } from '../queries/exchange-records/exchange-records.js';
import { ExchangeHubQuery } from './dto/exchange-hub.dto.js';
import { ListSportsEvents } from '../queries/list-sports-events/list-sports-events.js';

/** Spec 7 `/api/exchange-hub` (bearer): the exchange home's live and upcoming events per sport, from memory. */
@ApiTags('exchange')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api')
export class ExchangeHubPlayerController {
  constructor(
    @Inject(ListSportsEvents) private readonly lists: ListSportsEvents,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ExchangeRecords) private readonly records: ExchangeRecords,
  ) {}

  @Get('exchange-hub')
  @ApiAnswer('ExchangeHubAnswer')
  @ApiOperation({
    summary:
      "Per sport (cricket, soccer, tennis): events in play and upcoming today and tomorrow (from memory); with ?records=today|yesterday|last7 also the caller's exchange bets of those Dhaka days (spec 3 Exchange record).",
  })
  async hub(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: ExchangeHubQuery): Promise<ExchangeHubAnswer> {
    const now = this.clock.now();
    const data: ExchangeHubAnswer['data'] = { sports: exchangeSports.map((sport) => this.lists.hub(sport)), serverTime: now.toISOString() };
    if (query.records) {
      const { from, to } = dhakaRange(query.records, now.getTime());
      data.records = await this.records.list(subject.id, from, to);
    }
    return { data };
  }
}
