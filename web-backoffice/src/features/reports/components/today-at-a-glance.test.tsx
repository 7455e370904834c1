import type { MoneyReport, PendingAgeReport } from '@khela/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { TodayAtAGlance } from './today-at-a-glance';

const none = { count: 0, sum: '0.00' };
const pending: PendingAgeReport = {
  buckets: [
    { bucket: 'under_15m', deposits: { count: 2, sum: '1500.00' }, withdrawals: none },
    { bucket: '15_30m', deposits: none, withdrawals: none },
    { bucket: '30_60m', deposits: none, withdrawals: { count: 1, sum: '800.00' } },
    { bucket: '1_4h', deposits: none, withdrawals: none },
    { bucket: 'over_4h', deposits: none, withdrawals: none },
  ],
  totals: { deposits: { count: 2, sum: '1500.00' }, withdrawals: { count: 1, sum: '800.00' } },
};
const today = {
  bets: '2500.00',
  wins: '750.00',
  ggr: '1750.00',
  bonus_cost: '0.00',
  ngr: '1750.00',
  deposits: '7000.00',
  withdrawals: '800.00',
  net_cash: '6200.00',
  adjustments: '0.00',
  exchange: '0.00',
  active_players: 2,
  new_players: 1,
  first_time_depositors: 1,
};

function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      if (requestPath(input) === '/api/admin/payments/reports/pending') return jsonResponse(pending);
      if (requestPath(input) === '/api/admin/reports')
        return jsonResponse({ totals: today, periods: [], channels: [], providers: [] } as unknown as MoneyReport);
      return jsonResponse({ message: 'unexpected' }, 500);
    }),
  );
  return asked;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("the home page's figures of today", () => {
  it('shows finance the queue (counts, the oldest wait) and today’s cash and GGR', async () => {
    const asked = serve();
    startTestSession();
    renderWithProviders(<TodayAtAGlance permissions={['session', 'payments.read', 'reports.read']} />);
    const queue = await screen.findByTestId('today-queue');
    await within(queue).findByText('30–60 min');
    expect(within(queue).getByText('2')).toBeTruthy();
    expect(within(queue).getByText('1')).toBeTruthy();
    const money = await screen.findByTestId('today-money');
    await within(money).findByText('7,000.00');
    expect(within(money).getByText('6,200.00')).toBeTruthy();
    expect(within(money).getByText('1,750.00')).toBeTruthy();
    // today only: from and to are the same Dhaka day
    expect(asked.find((url) => url.includes('/api/admin/reports'))).toMatch(/from=(\d{4}-\d{2}-\d{2})&to=\1$/);
  });

  it('asks for nothing and shows nothing to a role that reads neither (content)', async () => {
    const asked = serve();
    startTestSession();
    const { container } = renderWithProviders(<TodayAtAGlance permissions={['session', 'content.manage']} />);
    expect(container.textContent).toBe('');
    expect(asked).toEqual([]);
  });

  it('reads in Bangla', async () => {
    serve();
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<TodayAtAGlance permissions={['session', 'payments.read']} />);
    expect(await screen.findByText('অপেক্ষমাণ ডিপোজিট')).toBeTruthy();
    expect(screen.queryByTestId('today-money')).toBeNull();
  });
});
