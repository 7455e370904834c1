import type { ExchangeRecord } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { ExchangeAccount } from './exchange-account';

const record = (id: string, over: Partial<ExchangeRecord>): ExchangeRecord => ({
  transaction_id: id,
  event_id: '34112345',
  event_name: 'Dhaka Dynamites v Sylhet Strikers',
  market_id: '1.34112345',
  market_name: 'Match Odds',
  selection_id: 1,
  selection_name: 'Dhaka Dynamites',
  bet_type: 'back',
  odds: 2.5,
  stake: '100.00',
  matched: '100.00',
  potential_profit: '150.00',
  potential_liability: '100.00',
  net_profit_loss: '0.00',
  status: 'open',
  run: null,
  created_at: '2026-11-22T05:00:00.000Z',
  settled_at: null,
  ...over,
});

function setup(section?: string) {
  window.localStorage.setItem('token', 'tok-1');
  window.localStorage.setItem('remote_id', '7');
  stubFetchByPath({
    '/api/wallet': {
      currency: 'BDT',
      main: '900.00',
      held: '0.00',
      exposure: '100.00',
      bonus: '0.00',
      cash_rewards: '0.00',
      withdrawable: '900.00',
    },
    '/api/exchange-hub': {
      data: {
        sports: [],
        serverTime: '2026-11-22T06:00:00.000Z',
        records: [
          record('a', { matched: '40.00' }),
          record('b', { status: 'WON', net_profit_loss: '150.00', settled_at: '2026-11-22T07:00:00.000Z' }),
        ],
      },
    },
    '/api/exchange/pnl': {
      days: [
        {
          day: '2026-11-22',
          net: '142.50',
          markets: [
            {
              market_id: '1.34112345',
              event_id: '34112345',
              event_name: 'Dhaka Dynamites v Sylhet Strikers',
              market_name: 'Match Odds',
              pnl: '150.00',
              commission: '7.50',
              net: '142.50',
              settled_at: '2026-11-22T07:00:00.000Z',
            },
          ],
        },
      ],
      net: '142.50',
    },
    '/api/wallet/statement': {
      data: [
        {
          position: '9',
          account: 'main',
          type: 'ExchangeMarketSettled',
          amount: '242.50',
          balance_after: '1142.50',
          currency: 'BDT',
          occurred_at: '2026-11-22T07:00:00.000Z',
        },
      ],
      page: 1,
      per_page: 20,
      total: 1,
      last_page: 1,
    },
    '/api/user/show': { username: 'demoplayer1', phone: '01812345678', currency: 'BDT', created_at: '2026-11-01T00:00:00.000Z' },
  });
  renderWithProviders(<ExchangeAccount />, { route: section ? `/exchange-account?section=${section}` : '/exchange-account' });
}

describe('/exchange-account', () => {
  it('opens on Balance Overview: balance (main + exposure), exposure and available', async () => {
    setup();
    const panel = await screen.findByRole('region', { name: 'Balance Overview' });
    await within(panel).findByText('৳ 1,000.00');
    expect(panel.textContent).toContain('Exposure৳ 100.00');
    expect(panel.textContent).toContain('Available৳ 900.00');
  });

  it('My Bets lists open bets (matched or not), Bets History the settled ones, Profit & Loss per day and market', async () => {
    setup('bets');
    const open = await screen.findByRole('list', { name: 'My Bets' });
    expect(within(open).getAllByRole('listitem')).toHaveLength(1);
    expect(open.textContent).toContain('Unmatched (matched ৳ 40.00)');
    fireEvent.click(screen.getByRole('button', { name: 'Bets History' }));
    const history = await screen.findByRole('list', { name: 'Bets History' });
    expect(history.textContent).toContain('৳ 150.00');
    expect(history.textContent).toContain('Won');
    fireEvent.click(screen.getByRole('button', { name: 'Profit & Loss' }));
    const pnl = await screen.findByRole('region', { name: 'Profit & Loss' });
    await within(pnl).findByText(/Commission ৳ 7.50/);
    expect(pnl.textContent).toContain('Net, last 7 days৳ 142.50');
    fireEvent.click(screen.getByRole('button', { name: 'Activity Log' }));
    expect((await screen.findByRole('list', { name: 'Activity Log' })).textContent).toContain('Exchange market settled৳ 242.50');
  });

  it('speaks Bangla', async () => {
    await changeLanguage('bn');
    setup();
    expect(await screen.findByRole('region', { name: 'ব্যালেন্সের সারসংক্ষেপ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'লাভ ও ক্ষতি' })).toBeTruthy();
    await changeLanguage('en');
  });
});
