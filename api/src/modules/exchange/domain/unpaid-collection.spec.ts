import { describe, expect, it } from '@jest/globals';
import { creditsMain, planCollection } from './unpaid-collection.js';

describe('unpaid resettlements: collection from main', () => {
  it('takes the oldest rows first, each up to what it owes, never more than main holds', () => {
    const rows = [
      { id: 'a', owed: 150_000n, recovered: 100_000n },
      { id: 'b', owed: 80_000n, recovered: 0n },
    ];
    expect(planCollection(120_000n, rows)).toEqual([
      { id: 'a', amount: 50_000n },
      { id: 'b', amount: 70_000n },
    ]);
    expect(planCollection(500_000n, rows)).toEqual([
      { id: 'a', amount: 50_000n },
      { id: 'b', amount: 80_000n },
    ]);
    expect(planCollection(0n, rows)).toEqual([]);
    expect(planCollection(10n, [{ id: 'done', owed: 5n, recovered: 5n }])).toEqual([]);
  });

  it('counts only events that raised main', () => {
    expect(creditsMain('DepositCredited', { amount: '100' })).toBe(true);
    expect(creditsMain('BonusGranted', { amount: '100', to: 'bonus' })).toBe(false);
    expect(creditsMain('BonusGranted', { amount: '100', to: 'main' })).toBe(true);
    expect(creditsMain('StakeRolledBack', { amount: '100', fromMain: '0', fromBonus: '100' })).toBe(false);
    expect(creditsMain('StakeRolledBack', { amount: '100' })).toBe(true);
    expect(creditsMain('ExposureAdjusted', { change: '500' })).toBe(false);
    expect(creditsMain('ExposureAdjusted', { change: '-500' })).toBe(true);
    expect(creditsMain('ExchangeMarketSettled', { released: '0', pnl: '1000', commission: '50' })).toBe(true);
    expect(creditsMain('ExchangeMarketSettled', { released: '0', pnl: '-2000', commission: '0', shortfall: '1500' })).toBe(false);
    expect(creditsMain('StaffAdjusted', { amount: '-100' })).toBe(false);
    expect(creditsMain('ExchangeShortfallCollected', { amount: '100' })).toBe(false);
  });
});
