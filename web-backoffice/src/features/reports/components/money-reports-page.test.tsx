import type { MoneyReport, MoneyReportFigures, StaffMe } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { MoneyReportsRoute } from '@/app/routes/money-reports';

const finance: StaffMe = {
  id: 'f1',
  username: 'finance',
  display_name: 'Finance',
  roles: ['finance'],
  permissions: ['session', 'reports.read'],
};

const figures = (over: Partial<MoneyReportFigures>): MoneyReportFigures => ({
  bets: '0.00',
  wins: '0.00',
  ggr: '0.00',
  bonus_cost: '0.00',
  ngr: '0.00',
  deposits: '0.00',
  withdrawals: '0.00',
  net_cash: '0.00',
  adjustments: '0.00',
  exchange: '0.00',
  active_players: 0,
  new_players: 0,
  first_time_depositors: 0,
  ...over,
});

const report = (grouping: MoneyReport['grouping']): MoneyReport => ({
  currency: 'BDT',
  grouping,
  from: '2026-11-09',
  to: '2026-11-10',
  periods:
    grouping === 'day'
      ? [
          {
            period: '2026-11-09',
            from: '2026-11-09',
            to: '2026-11-09',
            ...figures({ bets: '100.00', ggr: '100.00', ngr: '100.00', active_players: 1 }),
          },
          {
            period: '2026-11-10',
            from: '2026-11-10',
            to: '2026-11-10',
            ...figures({
              bets: '12520.00',
              wins: '570.00',
              ggr: '11950.00',
              bonus_cost: '125.00',
              ngr: '11825.00',
              deposits: '3000.00',
              withdrawals: '800.00',
              net_cash: '2200.00',
              active_players: 3,
            }),
          },
        ]
      : [
          {
            period: '2026-11-09',
            from: '2026-11-09',
            to: '2026-11-10',
            ...figures({ bets: '12620.00', ggr: '12050.00', active_players: 3 }),
          },
        ],
  totals: figures({
    bets: '12620.00',
    wins: '570.00',
    ggr: '12050.00',
    bonus_cost: '125.00',
    ngr: '11925.00',
    deposits: '3000.00',
    withdrawals: '800.00',
    net_cash: '2200.00',
    active_players: 3,
  }),
  channels: [
    { channel: 'bkash', deposits: '2000.00', deposit_count: 1, withdrawals: '800.00', withdrawal_count: 1 },
    { channel: 'nagad', deposits: '1000.00', deposit_count: 1, withdrawals: '0.00', withdrawal_count: 0 },
  ],
  providers: [{ provider: 'evo', bets: '12620.00', wins: '570.00', ggr: '12050.00' }],
});

function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === '/api/admin/me') return jsonResponse(finance);
      if (url.pathname === '/api/admin/reports') {
        asked.push(url.search);
        return jsonResponse(report((url.searchParams.get('group') ?? 'day') as MoneyReport['grouping']));
      }
      return jsonResponse({ message: 'unexpected' }, 500);
    }),
  );
  return asked;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office money reports page', () => {
  it('shows each period and the totals in BDT, with the GGR / NGR line, cash bars and channel shares beside them', async () => {
    serve();
    startTestSession();
    renderWithProviders(<MoneyReportsRoute />, { route: '/money-reports' });
    const day = await screen.findByTestId('money-report-2026-11-10');
    const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`)?.textContent;
    expect([cell(day, 'bets'), cell(day, 'wins'), cell(day, 'ggr'), cell(day, 'ngr'), cell(day, 'active_players')]).toEqual([
      '12,520.00',
      '570.00',
      '11,950.00',
      '11,825.00',
      '3',
    ]);
    expect(cell(screen.getByTestId('money-report-totals'), 'ggr')).toBe('12,050.00');
    expect(screen.getByRole('img', { name: 'GGR and NGR per period (BDT)' }).querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Deposits and withdrawals per period (BDT)' }).querySelectorAll('rect')).toHaveLength(4);
    const shares = screen.getByRole('img', { name: 'Share of deposits by channel' }).closest('figure')!;
    expect(within(shares).getByText('66.7%')).toBeTruthy(); // bkash: 2,000 of 3,000
    expect(within(shares).getByText('33.3%')).toBeTruthy();
  });

  it('asks the server again per week, and reads in Bangla', async () => {
    const asked = serve();
    startTestSession();
    renderWithProviders(<MoneyReportsRoute />, { route: '/money-reports' });
    await screen.findByTestId('money-report-2026-11-10');
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'week' } });
    // the week answer replaces the days (the days stay on screen while it loads)
    await waitFor(() => expect(screen.queryByTestId('money-report-2026-11-10')).toBeNull());
    const week = screen.getByTestId('money-report-2026-11-09');
    expect(within(week).getByText('2026-11-09 to 2026-11-10')).toBeTruthy();
    expect(asked.at(-1)).toBe('?group=week');
    await i18n.changeLanguage('bn');
    expect(await screen.findByRole('heading', { name: 'আর্থিক রিপোর্ট' })).toBeTruthy();
    expect(within(screen.getByTestId('money-report-table')).getByRole('columnheader', { name: 'জিজিআর' })).toBeTruthy();
  });
});
