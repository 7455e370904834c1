import type { Fill, IncomingOrder, OrderSide, RestingOrder } from './order-types.js';

/**
 * One selection's order book, pure and immutable. Resting backs wait for a layer, resting lays for a
 * backer. Priority is price, then time: backs lowest price first (a layer taking them pays the least),
 * lays highest price first (a backer taking them gets the most), equal prices by `seq`. The book is never
 * crossed: every resting back is priced above every resting lay, because an order that could match does
 * so before its remainder rests.
 */
export interface SelectionBook {
  selectionId: number;
  /** Resting back orders, lowest price first, then oldest. */
  backs: readonly RestingOrder[];
  /** Resting lay orders, highest price first, then oldest. */
  lays: readonly RestingOrder[];
}

export const emptyBook = (selectionId: number): SelectionBook => ({ selectionId, backs: [], lays: [] });

/**
 * How much of a wanted fill a maker may give (the house market maker's risk limit). Answers at most
 * `wanted`; less means the maker's order cannot be honoured beyond that and leaves the book.
 */
export type FillCap = (maker: RestingOrder, priceH: number, wanted: bigint, fillsSoFar: readonly Fill[]) => bigint;

export interface Placement {
  book: SelectionBook;
  fills: Fill[];
  /** The unmatched remainder now resting, or null when fully matched. */
  rested: RestingOrder | null;
  /** Makers taken out because their cap stopped them (house quotes over the risk limit). */
  exhausted: RestingOrder[];
}

/** Whether a taker on `side` at `priceH` may meet a maker resting at `makerPriceH`. */
export const crosses = (side: OrderSide, priceH: number, makerPriceH: number): boolean =>
  side === 'back' ? makerPriceH >= priceH : makerPriceH <= priceH;

/**
 * Places an order: it meets the opposite side at the same or a better price, best price first and oldest
 * first within a price, each fill at the resting order's price (the taker gets any improvement); whatever
 * stays unmatched rests in price-time order.
 */
export function placeOrder(book: SelectionBook, order: IncomingOrder, cap?: FillCap): Placement {
  if (order.selectionId !== book.selectionId) throw new RangeError('placeOrder: order for another selection');
  if (order.stake <= 0n) throw new RangeError('placeOrder: stake must be positive');
  const makers = [...(order.side === 'back' ? book.lays : book.backs)];
  const fills: Fill[] = [];
  const exhausted: RestingOrder[] = [];
  let remaining = order.stake;
  while (remaining > 0n && makers.length > 0 && crosses(order.side, order.priceH, makers[0]!.priceH)) {
    const maker = makers[0]!;
    const wanted = remaining < maker.remaining ? remaining : maker.remaining;
    const allowed = cap ? clamp(cap(maker, maker.priceH, wanted, fills), wanted) : wanted;
    if (allowed > 0n) {
      fills.push(fillOf(order, maker, allowed));
      remaining -= allowed;
    }
    const makerLeft = maker.remaining - allowed;
    if (allowed < wanted || makerLeft === 0n) {
      makers.shift();
      if (allowed < wanted) exhausted.push({ ...maker, remaining: makerLeft });
    } else makers[0] = { ...maker, remaining: makerLeft };
  }
  const rested: RestingOrder | null = remaining > 0n ? { ...withoutStake(order), remaining } : null;
  const own = order.side === 'back' ? book.backs : book.lays;
  const ownAfter = rested ? insertByPriority(own, rested) : own;
  return {
    book: order.side === 'back' ? { ...book, backs: ownAfter, lays: makers } : { ...book, lays: ownAfter, backs: makers },
    fills,
    rested,
    exhausted,
  };
}

/** Takes an order's unmatched remainder out of the book (a player's cancel); null when it is not resting. */
export function cancelOrder(book: SelectionBook, orderId: string): { book: SelectionBook; cancelled: RestingOrder | null } {
  const inBacks = book.backs.find((o) => o.orderId === orderId);
  if (inBacks) return { book: { ...book, backs: book.backs.filter((o) => o !== inBacks) }, cancelled: inBacks };
  const inLays = book.lays.find((o) => o.orderId === orderId);
  if (inLays) return { book: { ...book, lays: book.lays.filter((o) => o !== inLays) }, cancelled: inLays };
  return { book, cancelled: null };
}

