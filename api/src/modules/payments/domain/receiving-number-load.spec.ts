import { describe, expect, it } from '@jest/globals';
import { isNearCap, loadPercent } from './receiving-number-load.js';

describe('receiving number load', () => {
  it('flags a number at or above 90% of its cap, and not below', () => {
    expect(isNearCap(89_999n, 100_000n)).toBe(false);
    expect(isNearCap(90_000n, 100_000n)).toBe(true);
    expect(isNearCap(120_000n, 100_000n)).toBe(true);
    expect(isNearCap(0n, 100_000n)).toBe(false);
  });

  it('gives the load as a whole percentage, rounded down, past 100 when over', () => {
    expect(loadPercent(0n, 100_000n)).toBe(0);
    expect(loadPercent(89_999n, 100_000n)).toBe(89);
    expect(loadPercent(150_000n, 100_000n)).toBe(150);
    expect(loadPercent(5n, 0n)).toBe(0);
  });
});
