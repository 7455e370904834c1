import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ExchangeMarketPersistenceView } from '@khela/contracts';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import type { MarketPersistence } from '../../domain/orders/order-book.js';
import { eventNotFound } from '../../exchange-messages.js';
import { exchangeTraderMessages } from '../../exchange-trader-messages.js';
import { MarketPersistenceRepository, type StoredPersistence } from '../../persistence/market-persistence.repository.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { LapseOrders } from '../lapse-orders/lapse-orders.js';

export const persistenceView = (marketId: string, p: StoredPersistence): ExchangeMarketPersistenceView => ({
  marketId,
  onSuspend: p.onSuspend,
  onInplay: p.onInplay,
  set: p.set,
  updatedAt: p.updatedAt?.toISOString() ?? null,
});

/**
 * A trader sets a match odds market's order persistence (keep or lapse unmatched orders on suspend and on
 * in-play). Stored and audited (before / after) in one transaction under the market's lock, so a lapse running
 * at the same time sees either the old rule or the new one, whole. A rule turned to "lapse" while the market is
 * already suspended or in play applies at once (LapseOrders.catchUp), as it would have had it been set before.
 */
@Injectable()
export class SetMarketPersistence {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(MarketPersistenceRepository) private readonly repository: MarketPersistenceRepository,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(LapseOrders) private readonly lapses: LapseOrders,
  ) {}

  /** The market of the event (404 when the event is unknown or the market is not its match odds market). */
  marketOf(eventId: string, marketId: string): void {
    const event = this.snapshots.event(eventId);
    if (!event) throw new NotFoundException({ message: eventNotFound });
    if (event.matchOddsMarketId !== marketId || !this.snapshots.market(marketId))
      throw new NotFoundException({ message: exchangeTraderMessages.marketNotFound });
  }

  async read(eventId: string, marketId: string): Promise<ExchangeMarketPersistenceView> {
    this.marketOf(eventId, marketId);
    return persistenceView(marketId, await this.repository.get(marketId));
  }

  async execute(eventId: string, marketId: string, rule: MarketPersistence, audit: AuditContext): Promise<ExchangeMarketPersistenceView> {
    this.marketOf(eventId, marketId);
    if (this.snapshots.market(marketId)!.status === 'CLOSED') throw new ConflictException({ message: exchangeTraderMessages.marketClosed });
    const name = this.snapshots.event(eventId)!.name;
    await this.write.run(audit, async (db) => {
      await this.book.lockMarket(db, marketId);
      const before = await this.repository.get(marketId, db);
      await this.repository.save(marketId, eventId, rule, audit.actorId, db);
      return {
        result: undefined,
        entry: {
          action: 'exchange.persistence_set',
          targetKind: 'exchange_market',
          targetId: marketId,
          before: { event: name, onSuspend: before.onSuspend, onInplay: before.onInplay },
          after: { event: name, onSuspend: rule.onSuspend, onInplay: rule.onInplay },
        },
      };
    });
    await this.lapses.catchUp([marketId]);
    return { ...persistenceView(marketId, await this.repository.get(marketId)), message: exchangeTraderMessages.persistenceSet };
  }
}
