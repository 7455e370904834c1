import type { MoneyReport, StaffDashboard } from '@khela/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { TodayAtAGlance } from './today-at-a-glance';

// 2026-11-26T14:05:00Z is 20:05 in Dhaka
const generatedAt = '2026-11-26T14:05:00.000Z';
const finance: StaffDashboard = {
  generated_at: generatedAt,
  payments_queue: { deposits: { count: 2, oldest_age_seconds: 12 * 60 }, withdrawals: { count: 1, oldest_age_seconds: 3 * 3600 + 5 * 60 } },
  today_cash: {
    day: '2026-11-26',
    currency: 'BDT',
    deposits: '7000.00',
    deposit_count: 3,
    withdrawals: '800.00',
    withdrawal_count: 1,
    net_cash: '6200.00',
  },
  players: { locked: 4 },
};
const risk: StaffDashboard = { generated_at: generatedAt, referrals_held: { count: 2, oldest_age_seconds: 26 * 3600 } };
const support: StaffDashboard = {
  generated_at: generatedAt,
  chats: { open: 5, unassigned: 2, waiting: { count: 3, oldest_age_seconds: 90 } },
  kyc: { count: 0, oldest_age_seconds: null },
  players: { locked: 4 },
};
const today = { ggr: '1750.00', ngr: '1500.00', active_players: 2, new_players: 1 };

function serve(dashboard: StaffDashboard) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      if (requestPath(input) === '/api/admin/dashboard') return jsonResponse(dashboard);
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

describe("the home page's tiles", () => {
  it("shows finance the queue with the oldest waits, today's cash, locked players and GGR, each linking to its page", async () => {
    const asked = serve(finance);
    startTestSession();
    renderWithProviders(<TodayAtAGlance permissions={['session', 'players.read', 'payments.read', 'reports.read']} />);
    const queue = await screen.findByTestId('today-queue');
    expect(within(queue).getByText('12 min')).toBeTruthy();
    // three hours is late: shown in red
    expect(within(queue).getByText('3 h 5 min').className).toBe('today-glance__late');
    expect(within(queue).getByRole('link').getAttribute('href')).toBe('/payments');
    const cash = screen.getByTestId('today-cash');
    expect(within(cash).getByText('Deposits approved (3)')).toBeTruthy();
    expect(within(cash).getByText('6,200.00')).toBeTruthy();
    expect(within(screen.getByTestId('today-players')).getByText('4')).toBeTruthy();
    expect(screen.queryByTestId('today-chats')).toBeNull();
    expect(screen.queryByTestId('today-kyc')).toBeNull();
    await within(screen.getByTestId('today-money')).findByText('1,750.00');
    expect(screen.getByText('Figures as of 20:05:00 (Dhaka), refreshed every 30 seconds')).toBeTruthy();
    // today only: from and to are the same Dhaka day
    expect(asked.find((url) => url.includes('/api/admin/reports'))).toMatch(/from=(\d{4}-\d{2}-\d{2})&to=\1$/);
  });

  it('shows support open chats, KYC waiting and locked players, and no money', async () => {
    const asked = serve(support);
    startTestSession();
    renderWithProviders(<TodayAtAGlance permissions={['session', 'players.read', 'chat.view', 'kyc.review']} />);
    const chats = await screen.findByTestId('today-chats');
    expect(within(chats).getByText('5')).toBeTruthy();
    expect(within(chats).getByText('2').className).toBe('today-glance__late');
    expect(within(chats).getByText('1 min')).toBeTruthy();
    expect(within(chats).getByRole('link').getAttribute('href')).toBe('/chat');
    expect(within(screen.getByTestId('today-kyc')).getByText('Nothing waiting')).toBeTruthy();
    expect(screen.queryByTestId('today-queue')).toBeNull();
    expect(screen.queryByTestId('today-money')).toBeNull();
    expect(asked.every((url) => !url.includes('/api/admin/reports'))).toBe(true);
  });

  it('shows risk the referrals held, with the oldest wait in days', async () => {
    serve(risk);
    startTestSession();
    renderWithProviders(<TodayAtAGlance permissions={['session', 'risk.review']} />);
    const held = await screen.findByTestId('today-referrals');
    expect(within(held).getByText('2')).toBeTruthy();
    expect(within(held).getByText('1 d 2 h')).toBeTruthy();
    expect(within(held).getByRole('link').getAttribute('href')).toBe('/referral');
  });

  it('shows nothing to a role the dashboard gives no tile (content)', async () => {
    serve({ generated_at: generatedAt });
    startTestSession();
    const { container } = renderWithProviders(<TodayAtAGlance permissions={['session', 'content.manage']} />);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });

  it('reads in Bangla', async () => {
    serve(support);
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<TodayAtAGlance permissions={['session', 'chat.view']} />);
    expect(await screen.findByText('খোলা চ্যাট')).toBeTruthy();
    expect(screen.getByText('কোনো এজেন্ট নেননি')).toBeTruthy();
    expect(screen.getByText('1 মিনিট')).toBeTruthy();
  });
});
