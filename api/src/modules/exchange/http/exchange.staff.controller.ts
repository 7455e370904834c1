import type {
  ExchangeMarketPersistenceView,
  ExchangeTraderChangeAnswer,
  ExchangeTraderEventList,
  ExchangeTraderEventView,
} from '@khela/contracts';
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { SetMarketPersistence } from '../commands/set-persistence/set-persistence.js';
import { TradeEvent } from '../commands/trade-event/trade-event.js';
import type { TraderChange } from '../domain/trader-overrides.js';
import { eventNotFound } from '../exchange-messages.js';
import { TraderEvents } from '../queries/trader-events/trader-events.js';
import { EventIdParams } from './dto/exchange-params.dto.js';
import {
  EventMarketParams,
  FancyIdParams,
  MarketActionParams,
  MarketPersistenceBody,
  PriceBookmakerBody,
  PriceFancyBody,
  SetResultBody,
  TraderEventsQuery,
} from './dto/exchange-trader.dto.js';

const changeErrors = {
  404: 'No such event, market or fancy line (in this event).',
  409: 'The change makes no sense now: the event or market is closed, already suspended, not suspended by a trader, a runner unknown...',
};

/**
 * The exchange's traders (issue 17, back-office): events and markets as players see them, with feed health
 * (`exchange.view`), and changes over the feed (`exchange.trade`): suspend / resume / close a market, set a
 * result, bookmaker and fancy prices and limits. Each change is audited with its before and after and is
 * pushed to players at once. No change moves money (bets are part 2), so none asks for an Idempotency-Key:
 * a repeated change is refused (already suspended, closed) or sets the same prices again.
 */
@ApiTags('admin: exchange')
@Controller('api/admin/exchange')
export class ExchangeStaffController {
  constructor(
    @Inject(TraderEvents) private readonly events: TraderEvents,
    @Inject(TradeEvent) private readonly trade: TradeEvent,
    @Inject(SetMarketPersistence) private readonly persistence: SetMarketPersistence,
  ) {}

  @Get('events/:eventId/markets/:marketId/persistence')
  @ApiAnswer('ExchangeMarketPersistenceView', { errors: { 404: 'No such event, or not its match odds market.' } })
  @RequirePermission('exchange.view')
  @ApiOperation({ summary: "The match odds market's order persistence: keep or lapse unmatched orders on suspend and on in-play." })
  readPersistence(@Param() params: EventMarketParams): Promise<ExchangeMarketPersistenceView> {
    return this.persistence.read(params.eventId, params.marketId);
  }

  @Put('events/:eventId/markets/:marketId/persistence')
  @ApiAnswer('ExchangeMarketPersistenceView', {
    errors: { 404: 'No such event, or not its match odds market.', 409: 'The market is closed.' },
  })
  @RequirePermission('exchange.trade')
  @ApiOperation({
    summary:
      "Sets the match odds market's order persistence (keep or lapse unmatched orders on suspend and on in-play); audited. " +
      'A rule turned to lapse while the market is already suspended or in play applies at once.',
  })
  async setPersistence(
    @Param() params: EventMarketParams,
    @Body() body: MarketPersistenceBody,
    @Audit() audit: AuditContext,
  ): Promise<ExchangeMarketPersistenceView> {
    return this.persistence.execute(params.eventId, params.marketId, { onSuspend: body.onSuspend, onInplay: body.onInplay }, audit);
  }

  @Get('events')
  @ApiAnswer('ExchangeTraderEventList')
  @RequirePermission('exchange.view')
  @ApiOperation({
    summary:
      'Events by name, competition or id, sport and status (in play first, then soonest; 200 at most), each with its match odds ' +
      'status, feed health (ms since the feed last reported it) and whether a trader changed it.',
  })
  list(@Query() query: TraderEventsQuery): ExchangeTraderEventList {
    return this.events.list(query);
  }

  @Get('events/:eventId')
  @ApiAnswer('ExchangeTraderEventView', { errors: { 404: 'No such event.' } })
  @RequirePermission('exchange.view')
  @ApiOperation({ summary: 'An event as players see it (match odds, bookmaker, fancy), its feed health and what traders changed.' })
  view(@Param() params: EventIdParams): ExchangeTraderEventView {
    return this.read(params.eventId);
  }

  @Post('events/:eventId/markets/:marketId/:action')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('ExchangeTraderChangeAnswer', { errors: changeErrors })
  @RequirePermission('exchange.trade')
  @ApiOperation({
    summary:
      'Suspends, resumes (lifts a trader suspension only) or closes (final) the match odds or bookmaker market of the event; audited.',
  })
  async market(@Param() params: MarketActionParams, @Audit() audit: AuditContext): Promise<ExchangeTraderChangeAnswer> {
    const change: TraderChange = { kind: params.action, marketId: params.marketId };
    return this.change(params.eventId, change, audit);
  }

  @Post('events/:eventId/result')
  @HttpCode(200)
  @ApiAnswer('ExchangeTraderChangeAnswer', { errors: changeErrors })
  @RequirePermission('exchange.trade')
  @ApiOperation({ summary: "Sets the event's result (the match odds winner): the event closes, the result is kept; audited." })
  async result(
    @Param() params: EventIdParams,
    @Body() body: SetResultBody,
    @Audit() audit: AuditContext,
  ): Promise<ExchangeTraderChangeAnswer> {
    return this.change(params.eventId, { kind: 'result', winnerSelectionId: body.winnerSelectionId }, audit);
  }

  @Put('events/:eventId/bookmaker/:marketId')
  @ApiAnswer('ExchangeTraderChangeAnswer', { errors: changeErrors })
  @RequirePermission('exchange.trade')
  @ApiOperation({ summary: "Sets a bookmaker market's prices (per 100, each runner) and stake limits over the feed's; audited." })
  async bookmaker(
    @Param() params: EventMarketParams,
    @Body() body: PriceBookmakerBody,
    @Audit() audit: AuditContext,
  ): Promise<ExchangeTraderChangeAnswer> {
    const runners = body.runners.map(({ selectionId, backPrice, layPrice }) => ({ selectionId, backPrice, layPrice }));
    return this.change(params.eventId, { kind: 'bookmaker', marketId: params.marketId, ...body, runners }, audit);
  }

  @Put('events/:eventId/fancy/:fancyId')
  @ApiAnswer('ExchangeTraderChangeAnswer', { errors: changeErrors })
  @RequirePermission('exchange.trade')
  @ApiOperation({ summary: "Sets a fancy line's No / Yes, their rates and stake limits over the feed's; audited." })
  async fancy(
    @Param() params: FancyIdParams,
    @Body() body: PriceFancyBody,
    @Audit() audit: AuditContext,
  ): Promise<ExchangeTraderChangeAnswer> {
    return this.change(params.eventId, { kind: 'fancy', fancyId: params.fancyId, ...body }, audit);
  }

  private async change(eventId: string, change: TraderChange, audit: AuditContext): Promise<ExchangeTraderChangeAnswer> {
    const { message } = await this.trade.execute(eventId, change, audit);
    return { message, ...this.read(eventId) };
  }

  private read(eventId: string): ExchangeTraderEventView {
    const view = this.events.view(eventId);
    if (!view) throw new NotFoundException({ message: eventNotFound });
    return view;
  }
}
