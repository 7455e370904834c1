import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { formatMoney, type ExchangeOrderAnswer } from '@khela/contracts';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { EventOutbox, type EventMeta } from '../../../../platform/events/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { marketStream } from '../../events/exchange-events.js';
import { orderMessages } from '../../exchange-order-messages.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { ExposureHolds, outcomesOf } from '../orders/exposure-holds.js';
import { inMarketTransaction, OrderRefused } from '../orders/market-transaction.js';
import { orderView } from '../orders/order-view.js';
import type { OrderOutcome } from '../orders/place-under-veto.js';

/**
 * A player takes the unmatched rest of their order out of the book (any matched part stands); the exposure
 * it held is released in the same transaction. Another player's order is "not found": ids are not a way to
 * learn about other people's bets.
 */
@Injectable()
export class CancelOrder {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ExposureHolds) private readonly holds: ExposureHolds,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async cancel(playerId: string, orderId: string, requestId?: string): Promise<OrderOutcome<ExchangeOrderAnswer>> {
    const found = await this.book.byId(orderId);
    if (!found || found.playerId !== playerId) return { ok: false, status: 404, message: orderMessages.orderNotFound };
    const meta: EventMeta = { actor: { kind: 'player', id: playerId }, correlationId: orderId, requestId };
    try {
      const order = await inMarketTransaction(this.pool, this.book, found.marketId, async (tx) => {
        const [taken] = await this.book.takeOut(tx.client, [orderId], 'cancelled');
        if (!taken) throw new OrderRefused(409, orderMessages.nothingToCancel);
        await this.outbox.append(tx.client, [
          {
            type: 'exchange.order-cancelled',
            streamId: marketStream(found.marketId),
            data: { orderId, playerId, marketId: found.marketId, cancelled: taken.taken.toString() },
            meta,
          },
        ]);
        const runners = this.snapshots.market(found.marketId)?.runners.map((r) => r.selectionId);
        await this.holds.rehold(tx, playerId, found.marketId, outcomesOf(runners), meta);
        return (await this.book.byId(orderId, tx.client))!;
      });
      const [held, wallet] = await Promise.all([
        this.book.heldOf(playerId, order.marketId),
        this.queries.execute(new GetWalletQuery(playerId)),
      ]);
      return {
        ok: true,
        value: {
          order: orderView(order),
          exposure: formatMoney(held),
          balance: formatMoney(wallet?.balances.main ?? 0n),
          message: orderMessages.cancelled,
        },
      };
    } catch (error) {
      if (error instanceof OrderRefused) return { ok: false, status: error.status, message: error.message };
      throw error;
    }
  }
}
