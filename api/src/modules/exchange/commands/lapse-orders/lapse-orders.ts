import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { EventOutbox, type EventMeta } from '../../../../platform/events/index.js';
import { defaultPersistence, type MarketPersistence } from '../../domain/orders/order-book.js';
import { marketStream } from '../../events/exchange-events.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { ExposureHolds, outcomesOf } from '../orders/exposure-holds.js';
import { inMarketTransaction } from '../orders/market-transaction.js';

export type LapseReason = 'suspend' | 'inplay' | 'closed';

/**
 * Unmatched orders lapse when their market is suspended or turns in play (per the market's persistence,
 * Betfair's "persistence": today every market has the default, lapse on both) and when it closes; the
 * exposure they held is released in the same transaction. Watches the markets players see: every api
 * process sees the same changes and may try the same lapse, which is harmless (under the market's lock,
 * the second finds nothing resting). A change this process did not see (it was down) is caught by the
 * next one of that market, or at settlement.
 */
@Injectable()
export class LapseOrders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LapseOrders.name);
  private readonly seen = new Map<string, { status: string; inplay: boolean }>();
  private unsubscribe?: () => void;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ExposureHolds) private readonly holds: ExposureHolds,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.snapshots.subscribe(({ eventId, marketChanged }) => {
      if (!marketChanged) return;
      const detail = this.snapshots.event(eventId);
      const market = detail && this.snapshots.market(detail.matchOddsMarketId);
      if (!market) return;
      const before = this.seen.get(market.marketId);
      this.seen.set(market.marketId, { status: market.status, inplay: market.inplay });
      if (!before) return;
      const reason: LapseReason | null =
        market.status === 'CLOSED' && before.status !== 'CLOSED'
          ? 'closed'
          : market.status === 'SUSPENDED' && before.status !== 'SUSPENDED'
            ? 'suspend'
            : market.inplay && !before.inplay
              ? 'inplay'
              : null;
      if (reason && this.lapses(reason, defaultPersistence))
        this.lapse(market.marketId, reason).catch((error: Error) =>
          this.logger.warn(`lapsing ${market.marketId} failed: ${error.message}`),
        );
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private lapses(reason: LapseReason, persistence: MarketPersistence): boolean {
    if (reason === 'closed') return true;
    return (reason === 'suspend' ? persistence.onSuspend : persistence.onInplay) === 'lapse';
  }

  /** Lapses every unmatched order of the market; answers how many. */
  async lapse(marketId: string, reason: LapseReason): Promise<number> {
    const meta: EventMeta = { actor: { kind: 'system', id: 'exchange' }, correlationId: `lapse-${marketId}` };
    return inMarketTransaction(this.pool, this.book, marketId, async (tx) => {
      const resting = await this.book.resting(tx.client, marketId);
      if (resting.length === 0) return 0;
      const taken = await this.book.takeOut(
        tx.client,
        resting.map((o) => o.orderId),
        'lapsed',
      );
      await this.outbox.append(
        tx.client,
        taken.map((t) => ({
          type: 'exchange.order-lapsed' as const,
          streamId: marketStream(marketId),
          data: { orderId: t.orderId, playerId: t.playerId, marketId, lapsed: t.taken.toString(), reason },
          meta,
        })),
      );
      const runners = this.snapshots.market(marketId)?.runners.map((r) => r.selectionId);
      for (const playerId of [...new Set(taken.map((t) => t.playerId))].sort())
        await this.holds.rehold(tx, playerId, marketId, outcomesOf(runners), meta);
      return taken.length;
    });
  }
}
