import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { ExchangeGate } from './exchange-gate';

function setup(block: { exchange_market: number; cs_market: number; status: string }) {
  stubFetchByPath({ '/api/market/block': block });
  renderWithProviders(
    <ExchangeGate>
      <p>markets</p>
    </ExchangeGate>,
  );
}

describe('ExchangeGate (spec section 6)', () => {
  it('shows a maintenance-style notice instead of the markets while the upline blocks the exchange', async () => {
    setup({ exchange_market: 0, cs_market: 1, status: 'inactive' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/currently blocked by the upline/)).toBeTruthy();
    expect(screen.queryByText('markets')).toBeNull();
  });

  it('shows the markets when the block is active or the exchange open', async () => {
    setup({ exchange_market: 0, cs_market: 0, status: 'active' });
    expect(await screen.findByText('markets')).toBeTruthy();
  });
});
