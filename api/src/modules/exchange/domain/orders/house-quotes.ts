import type { FillCap, SelectionBook } from './order-book.js';
import { marketExposure } from './exposure.js';
import { houseMarketMaker, type Fill, type MatchedBet, type RestingOrder } from './order-types.js';

/** A price level as the feed shows it: decimal odds and size in major units (taka). */
export interface FeedLevel {
  price: number;
  size: number;
}

/**
 * The house market maker's quotes for one selection: what the feed shows is what a player can take. The
 * feed's "available to back" levels become house lay orders at those prices (a backer takes them), its
 * "available to lay" levels house back orders. Quotes rank behind players' orders at the same price
 * (their `seq` is above any player's), so players' orders meet each other first. A level that would
 * cross a player's resting order is left out: that order already offers the player a better price than
 * the feed, and quoting through it would leave the book crossed.
 */
export function houseQuotes(
  book: SelectionBook,
  feed: { back: readonly FeedLevel[]; lay: readonly FeedLevel[] },
  quoteSeq: number,
): RestingOrder[] {
  const lowestBack = book.backs[0]?.priceH;
  const highestLay = book.lays[0]?.priceH;
  const quotes: RestingOrder[] = [];
  let seq = quoteSeq;
  for (const level of feed.back) {
    const priceH = Math.round(level.price * 100);
    const remaining = toMinor(level.size);
    if (remaining <= 0n || (lowestBack !== undefined && priceH >= lowestBack)) continue;
    quotes.push(quote(book.selectionId, 'lay', priceH, remaining, seq++));
  }
  for (const level of feed.lay) {
    const priceH = Math.round(level.price * 100);
    const remaining = toMinor(level.size);
    if (remaining <= 0n || (highestLay !== undefined && priceH <= highestLay)) continue;
    quotes.push(quote(book.selectionId, 'back', priceH, remaining, seq++));
  }
  return quotes;
}

/**
 * The house's risk limit on a market as a fill cap: a fill against a house quote is cut to the largest
 * stake that keeps the house's worst-case loss over the market within `limitMinor` (given what the house
 * has matched there already and the fills of this placement so far). Exposure is a maximum of linear
 * functions of the stake, so the stakes within the limit form one interval from 0: a binary search
 * finds its end.
 */
export function houseRiskCap(selectionIds: readonly number[], houseMatched: readonly MatchedBet[], limitMinor: bigint): FillCap {
  return (maker, priceH, wanted, fillsSoFar) => {
    if (maker.ownerId !== houseMarketMaker) return wanted;
    const before = [...houseMatched, ...houseSides(fillsSoFar)];
    const within = (stake: bigint) =>
      marketExposure(selectionIds, [...before, { selectionId: maker.selectionId, side: maker.side, priceH, stake }]) <= limitMinor;
    if (within(wanted)) return wanted;
    if (!within(0n)) return 0n;
    let lo = 0n;
    let hi = wanted;
    while (hi - lo > 1n) {
      const mid = (lo + hi) / 2n;
      if (within(mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };
}

/** The house's side of fills (as a maker or a taker). */
export function houseSides(fills: readonly Fill[]): MatchedBet[] {
  const out: MatchedBet[] = [];
  for (const fill of fills) {
    if (fill.backOwnerId === houseMarketMaker)
      out.push({ selectionId: fill.selectionId, side: 'back', priceH: fill.priceH, stake: fill.stake });
    if (fill.layOwnerId === houseMarketMaker)
      out.push({ selectionId: fill.selectionId, side: 'lay', priceH: fill.priceH, stake: fill.stake });
  }
  return out;
}

const toMinor = (size: number): bigint => (Number.isFinite(size) && size > 0 ? BigInt(Math.floor(size * 100)) : 0n);

const quote = (selectionId: number, side: 'back' | 'lay', priceH: number, remaining: bigint, seq: number): RestingOrder => ({
  orderId: `house:${selectionId}:${side}:${priceH}`,
  ownerId: houseMarketMaker,
  selectionId,
  side,
  priceH,
  remaining,
  seq,
});
