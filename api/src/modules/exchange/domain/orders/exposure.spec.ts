import { describe, expect, it } from '@jest/globals';
import { marketExposure, outcomePositions, profitAndLiability } from './exposure.js';
import { houseQuotes, houseRiskCap } from './house-quotes.js';
import { emptyBook, placeOrder } from './order-book.js';
import { houseMarketMaker, type RestingOrder } from './order-types.js';

const runners = [1, 2, 3];

describe('exposure over every outcome', () => {
  it('a matched back risks its stake', () => {
    expect(marketExposure(runners, [{ selectionId: 1, side: 'back', priceH: 300, stake: 10000n }])).toBe(10000n);
  });

  it('a matched lay risks its liability', () => {
    expect(marketExposure(runners, [{ selectionId: 1, side: 'lay', priceH: 300, stake: 10000n }])).toBe(20000n);
  });

  it('a back and a lay of one runner offset (a trade out)', () => {
    // back 100 at 3.0, lay 100 at 2.5: wins 200 - 150 = +50 if it wins, 0 otherwise
    const matched = [
      { selectionId: 1, side: 'back' as const, priceH: 300, stake: 10000n },
      { selectionId: 1, side: 'lay' as const, priceH: 250, stake: 10000n },
    ];
    expect(marketExposure(runners, matched)).toBe(0n);
    expect(outcomePositions(runners, matched)).toEqual([
      { selectionId: 1, pnl: 5000n },
      { selectionId: 2, pnl: 0n },
      { selectionId: 3, pnl: 0n },
    ]);
  });

  it('backs on two runners lose at worst on the third', () => {
    const matched = [
      { selectionId: 1, side: 'back' as const, priceH: 200, stake: 10000n },
      { selectionId: 2, side: 'back' as const, priceH: 400, stake: 5000n },
    ];
    // 1 wins: +100 - 50 = +50; 2 wins: -100 + 150 = +50; 3 wins: -150
    expect(marketExposure(runners, matched)).toBe(15000n);
  });

  it('counts unmatched parts at their worst, without their profit', () => {
    const matched = [{ selectionId: 1, side: 'back' as const, priceH: 200, stake: 10000n }];
    const unmatched = [{ selectionId: 1, side: 'lay' as const, priceH: 150, remaining: 10000n }];
    // unmatched lay adds -50 where 1 wins (the matched back has +100 there): worst is 2 or 3 winning: -100
    expect(marketExposure(runners, matched, unmatched)).toBe(10000n);
    expect(marketExposure(runners, [], [{ selectionId: 2, side: 'lay', priceH: 1000, remaining: 1000n }])).toBe(9000n);
  });

  it('rounds a loss up to the poisha', () => {
    expect(marketExposure(runners, [{ selectionId: 1, side: 'lay', priceH: 101, stake: 150n }])).toBe(2n);
  });

  it('bet slip figures', () => {
    expect(profitAndLiability('back', 250, 10000n)).toEqual({ profit: 15000n, liability: 10000n });
    expect(profitAndLiability('lay', 250, 10000n)).toEqual({ profit: 10000n, liability: 15000n });
    expect(profitAndLiability('lay', 101, 150n)).toEqual({ profit: 150n, liability: 2n });
  });
});

describe('house market maker', () => {
  it('quotes the feed: available to back as house lays, to lay as house backs', () => {
    const quotes = houseQuotes(emptyBook(1), { back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 50.5 }] }, 1000);
    expect(quotes).toEqual([
      expect.objectContaining({ ownerId: houseMarketMaker, side: 'lay', priceH: 200, remaining: 10000n }),
      expect.objectContaining({ ownerId: houseMarketMaker, side: 'back', priceH: 202, remaining: 5050n }),
    ]);
  });

  it('leaves out a level that would cross a player order', () => {
    const book = placeOrder(emptyBook(1), {
      orderId: 'p',
      ownerId: 'p1',
      selectionId: 1,
      side: 'back',
      priceH: 200,
      stake: 100n,
      seq: 1,
    }).book;
    const quotes = houseQuotes(
      book,
      {
        back: [
          { price: 2, size: 100 },
          { price: 1.98, size: 100 },
        ],
        lay: [],
      },
      1000,
    );
    expect(quotes.map((q) => q.priceH)).toEqual([198]);
  });

  it('cuts fills at the risk limit and takes the quote out', () => {
    const quote: RestingOrder = {
      orderId: 'h',
      ownerId: houseMarketMaker,
      selectionId: 1,
      side: 'lay',
      priceH: 300,
      remaining: 100000n,
      seq: 99,
    };
    const book = { selectionId: 1, backs: [], lays: [quote] };
    // the house lays at 3.0: its loss is 2 x stake; a limit of 500.00 allows 250.00 of stake
    const placed = placeOrder(
      book,
      { orderId: 'b', ownerId: 'p1', selectionId: 1, side: 'back', priceH: 300, stake: 100000n, seq: 1 },
      houseRiskCap(runners, [], 50000n),
    );
    expect(placed.fills.map((f) => f.stake)).toEqual([25000n]);
    expect(placed.exhausted).toHaveLength(1);
    expect(placed.rested).toMatchObject({ remaining: 75000n });
    expect(placed.book.lays).toEqual([]);
  });
});
