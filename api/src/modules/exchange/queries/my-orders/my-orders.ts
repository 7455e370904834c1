import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type ExchangeMyOrdersAnswer } from '@khela/contracts';
import { outcomePositions } from '../../domain/orders/exposure.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { outcomesOf } from '../../commands/orders/exposure-holds.js';
import { orderView } from '../../commands/orders/order-view.js';

/** The caller's orders on one market (newest first, at most 500), what is held for it, and their position per runner. */
@Injectable()
export class MyOrders {
  constructor(
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
  ) {}

  async list(playerId: string, marketId: string): Promise<ExchangeMyOrdersAnswer> {
    const [orders, held, position] = await Promise.all([
      this.book.playerOrders(playerId, marketId),
      this.book.heldOf(playerId, marketId),
      this.book.position(undefined, playerId, marketId),
    ]);
    const runners = this.snapshots.market(marketId)?.runners.map((r) => r.selectionId);
    return {
      market_id: marketId,
      orders: orders.map(orderView),
      exposure: formatMoney(held),
      positions: outcomePositions(outcomesOf(runners), position.matched)
        .filter((p) => p.selectionId > 0)
        .map((p) => ({ selection_id: p.selectionId, pnl: formatSigned(p.pnl) })),
    };
  }
}

const formatSigned = (minor: bigint): string => (minor < 0n ? `-${formatMoney(-minor)}` : formatMoney(minor));