/**
 * What happens to resting orders when a market is suspended or turns in play, per market (Betfair's
 * "persistence"): 'lapse' cancels them, 'keep' leaves them in the book.
 */
export interface MarketPersistence {
  onSuspend: 'lapse' | 'keep';
  onInplay: 'lapse' | 'keep';
}

/** Betfair's default: unmatched orders lapse when the market turns in play; we also lapse them on a suspension (a wicket, a goal), which protects the player whose price the news made stale. */
export const defaultPersistence: MarketPersistence = { onSuspend: 'lapse', onInplay: 'lapse' };

/** Removes the orders that lapse on `trigger` under `persistence` (all of one selection's book, house quotes included). */
export function lapseOrders(
  book: SelectionBook,
  trigger: 'suspend' | 'inplay',
  persistence: MarketPersistence,
): { book: SelectionBook; lapsed: RestingOrder[] } {
  const rule = trigger === 'suspend' ? persistence.onSuspend : persistence.onInplay;
  if (rule === 'keep') return { book, lapsed: [] };
  return { book: emptyBook(book.selectionId), lapsed: [...book.backs, ...book.lays] };
}

/** Crossed: some resting back priced at or under some resting lay (they should have matched). */
export function isCrossed(book: SelectionBook): boolean {
  const lowestBack = book.backs[0];
  const highestLay = book.lays[0];
  return lowestBack !== undefined && highestLay !== undefined && lowestBack.priceH <= highestLay.priceH;
}

/** A book from resting orders in any order (rebuilt from the store): sorted into priority. */
export function bookFrom(selectionId: number, orders: readonly RestingOrder[]): SelectionBook {
  const mine = orders.filter((o) => o.selectionId === selectionId && o.remaining > 0n);
  return {
    selectionId,
    backs: mine.filter((o) => o.side === 'back').sort(priority('back')),
    lays: mine.filter((o) => o.side === 'lay').sort(priority('lay')),
  };
}

/** Price levels as a player sees them: to back (resting lays, highest first) and to lay (resting backs, lowest first). */
export function depth(book: SelectionBook, levels = 3): { toBack: PriceLevel[]; toLay: PriceLevel[] } {
  return { toBack: aggregate(book.lays, levels), toLay: aggregate(book.backs, levels) };
}

export interface PriceLevel {
  priceH: number;
  size: bigint;
}

function aggregate(orders: readonly RestingOrder[], levels: number): PriceLevel[] {
  const out: PriceLevel[] = [];
  for (const order of orders) {
    const last = out[out.length - 1];
    if (last && last.priceH === order.priceH) last.size += order.remaining;
    else if (out.length === levels) break;
    else out.push({ priceH: order.priceH, size: order.remaining });
  }
  return out;
}

const priority =
  (side: OrderSide) =>
  (a: RestingOrder, b: RestingOrder): number =>
    a.priceH === b.priceH ? a.seq - b.seq : side === 'back' ? a.priceH - b.priceH : b.priceH - a.priceH;

function insertByPriority(orders: readonly RestingOrder[], order: RestingOrder): RestingOrder[] {
  const compare = priority(order.side);
  const at = orders.findIndex((o) => compare(order, o) < 0);
  return at < 0 ? [...orders, order] : [...orders.slice(0, at), order, ...orders.slice(at)];
}

function fillOf(taker: IncomingOrder, maker: RestingOrder, stake: bigint): Fill {
  const back = taker.side === 'back' ? taker : maker;
  const lay = taker.side === 'back' ? maker : taker;
  return {
    takerOrderId: taker.orderId,
    makerOrderId: maker.orderId,
    backOrderId: back.orderId,
    layOrderId: lay.orderId,
    backOwnerId: back.ownerId,
    layOwnerId: lay.ownerId,
    selectionId: taker.selectionId,
    priceH: maker.priceH,
    stake,
  };
}

const clamp = (value: bigint, max: bigint): bigint => (value < 0n ? 0n : value > max ? max : value);

function withoutStake(order: IncomingOrder): Omit<RestingOrder, 'remaining'> {
  const { stake: _stake, ...rest } = order;
  return rest;
}
