import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { AccountMenu } from './account-menu';
import { DesktopWallet } from './desktop-wallet';

const wallet = (bonus: string) => ({
  currency: 'BDT',
  main: '500.00',
  held: '0.00',
  exposure: '0.00',
  bonus,
  cash_rewards: '0.00',
  withdrawable: '500.00',
});
const welcomeTicket = {
  id: 1,
  status: 'active',
  required_turnover: '3000.00',
  remaining_turnover: '3000.00',
  created_at: '2026-11-23T10:00:00Z',
  transaction: { id: 't1', name: 'Welcome Offer', amount: '500.00', promotion_turnover: 3 },
};

function signIn(bonus: string, tickets: unknown[]) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '42');
  stubFetchByPath({
    '/api/balance': { balance: '500.00' },
    '/api/wallet': wallet(bonus),
    '/api/turnovers': { turnover: tickets },
    '/api/user/show': { id: 42, username: 'demoplayer1', balance: '500.00', cash_bonus: '0.00', vip_coin: 0 },
  });
}

describe('bonus balance beside the balance (issue 14, defect 2)', () => {
  it('the header wallet shows the bonus of a bonus deposit and the turnover still to play', async () => {
    signIn('500.00', [welcomeTicket]);
    renderWithProviders(<DesktopWallet />);
    const summary = await screen.findByTestId('bonus-summary');
    expect(await within(summary).findByText('৳ 500.00')).toBeTruthy();
    expect(await within(summary).findByText('৳ 3,000.00')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Turnover to play' }).getAttribute('href')).toBe('/turnover-record');
  });

  it('the header stays as it was without a bonus or turnover; /account shows the bonus always', async () => {
    signIn('0.00', []);
    renderWithProviders(
      <>
        <DesktopWallet />
        <AccountMenu />
      </>,
    );
    await screen.findByText('demoplayer1');
    const summaries = await screen.findAllByTestId('bonus-summary');
    expect(summaries).toHaveLength(1);
    expect(await within(summaries[0]!).findAllByText('৳ 0.00')).toHaveLength(2);
  });
});
