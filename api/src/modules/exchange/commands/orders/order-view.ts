import { formatMoney, type ExchangeOrderView } from '@khela/contracts';
import type { StoredOrder } from '../../persistence/order-book.repository.js';

/** An order as the player API shows it. */
export function orderView(order: StoredOrder): ExchangeOrderView {
  return {
    order_id: order.orderId,
    market_id: order.marketId,
    event_id: order.eventId,
    selection_id: order.selectionId,
    side: order.side,
    price: order.priceH / 100,
    stake: formatMoney(order.stake),
    matched: formatMoney(order.matched),
    remaining: formatMoney(order.remaining),
    // matched_value is the sum of stake x price-in-hundredths: the stake-weighted price, to two places
    avg_price: order.matched > 0n ? Number((order.matchedValue * 100n) / order.matched / 100n) / 100 : null,
    status: order.status,
    created_at: order.createdAt.toISOString(),
  };
}
