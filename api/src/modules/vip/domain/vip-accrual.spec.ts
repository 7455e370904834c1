import { describe, expect, it } from '@jest/globals';
import { houseProviderCode } from '../../games/index.js';
import {
  categoryOfProvider,
  originalsProviderCode,
  rollbackPointsMilli,
  rollUpPeriod,
  stakePointsMilli,
  totalsByPlayer,
  wholePoints,
} from './vip-accrual.js';

const rates = { games: 100, originals: 150, exchange: 50 };

describe('VIP accrual', () => {
  it("earns at the rate of the stake's category (VP per 100 BDT, in hundredths)", () => {
    // 100 BDT = 10,000 poisha
    expect(stakePointsMilli(10_000n, 'games', rates)).toBe(1000n); // 1 VP
    expect(stakePointsMilli(10_000n, 'originals', rates)).toBe(1500n); // 1.5 VP
    expect(stakePointsMilli(10_000n, 'exchange', rates)).toBe(500n); // 0.5 VP
    expect(stakePointsMilli(100n, 'games', rates)).toBe(10n); // 1 BDT still counts: 0.01 VP
    expect(stakePointsMilli(10_000n, 'lottery', rates)).toBe(0n);
    expect(stakePointsMilli(0n, 'games', rates)).toBe(0n);
    expect(stakePointsMilli(10_000n, 'games', { games: 0 })).toBe(0n);
  });

  it("names a stake's category from its provider", () => {
    expect(categoryOfProvider('sim')).toBe('games');
    expect(categoryOfProvider(houseProviderCode)).toBe('originals');
    expect(originalsProviderCode).toBe(houseProviderCode);
    expect(categoryOfProvider('exchange')).toBe('exchange');
  });

  it('a whole rollback takes back exactly what its stake earned, a partial one its share', () => {
    const stake = { amountMinor: 12_345n, pointsMilli: stakePointsMilli(12_345n, 'originals', rates) };
    expect(stake.pointsMilli + rollbackPointsMilli(stake, 12_345n)).toBe(0n);
    expect(rollbackPointsMilli({ amountMinor: 10_000n, pointsMilli: 1000n }, 2_500n)).toBe(-250n);
    expect(rollbackPointsMilli({ amountMinor: 10_000n, pointsMilli: 1000n }, 99_999n)).toBe(-1000n);
  });

  it('sums a period per player, rollbacks subtracting', () => {
    const totals = totalsByPlayer([
      { playerId: 'a', amountMinor: 10_000n, pointsMilli: 1000n },
      { playerId: 'b', amountMinor: 5_000n, pointsMilli: 500n },
      { playerId: 'a', amountMinor: -10_000n, pointsMilli: -1000n },
      { playerId: 'a', amountMinor: 20_000n, pointsMilli: 2000n },
    ]);
    expect(totals).toEqual([
      { playerId: 'a', stakeMinor: 20_000n, pointsMilli: 2000n, entries: 3 },
      { playerId: 'b', stakeMinor: 5_000n, pointsMilli: 500n, entries: 1 },
    ]);
    expect(wholePoints(2999n)).toBe(2);
    expect(wholePoints(-5n)).toBe(0);
  });

  it('rolls up the last complete hour unless told which', () => {
    expect(rollUpPeriod(new Date('2026-11-26T11:20:00Z'))).toEqual({
      start: new Date('2026-11-26T10:00:00Z'),
      end: new Date('2026-11-26T11:00:00Z'),
    });
    expect(rollUpPeriod(new Date(), '2026-11-26T08:00:00.000Z').end).toEqual(new Date('2026-11-26T09:00:00Z'));
    expect(() => rollUpPeriod(new Date(), '2026-11-26T08:30:00Z')).toThrow('start of an hour');
  });
});
