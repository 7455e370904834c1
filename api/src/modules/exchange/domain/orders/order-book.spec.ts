import { describe, expect, it } from '@jest/globals';
import {
  bookFrom,
  cancelOrder,
  defaultPersistence,
  depth,
  emptyBook,
  isCrossed,
  lapseOrders,
  placeOrder,
  type SelectionBook,
} from './order-book.js';
import { checkOrderPrice } from './order-price.js';
import type { IncomingOrder } from './order-types.js';

let seq = 0;
const order = (ownerId: string, side: 'back' | 'lay', price: number, stake: number, orderId = `o${++seq}`): IncomingOrder => ({
  orderId,
  ownerId,
  selectionId: 1,
  side,
  priceH: Math.round(price * 100),
  stake: BigInt(stake),
  seq: ++seq,
});

const placeAll = (book: SelectionBook, ...orders: IncomingOrder[]) => orders.reduce((b, o) => placeOrder(b, o).book, book);

describe('order price', () => {
  it('accepts ladder prices in hundredths', () => {
    expect(checkOrderPrice(2.5)).toEqual({ ok: true, priceH: 250 });
    expect(checkOrderPrice(1000)).toEqual({ ok: true, priceH: 100000 });
  });
  it('refuses a price off the ladder naming the nearest prices', () => {
    expect(checkOrderPrice(2.51)).toEqual({ ok: false, reason: 'off_ladder', nearest: [2.5, 2.52] });
    expect(checkOrderPrice(3.33)).toEqual({ ok: false, reason: 'off_ladder', nearest: [3.3, 3.35] });
    expect(checkOrderPrice(1)).toEqual({ ok: false, reason: 'off_ladder', nearest: [1.01] });
    expect(checkOrderPrice(1001)).toEqual({ ok: false, reason: 'off_ladder', nearest: [1000] });
    expect(checkOrderPrice(Number.NaN).ok).toBe(false);
  });
});

describe('order book', () => {
  it('rests an order that meets nothing', () => {
    const placed = placeOrder(emptyBook(1), order('a', 'back', 2, 1000));
    expect(placed.fills).toEqual([]);
    expect(placed.rested).toMatchObject({ ownerId: 'a', remaining: 1000n });
    expect(placed.book.backs).toHaveLength(1);
  });

  it('matches a back against a lay at the same price, fully', () => {
    const book = placeAll(emptyBook(1), order('layer', 'lay', 2, 1000, 'L1'));
    const placed = placeOrder(book, order('backer', 'back', 2, 1000, 'B1'));
    expect(placed.fills).toEqual([
      expect.objectContaining({ backOrderId: 'B1', layOrderId: 'L1', priceH: 200, stake: 1000n, takerOrderId: 'B1', makerOrderId: 'L1' }),
    ]);
    expect(placed.rested).toBeNull();
    expect(placed.book).toEqual({ selectionId: 1, backs: [], lays: [] });
  });

  it('gives the taker the better resting price', () => {
    const book = placeAll(emptyBook(1), order('layer', 'lay', 2.2, 500));
    const placed = placeOrder(book, order('backer', 'back', 2, 500));
    expect(placed.fills[0]!.priceH).toBe(220);
  });

  it('does not match a back above the best lay price', () => {
    const book = placeAll(emptyBook(1), order('layer', 'lay', 2, 500));
    const placed = placeOrder(book, order('backer', 'back', 2.02, 500));
    expect(placed.fills).toEqual([]);
    expect(isCrossed(placed.book)).toBe(false);
  });

  it('fills partly and rests the remainder', () => {
    const book = placeAll(emptyBook(1), order('layer', 'lay', 2, 300, 'L1'));
    const placed = placeOrder(book, order('backer', 'back', 2, 1000, 'B1'));
    expect(placed.fills.map((f) => f.stake)).toEqual([300n]);
    expect(placed.rested).toMatchObject({ orderId: 'B1', remaining: 700n });
    expect(placed.book.lays).toEqual([]);
  });

  it('leaves a partly taken maker resting with its remainder', () => {
    const book = placeAll(emptyBook(1), order('layer', 'lay', 2, 1000, 'L1'));
    const placed = placeOrder(book, order('backer', 'back', 2, 400));
    expect(placed.book.lays).toEqual([expect.objectContaining({ orderId: 'L1', remaining: 600n })]);
  });

  it('takes the best price first, then the oldest at a price', () => {
    const book = placeAll(
      emptyBook(1),
      order('x', 'lay', 2, 100, 'old-at-2'),
      order('y', 'lay', 2.1, 100, 'at-2.1'),
      order('z', 'lay', 2, 100, 'new-at-2'),
    );
    const placed = placeOrder(book, order('backer', 'back', 2, 250));
    expect(placed.fills.map((f) => [f.makerOrderId, f.stake])).toEqual([
      ['at-2.1', 100n],
      ['old-at-2', 100n],
      ['new-at-2', 50n],
    ]);
  });

  it('matches a lay against backs at the same or a lower price', () => {
    const book = placeAll(emptyBook(1), order('a', 'back', 1.9, 100, 'B-1.9'), order('b', 'back', 2.1, 100, 'B-2.1'));
    const placed = placeOrder(book, order('layer', 'lay', 2, 500, 'L'));
    expect(placed.fills.map((f) => [f.makerOrderId, f.priceH])).toEqual([['B-1.9', 190]]);
    expect(placed.rested).toMatchObject({ remaining: 400n });
    expect(isCrossed(placed.book)).toBe(false);
  });

  it('cancels only the unmatched remainder', () => {
    let book = placeAll(emptyBook(1), order('a', 'back', 2, 1000, 'B1'));
    book = placeOrder(book, order('b', 'lay', 2, 400)).book;
    const cancelled = cancelOrder(book, 'B1');
    expect(cancelled.cancelled).toMatchObject({ remaining: 600n });
    expect(cancelled.book.backs).toEqual([]);
    expect(cancelOrder(cancelled.book, 'B1').cancelled).toBeNull();
  });

  it('lapses resting orders per market persistence', () => {
    const book = placeAll(emptyBook(1), order('a', 'back', 2, 100), order('b', 'lay', 1.5, 100));
    expect(lapseOrders(book, 'inplay', defaultPersistence).lapsed).toHaveLength(2);
    expect(lapseOrders(book, 'suspend', { onSuspend: 'keep', onInplay: 'lapse' })).toEqual({ book, lapsed: [] });
    expect(lapseOrders(book, 'suspend', defaultPersistence).book).toEqual(emptyBook(1));
  });

  it('rebuilds a book in priority order from stored orders', () => {
    const placedBook = placeAll(
      emptyBook(1),
      order('a', 'back', 2.2, 100),
      order('b', 'back', 2, 100),
      order('c', 'lay', 1.5, 50),
      order('d', 'lay', 1.8, 50),
    );
    const rebuilt = bookFrom(1, [...placedBook.lays, ...placedBook.backs].reverse());
    expect(rebuilt).toEqual(placedBook);
    expect(depth(rebuilt)).toEqual({
      toBack: [
        { priceH: 180, size: 50n },
        { priceH: 150, size: 50n },
      ],
      toLay: [
        { priceH: 200, size: 100n },
        { priceH: 220, size: 100n },
      ],
    });
  });
});
