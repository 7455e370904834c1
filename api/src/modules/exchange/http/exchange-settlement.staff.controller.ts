import type { ExchangeSettlementAnswer, ExchangeSettlementReport, ExchangeSettlementView } from '@khela/contracts';
import { BadRequestException, Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/clock/clock.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { CorrectResult } from '../commands/correct-result/correct-result.js';
import type { MarketOutcome } from '../domain/settlement/settle-market.js';
import { settlementMessages } from '../exchange-settlement-messages.js';
import { MarketSettlement } from '../queries/market-settlement/market-settlement.js';
import { SettlementReport } from '../queries/market-settlement/settlement-report.js';
import { SettleMarketBody, SettlementMarketParams, SettlementReportQuery } from './dto/exchange-settlement.dto.js';

/**
 * Traders' settlement of exchange markets (issue 18): how a market ended, what settling it moved per player,
 * the house's result and commission (`exchange.view`); a corrected result or a void (`exchange.trade`,
 * audited), settled by the settle job as the difference from what was settled before. Answers the market's
 * settlement view as it stands when the correction is recorded (the job settles it within moments).
 */
@ApiTags('admin: exchange')
@Controller('api/admin/exchange')
export class ExchangeSettlementStaffController {
  constructor(
    @Inject(MarketSettlement) private readonly settlement: MarketSettlement,
    @Inject(CorrectResult) private readonly correct: CorrectResult,
    @Inject(SettlementReport) private readonly report: SettlementReport,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get('settlements')
  @ApiAnswer('ExchangeSettlementReport')
  @RequirePermission('exchange.view')
  @ApiOperation({
    summary:
      'Commission and house result report: markets settled between two Dhaka days (inclusive; default today), newest first (500 listed), with totals.',
  })
  settlements(@Query() query: SettlementReportQuery): Promise<ExchangeSettlementReport> {
    const today = new Date(this.clock.now().getTime() + 6 * 3_600_000).toISOString().slice(0, 10); // Dhaka (UTC+6)
    const from = new Date(`${query.from ?? today}T00:00:00+06:00`);
    const to = new Date(new Date(`${query.to ?? query.from ?? today}T00:00:00+06:00`).getTime() + 86_400_000);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from)
      throw new BadRequestException({ message: 'from and to must be days such as 2026-11-26' });
    return this.report.between(from, to);
  }

  @Get('markets/:marketId/settlement')
  @ApiAnswer('ExchangeSettlementView', { errors: { 404: 'The market has no result yet.' } })
  @RequirePermission('exchange.view')
  @ApiOperation({
    summary:
      "A market's result (version, source, reason), whether and when it was settled, the house's result, commission and every player's P&L.",
  })
  async view(@Param() params: SettlementMarketParams): Promise<ExchangeSettlementView> {
    const view = await this.settlement.view(params.marketId);
    if (!view) throw new NotFoundException({ message: settlementMessages.noResult });
    return view;
  }

  @Post('markets/:marketId/settlement')
  @HttpCode(200)
  @ApiAnswer('ExchangeSettlementAnswer', {
    errors: { 409: 'No result yet, the same result, or a winner not among the market’s runners.' },
  })
  @RequirePermission('exchange.trade')
  @ApiOperation({
    summary:
      "Corrects a market's result (winners; several share a dead heat) or voids it (every stake back): a new result version, audited; " +
      'the settle job moves only the difference from what was settled.',
  })
  async resettle(
    @Param() params: SettlementMarketParams,
    @Body() body: SettleMarketBody,
    @Audit() audit: AuditContext,
  ): Promise<ExchangeSettlementAnswer> {
    const winners = [...new Set(body.winner_selection_ids ?? [])];
    if ((body.outcome === 'void') !== (winners.length === 0))
      throw new BadRequestException({ message: settlementMessages.winnersWithVoid });
    const outcome: MarketOutcome = body.outcome === 'void' ? { kind: 'void' } : { kind: 'winners', winners };
    await this.correct.execute(params.marketId, outcome, body.reason, audit);
    return { message: settlementMessages.resettling, ...(await this.settlement.view(params.marketId))! };
  }
}
