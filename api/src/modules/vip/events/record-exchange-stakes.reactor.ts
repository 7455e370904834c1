import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { stakePointsMilli } from '../domain/vip-accrual.js';
import { exchangeTransactionId, layLiabilityMinor } from '../domain/exchange-turnover.js';
import { VipPointsRepository } from '../persistence/vip-points.repository.js';

type ExchangeEvent = 'exchange.order-matched' | 'exchange.fancy-bet-placed' | 'exchange.market-resulted';

/**
 * Exchange bets earn VIP points (issue 21) at the `exchange` category's rate: a fill's back side on its matched
 * stake, its lay side on its liability, a fancy bet on its stake (the house market maker's side earns nothing),
 * recorded as stake entries through the relay's transaction (once per event) for the hourly roll-up. A market
 * resulted void takes its entries' points back as rollback entries (once: the entries' unique key). A later
 * correction of a void into winners does not give them back again.
 */
@Injectable()
export class RecordExchangeStakesReactor {
  constructor(@Inject(VipPointsRepository) private readonly points: VipPointsRepository) {}

  @OnEvent(['exchange.order-matched', 'exchange.fancy-bet-placed', 'exchange.market-resulted'], { name: 'vip.record-exchange-stakes' })
  async record(event: DeliveredEvent<ExchangeEvent>, context: ReactorContext): Promise<void> {
    if (event.type === 'exchange.market-resulted') {
      const data = event.data as DeliveredEvent<'exchange.market-resulted'>['data'];
      if (data.outcome === 'void') await this.points.rollBackMarket(context.db, `${data.marketId}:`, event.id, event.occurredAt);
      return;
    }
    const rates = await this.points.accrualRates(context.db);
    const sides: { playerId: string; side: 'back' | 'lay' | 'fancy'; amountMinor: bigint; marketId: string }[] = [];
    if (event.type === 'exchange.order-matched') {
      const fill = event.data as DeliveredEvent<'exchange.order-matched'>['data'];
      const stake = BigInt(fill.stake);
      if (fill.backPlayerId) sides.push({ playerId: fill.backPlayerId, side: 'back', amountMinor: stake, marketId: fill.marketId });
      if (fill.layPlayerId)
        sides.push({
          playerId: fill.layPlayerId,
          side: 'lay',
          amountMinor: layLiabilityMinor(stake, fill.priceH),
          marketId: fill.marketId,
        });
    } else {
      const bet = event.data as DeliveredEvent<'exchange.fancy-bet-placed'>['data'];
      sides.push({ playerId: bet.playerId, side: 'fancy', amountMinor: BigInt(bet.stake), marketId: bet.marketId });
    }
    for (const s of sides)
      await this.points.recordEntry(context.db, {
        ledgerEventId: `${event.id}:${s.side}`,
        playerId: s.playerId,
        kind: 'stake',
        provider: 'exchange',
        transactionId: exchangeTransactionId(s.marketId, event.id, s.side),
        category: 'exchange',
        amountMinor: s.amountMinor,
        pointsMilli: stakePointsMilli(s.amountMinor, 'exchange', rates),
        occurredAt: event.occurredAt,
      });
  }
}
