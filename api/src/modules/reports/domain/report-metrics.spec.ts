import { describe, expect, it } from '@jest/globals';
import { figuresOf, metricOfEvent, noSums } from './report-metrics.js';

describe('money report metrics', () => {
  it('reads each money event into its metric and dimension', () => {
    expect(metricOfEvent('StakeDebited', { provider: 'evo', amount: '1500' })).toEqual({
      metric: 'stakes',
      dimension: 'evo',
      amountMinor: 1500n,
    });
    expect(metricOfEvent('DepositCredited', { channel: 'bkash', amount: '90000' })).toEqual({
      metric: 'deposits',
      dimension: 'bkash',
      amountMinor: 90000n,
    });
    expect(metricOfEvent('StaffAdjusted', { amount: '-500' })).toEqual({ metric: 'adjustments', dimension: '', amountMinor: -500n });
    // the house's side of an exchange settlement: the player's loss (negative pnl) plus commission
    expect(metricOfEvent('ExchangeMarketSettled', { pnl: '-1000', commission: '50', released: '0' })).toEqual({
      metric: 'exchange',
      dimension: '',
      amountMinor: 1050n,
    });
    // a correction taking back 2,000.00 when main held 500.00: only the 500.00 counts now, the rest as it is collected
    expect(metricOfEvent('ExchangeMarketSettled', { pnl: '-200000', commission: '0', released: '0', shortfall: '150000' })).toMatchObject({
      metric: 'exchange',
      amountMinor: 50000n,
    });
    expect(metricOfEvent('ExchangeShortfallCollected', { shortfallId: 'u', collectionId: 'u:0', amount: '70000' })).toEqual({
      metric: 'exchange',
      dimension: '',
      amountMinor: 70000n,
    });
    expect(metricOfEvent('WalletOpened', { currency: 'BDT' })).toBeUndefined();
  });

  it('GGR is bets (net of rollbacks) minus wins; NGR takes the bonus cost off; net cash is deposits minus withdrawals', () => {
    const figures = figuresOf({
      ...noSums(),
      stakes: 10000n,
      rollbacks: 1000n,
      wins: 7000n,
      bonus_cost: 500n,
      deposits: 20000n,
      withdrawals: 8000n,
    });
    expect(figures).toMatchObject({ bets: 9000n, wins: 7000n, ggr: 2000n, bonusCost: 500n, ngr: 1500n, netCash: 12000n });
  });
});
