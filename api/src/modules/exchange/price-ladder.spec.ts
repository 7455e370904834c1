import { describe, expect, it } from '@jest/globals';
import {
  isLadderPrice,
  ladderIndex,
  ladderPrices,
  maxPrice,
  minPrice,
  priceAt,
  roundToLadder,
  tickDown,
  tickUp,
  ticksBetween,
} from './domain/price-ladder.js';

/** The ladder written out band by band, independently of how the module builds it. */
function expectedLadder(): number[] {
  const out: number[] = [];
  const band = (from: string, to: string, step: string) => {
    const [f, t, s] = [from, to, step].map((x) => Math.round(Number(x) * 100)) as [number, number, number];
    for (let h = f; h <= t; h += s) out.push(h / 100);
  };
  band('1.01', '2', '0.01');
  band('2.02', '3', '0.02');
  band('3.05', '4', '0.05');
  band('4.1', '6', '0.1');
  band('6.2', '10', '0.2');
  band('10.5', '20', '0.5');
  band('21', '30', '1');
  band('32', '50', '2');
  band('55', '100', '5');
  band('110', '1000', '10');
  return out;
}

describe('price ladder', () => {
  it('has the 350 Betfair prices from 1.01 to 1000, rising, each printed with at most two decimals', () => {
    expect(ladderPrices).toHaveLength(350);
    expect(ladderPrices).toEqual(expectedLadder());
    expect([minPrice, maxPrice]).toEqual([1.01, 1000]);
    for (let i = 1; i < ladderPrices.length; i++) expect(ladderPrices[i]).toBeGreaterThan(ladderPrices[i - 1]!);
    for (const p of ladderPrices) expect(String(p)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('knows every price and its index, and nothing off the ladder', () => {
    ladderPrices.forEach((p, i) => {
      expect(ladderIndex(p)).toBe(i);
      expect(isLadderPrice(p)).toBe(true);
      expect(priceAt(i)).toBe(p);
    });
    for (const off of [1, 1.005, 2.01, 2.03, 3.01, 3.02, 4.05, 6.1, 10.2, 20.5, 31, 52, 101, 1010, 0, -2, NaN, Infinity]) {
      expect(isLadderPrice(off)).toBe(false);
    }
  });

  it('ticks up and down from every price, clamped at the ends', () => {
    ladderPrices.forEach((p, i) => {
      expect(tickUp(p)).toBe(ladderPrices[Math.min(i + 1, 349)]);
      expect(tickDown(p)).toBe(ladderPrices[Math.max(i - 1, 0)]);
      expect(tickUp(p, 3)).toBe(ladderPrices[Math.min(i + 3, 349)]);
      expect(tickDown(p, 3)).toBe(ladderPrices[Math.max(i - 3, 0)]);
      if (i > 0 && i < 349) expect(tickDown(tickUp(p))).toBe(p);
    });
    expect(tickUp(1000)).toBe(1000);
    expect(tickDown(1.01)).toBe(1.01);
    expect(tickUp(1.99)).toBe(2);
    expect(tickUp(2)).toBe(2.02);
    expect(tickUp(3)).toBe(3.05);
    expect(tickUp(4)).toBe(4.1);
    expect(tickUp(6)).toBe(6.2);
    expect(tickUp(10)).toBe(10.5);
    expect(tickUp(20)).toBe(21);
    expect(tickUp(30)).toBe(32);
    expect(tickUp(50)).toBe(55);
    expect(tickUp(100)).toBe(110);
    expect(ticksBetween(1.01, 1000)).toBe(349);
    expect(ticksBetween(2, 1.98)).toBe(-2);
  });

  it('refuses to tick from a price off the ladder', () => {
    expect(() => tickUp(2.01)).toThrow(RangeError);
    expect(() => tickDown(NaN)).toThrow(RangeError);
  });

  it('rounds every price onto the ladder: down, up and nearest, ladder prices unchanged', () => {
    for (const p of ladderPrices) {
      for (const d of ['down', 'up', 'nearest'] as const) expect(roundToLadder(p, d)).toBe(p);
    }
    // Every hundredth from 1.00 to 1000.00 and a half-hundredth beside it (failures collected: 200,000 cases).
    const wrong: string[] = [];
    for (let h = 100; h <= 100000; h++) {
      for (const price of [h / 100, (h + 0.5) / 100]) {
        const down = roundToLadder(price, 'down');
        const up = roundToLadder(price, 'up');
        const nearest = roundToLadder(price, 'nearest');
        const onLadder = isLadderPrice(down) && isLadderPrice(up) && isLadderPrice(nearest);
        const offEnds = price < 1.01 || price > 1000;
        const brackets =
          offEnds ||
          (down <= price + 1e-9 &&
            up >= price - 1e-9 &&
            ticksBetween(down, up) <= 1 &&
            (nearest === down || nearest === up) &&
            Math.abs(nearest - price) <= Math.min(price - down, up - price) + 1e-9);
        if (!onLadder || !brackets) wrong.push(`${price}: ${down} ${nearest} ${up}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(roundToLadder(2.01, 'down')).toBe(2);
    expect(roundToLadder(2.01, 'up')).toBe(2.02);
    expect(roundToLadder(2.01)).toBe(2); // a tie goes down
    expect(roundToLadder(3.07)).toBe(3.05);
    expect(roundToLadder(3.08)).toBe(3.1);
    expect(roundToLadder(0.5)).toBe(1.01);
    expect(roundToLadder(5000, 'down')).toBe(1000);
    expect(roundToLadder(1.1 + 0.2)).toBe(1.3); // float noise stays on its price
    expect(() => roundToLadder(NaN)).toThrow(RangeError);
  });
});
