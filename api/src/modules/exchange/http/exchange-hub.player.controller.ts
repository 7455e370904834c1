import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { exchangeSports, type ExchangeHubAnswer } from '@khela/contracts';
import { Clock } from '../../../platform/clock/clock.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { PlayerAuthGuard } from '../../auth/index.js';
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
  ) {}

  @Get('exchange-hub')
  @ApiAnswer('ExchangeHubAnswer')
  @ApiOperation({ summary: 'Per sport (cricket, soccer, tennis): events in play and upcoming today and tomorrow.' })
  hub(): ExchangeHubAnswer {
    return { data: { sports: exchangeSports.map((sport) => this.lists.hub(sport)), serverTime: this.clock.now().toISOString() } };
  }
}
