import type { ExchangeRecord } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { BettingRecord } from './betting-record';

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

const records = [
  record('a', { status: 'WON', net_profit_loss: '150.00', settled_at: '2026-11-22T07:00:00.000Z' }),
  record('b', { bet_type: 'lay', status: 'LOST', net_profit_loss: '-75.00', settled_at: '2026-11-22T07:00:00.000Z' }),
  record('c', { status: 'open', created_at: '2026-11-21T05:00:00.000Z' }),
];

function setup() {
  window.localStorage.setItem('token', 'tok-1');
  const fetchMock = stubFetchByPath({
    '/api/get-type': { platforms: [], game_types: [] },
    '/api/betting-record': { data: [] },
    '/api/exchange-hub': { data: { sports: [], serverTime: '2026-11-22T06:00:00.000Z', records } },
  });
  renderWithProviders(<BettingRecord now={new Date('2026-11-22T06:00:00.000Z')} />, { route: '/betting-record' });
  fireEvent.click(screen.getByRole('tab', { name: 'Exchange' }));
  return fetchMock;
}

describe('Exchange tab of /betting-record', () => {
  it('lists exchange bets by Dhaka day with absolute net P/L: green when won, red when lost, plain while open', async () => {
    const fetchMock = setup();
    const [today, earlier] = await screen.findAllByRole('list', { name: /^Exchange bets on/ });
    const items = within(today!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Dhaka Dynamites v Sylhet Strikers');
    expect(items[0]!.textContent).toContain('Back · Dhaka Dynamites');
    expect(items[0]!.textContent).toContain('Stake: ৳ 100.00');
    expect(within(items[0]!).getByText('৳ 150.00').className).toContain('exchange-record__pl--won');
    expect(within(items[1]!).getByText('৳ 75.00').className).toContain('exchange-record__pl--lost');
    expect(within(earlier!).getByText('৳ 0.00').className).toBe('exchange-record__pl');
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/exchange-hub');
    expect(asked.map((u) => u.search)).toEqual(['?records=today']);
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await screen.findAllByRole('list', { name: /^Exchange bets on/ });
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('records=last7'))).toHaveLength(1);
  });

  it('opens Exchange Record Details with a timeline / table toggle; Bangla', async () => {
    setup();
    const [today] = await screen.findAllByRole('list', { name: /^Exchange bets on/ });
    fireEvent.click(within(today!).getAllByRole('button')[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Exchange Record Details' });
    expect(dialog.textContent).toContain('Bet placed');
    expect(dialog.textContent).toContain('Lost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Table' }));
    const table = within(dialog).getByRole('table');
    expect(table.textContent).toContain('Net profit/loss৳ -75.00');
    expect(table.textContent).toContain('Transaction IDb');
    await changeLanguage('bn');
    expect((await screen.findByRole('dialog', { name: 'এক্সচেঞ্জ রেকর্ডের বিস্তারিত' })).textContent).toContain('নিট লাভ/ক্ষতি');
    await changeLanguage('en');
  });
});
