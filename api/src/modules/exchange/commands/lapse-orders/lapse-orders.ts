import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { EventOutbox, type EventMeta } from '../../../../platform/events/index.js';
import type { MarketPersistence } from '../../domain/orders/order-book.js';
import { marketStream } from '../../events/exchange-events.js';
import { MarketPersistenceRepository } from '../../persistence/market-persistence.repository.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { ExposureHolds, outcomesOf } from '../orders/exposure-holds.js';
import { inMarketTransaction } from '../orders/market-transaction.js';

export type LapseReason = 'suspend' | 'inplay' | 'closed';

/**
 * Unmatched orders lapse when their market is suspended or turns in play (per the market's persistence,
 * Betfair's "persistence", set by traders per market; default lapse on both) and when it closes; the
 * exposure they held is released in the same transaction. "keep" leaves them in the book with their holds.
 * The rule is read under the market's lock, in the lapse's transaction. Watches the markets players see:
 * every api process sees the same changes and may try the same lapse, which is harmless (under the market's
 * lock, the second finds nothing resting).
 *
 * A lapse missed while no api process ran: once the feed's first report is in (the first change this process
 * sees), `catchUp` looks at every market with unmatched orders and lapses what should have lapsed: every order
 * of a closed market, of a suspended one (lapse on suspend; no order is taken while suspended, so all rested
 * from before), and of an in-play one the orders placed before the event's start (lapse on in-play).
 */
@Injectable()
export class LapseOrders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LapseOrders.name);
  private readonly seen = new Map<string, { status: string; inplay: boolean }>();
  private unsubscribe?: () => void;
  private caughtUp = false;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ExposureHolds) private readonly holds: ExposureHolds,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(MarketPersistenceRepository) private readonly persistence: MarketPersistenceRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.snapshots.subscribe(({ eventId, marketChanged }) => {
      if (!this.caughtUp) {
        // the feed's first report: once it is all applied, lapse what was missed while no api process ran
        this.caughtUp = true;
        setImmediate(() => {
          this.catchUp().catch((error: Error) => this.logger.warn(`catching up on lapses failed: ${error.message}`));
        });
      }
      if (!marketChanged) return;
      const detail = this.snapshots.event(eventId);
      const market = detail && this.snapshots.market(detail.matchOddsMarketId);
      if (!market) return;
      const before = this.seen.get(market.marketId);
      this.seen.set(market.marketId, { status: market.status, inplay: market.inplay });
      if (!before) return;
      const reasons: LapseReason[] =
        market.status === 'CLOSED'
          ? before.status === 'CLOSED'
            ? []
            : ['closed']
          : [
              ...(market.status === 'SUSPENDED' && before.status !== 'SUSPENDED' ? (['suspend'] as const) : []),
              ...(market.inplay && !before.inplay ? (['inplay'] as const) : []),
            ];
      if (reasons.length > 0)
        (async () => {
          for (const reason of reasons) await this.lapse(market.marketId, reason);
        })().catch((error: Error) => this.logger.warn(`lapsing ${market.marketId} failed: ${error.message}`));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private lapses(reason: LapseReason, persistence: MarketPersistence): boolean {
    if (reason === 'closed') return true;
    return (reason === 'suspend' ? persistence.onSuspend : persistence.onInplay) === 'lapse';
  }

  /**
   * Lapses what should lapse, now, of the given markets (default: every market with unmatched orders) as they
   * stand in memory; answers how many orders lapsed. Markets not in memory are left to settlement.
   */
  async catchUp(marketIds?: readonly string[]): Promise<number> {
    const { rows } = await this.pool.query<{ market_id: string; event_id: string }>(
      `SELECT DISTINCT market_id, event_id FROM exchange_orders WHERE remaining > 0 AND ($1::text[] IS NULL OR market_id = ANY($1::text[]))`,
      [marketIds ?? null],
    );
    let lapsed = 0;
    for (const { market_id: marketId, event_id: eventId } of rows) {
      const market = this.snapshots.market(marketId);
      if (!market) continue;
      if (market.status === 'CLOSED') lapsed += await this.lapse(marketId, 'closed');
      else {
        if (market.status === 'SUSPENDED') lapsed += await this.lapse(marketId, 'suspend');
        if (market.inplay) {
          const event = this.snapshots.event(eventId);
          if (event) lapsed += await this.lapse(marketId, 'inplay', new Date(event.openDate));
        }
      }
    }
    if (lapsed > 0) this.logger.log(`caught up: ${lapsed} unmatched orders lapsed that should have lapsed already`);
    return lapsed;
  }

  /**
   * Lapses the unmatched orders of the market (those placed before `placedBefore` when given) unless the market's
   * persistence keeps them on this reason; answers how many.
   */
  async lapse(marketId: string, reason: LapseReason, placedBefore?: Date): Promise<number> {
    const meta: EventMeta = { actor: { kind: 'system', id: 'exchange' }, correlationId: `lapse-${marketId}` };
    return inMarketTransaction(this.pool, this.book, marketId, async (tx) => {
      if (!this.lapses(reason, await this.persistence.get(marketId, tx.client))) return 0;
      const resting = await this.book.restingOrders(tx.client, marketId, placedBefore);
      if (resting.length === 0) return 0;
      const taken = await this.book.takeOut(tx.client, resting, 'lapsed');
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
