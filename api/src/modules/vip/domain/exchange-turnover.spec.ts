import { describe, expect, it } from '@jest/globals';
import { exchangeTransactionId, layLiabilityMinor } from './exchange-turnover.js';

describe('exchange turnover for VIP points', () => {
  it('a lay counts its liability: stake x (price - 1)', () => {
    expect(layLiabilityMinor(10_000n, 250)).toBe(15_000n);
    expect(layLiabilityMinor(10_000n, 101)).toBe(100n);
    expect(layLiabilityMinor(10_000n, 100)).toBe(0n);
  });

  it('entries are keyed by market, event and side', () => {
    expect(exchangeTransactionId('m1', 'e-9', 'lay')).toBe('m1:e-9:lay');
  });
});
