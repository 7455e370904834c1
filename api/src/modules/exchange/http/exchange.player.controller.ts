import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { sportsEventLists, type SportsEventList, type SportsEventsAnswer } from '@khela/contracts';
import type { Request, Response } from 'express';
import { ApiAnswer, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { badListMessage, eventNotFound, marketNotFound } from '../exchange-messages.js';
import { ListSportsEvents } from '../queries/list-sports-events/list-sports-events.js';
import { ExchangeSnapshots } from '../store/exchange-snapshots.js';
import { EventIdParams, MarketIdParams, SportParams } from './dto/exchange-params.dto.js';
import { sendSnapshot } from './send-snapshot.js';

/**
 * The exchange's public reads (spec 7): sports events, match odds, event detail. Anyone may call them
 * (guests browse the exchange); all are answered from memory, the polled ones with an ETag (304 when
 * unchanged). `?list` is read alone so a client's cache-buster parameters do not make the call fail.
 */
@ApiTags('exchange')
@Controller('api')
export class ExchangePlayerController {
  constructor(
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ListSportsEvents) private readonly lists: ListSportsEvents,
  ) {}

  @Get('sports-events/:sport')
  @ApiAnswer('SportsEventsAnswer')
  @ApiOperation({ summary: "A sport's events for a tab of /exchange-inplay: in play (default), today, tomorrow, or results." })
  @ApiQuery({ name: 'list', required: false, enum: sportsEventLists })
  sportsEvents(@Param() params: SportParams, @Query('list') list?: unknown): SportsEventsAnswer {
    const chosen = list === undefined || list === '' ? 'inplay' : sportsEventLists.find((l) => l === list);
    if (!chosen) throw new BadRequestException({ message: badListMessage, errors: { list: [badListMessage] } });
    return { events: this.lists.list(params.sport, chosen as SportsEventList) };
  }

  @Get('match-odds/:marketId')
  @ApiAnswer(arrayOf('MatchOddsMarket'), { errors: { 404: 'No such market.' } })
  @ApiOperation({ summary: 'A match odds market as a one-item array (spec: first item used); ETag, 304 when unchanged.' })
  matchOdds(@Param() params: MarketIdParams, @Req() req: Request, @Res() res: Response): void {
    const served = this.snapshots.marketBody(params.marketId);
    if (!served) throw new NotFoundException({ message: marketNotFound });
    sendSnapshot(req, res, served);
  }

  @Get('event/:eventId')
  @ApiAnswer('EventDetailAnswer', { errors: { 404: 'No such event.' } })
  @ApiOperation({
    summary: 'Event detail as data.items[eventId] with fancy2 and bookmaker (polled every 300 ms); ETag, 304 when unchanged.',
  })
  event(@Param() params: EventIdParams, @Req() req: Request, @Res() res: Response): void {
    const served = this.snapshots.eventBody(params.eventId);
    if (!served) throw new NotFoundException({ message: eventNotFound });
    sendSnapshot(req, res, served);
  }
}
