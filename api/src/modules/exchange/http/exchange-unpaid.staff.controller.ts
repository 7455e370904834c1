import type { ExchangeShortfallCollectAnswer, ExchangeUnpaidResettlement, ExchangeUnpaidResettlementList } from '@khela/contracts';
import { formatMoney } from '@khela/contracts';
import { Controller, Get, HttpCode, HttpException, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { IdempotentMoneyMove } from '../../payments/index.js';
import { CollectShortfall } from '../commands/collect-shortfall/collect-shortfall.js';
import { unpaidMessages } from '../exchange-unpaid-messages.js';
import { UnpaidResettlementsRepository, type UnpaidResettlement } from '../persistence/unpaid-resettlements.repository.js';
import { UnpaidResettlementParams, UnpaidResettlementsQuery } from './dto/exchange-unpaid.dto.js';

export const unpaidView = (r: UnpaidResettlement): ExchangeUnpaidResettlement => ({
  id: r.id,
  playerId: r.playerId,
  marketId: r.marketId,
  eventId: r.eventId,
  version: r.version,
  currency: r.currency,
  owed: formatMoney(r.owed),
  recovered: formatMoney(r.recovered),
  recoveredAuto: formatMoney(r.recoveredAuto),
  outstanding: formatMoney(r.owed - r.recovered),
  createdAt: r.createdAt.toISOString(),
  clearedAt: r.clearedAt?.toISOString() ?? null,
});

/**
 * Unpaid resettlements (issue 18): what players owe because a corrected exchange result took back winnings their
 * main no longer held. Finance, risk and admins see them (`payments.read`: money owed is a payments matter, not a
 * trader's); finance and admins collect from the player's main balance (`wallet.adjust`, audited).
 */
@ApiTags('admin: exchange')
@Controller('api/admin/exchange/unpaid-resettlements')
export class ExchangeUnpaidStaffController {
  constructor(
    @Inject(UnpaidResettlementsRepository) private readonly unpaid: UnpaidResettlementsRepository,
    @Inject(CollectShortfall) private readonly collector: CollectShortfall,
  ) {}

  @Get()
  @ApiAnswer('ExchangeUnpaidResettlementList')
  @RequirePermission('payments.read')
  @ApiOperation({
    summary:
      'Resettlements a player’s main could not pay in full (open, cleared or all; newest first, 500 listed), with what is still owed per currency.',
  })
  async list(@Query() query: UnpaidResettlementsQuery): Promise<ExchangeUnpaidResettlementList> {
    const { items, total, outstanding } = await this.unpaid.list(query.status ?? 'open');
    return {
      items: items.map(unpaidView),
      outstanding: Object.fromEntries([...outstanding].map(([currency, left]) => [currency, formatMoney(left)])),
      total,
    };
  }

  @Post(':id/collect')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('ExchangeShortfallCollectAnswer', {
    errors: { 404: 'No such unpaid resettlement.', 409: 'Already paid in full, nothing in main, or the balance moved meanwhile.' },
  })
  @RequirePermission('wallet.adjust')
  @IdempotentMoneyMove()
  @ApiOperation({
    summary:
      'Collects from the player’s main balance what it holds now, up to what is still owed (main -> the exchange’s receivable, audited); cleared when all is recovered.',
  })
  async collect(@Param() params: UnpaidResettlementParams, @Audit() audit: AuditContext): Promise<ExchangeShortfallCollectAnswer> {
    const outcome = await this.collector.execute(params.id, audit);
    if (!outcome.ok) throw new HttpException({ message: outcome.message }, outcome.status);
    const item = unpaidView(outcome.item);
    return {
      message: unpaidMessages.collected(formatMoney(outcome.collected), item.outstanding),
      collected: formatMoney(outcome.collected),
      item,
    };
  }
}
