import type { StaffMe, StaffVipLevel, StaffVipPlayerHistory, StaffVipReport } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { VipAdminRoute } from '@/app/routes/vip';

const admin: StaffMe = { id: 'a1', username: 'admin', display_name: 'Admin', roles: ['admin'], permissions: ['session', 'loyalty.manage'] };
const expert: StaffVipLevel = {
  code: 'expert-1',
  rank: 4,
  name_en: 'Expert I',
  name_bn: 'এক্সপার্ট I',
  threshold_points: 1000,
  conversion_rate: '1.15',
  weekly_cashback_percent: '1.00',
  withdrawal_daily_limit: '100000.00',
  withdrawal_daily_count: 5,
};

const report = (by: 'day' | 'week'): StaffVipReport => ({
  from: '2026-11-20',
  to: '2026-11-26',
  by,
  rows: [
    {
      period: by === 'day' ? '2026-11-26' : '2026-11-23',
      points_issued: 1200,
      points_converted: 20,
      conversions_paid: '20.00',
      cashback_paid: '30.00',
      referral_rewards_paid: '12.34',
    },
  ],
  totals: { points_issued: 1200, points_converted: 20, conversions_paid: '20.00', cashback_paid: '30.00', referral_rewards_paid: '12.34' },
  players_per_level: [{ code: 'beginner', name_en: 'Beginner', name_bn: 'বিগিনার', players: 7 }],
});
const history: StaffVipPlayerHistory = {
  player_id: '42',
  level: { code: 'advanced-1', name_en: 'Advanced I', name_bn: 'অ্যাডভান্সড I' },
  lifetime_points: 120,
  vip_coin: 100,
  points_by_source: [{ source: 'games', points: 120, stake: '12000.00' }],
  level_changes: [
    {
      from: 'beginner',
      to: 'advanced-1',
      from_level: { code: 'beginner', name_en: 'Rookie', name_bn: 'নবাগত' },
      to_level: { code: 'advanced-1', name_en: 'Advanced I', name_bn: 'অ্যাডভান্সড I' },
      direction: 'up',
      lifetime_points: 120,
      at: '2026-11-26T10:00:00.000Z',
    },
  ],
  cashback_paid: [],
  conversions: [
    {
      points: 20,
      amount: '20.00',
      level: 'advanced-1',
      level_label: { code: 'advanced-1', name_en: 'Advanced I', name_bn: 'অ্যাডভান্সড I' },
      at: '2026-11-26T10:05:00.000Z',
    },
  ],
};

function serve(patchAnswer: (body: unknown) => Response) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === '/api/admin/me') return jsonResponse(admin);
      if (url.pathname === '/api/admin/vip/levels') return jsonResponse([expert]);
      if (url.pathname === '/api/admin/vip/cashback-runs')
        return jsonResponse([
          { week_start: '2026-11-16', runs: 2, players_paid: 3, amount: '180.00', last_run_at: '2026-11-22T18:20:00.000Z' },
        ]);
      if (url.pathname === '/api/admin/vip/settings' && init?.method === 'PUT') return jsonResponse(JSON.parse(String(init.body)));
      if (url.pathname === '/api/admin/vip/settings') return jsonResponse({ min_convert_points: 10 });
      if (url.pathname === '/api/admin/vip/report') return jsonResponse(report(url.searchParams.get('by') as 'day' | 'week'));
      if (url.pathname === '/api/admin/vip/players/42/history') return jsonResponse(history);
      if (url.pathname.startsWith('/api/admin/vip/players/')) return jsonResponse({ message: 'No such VIP player.' }, 404);
      if (url.pathname === '/api/admin/vip/levels/expert-1' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        return patchAnswer(body);
      }
      return jsonResponse({ message: 'unexpected' }, 500);
    }),
  );
  return patches;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office VIP page', () => {
  it("edits a level's rates (a refusal shows the server text) and lists the cash-back runs in Dhaka time", async () => {
    const patches = serve((body) =>
      (body as { weekly_cashback_percent: string }).weekly_cashback_percent === '25'
        ? jsonResponse({ message: 'weekly_cashback_percent must be a percent from 0 to 20 with up to two decimals' }, 400)
        : jsonResponse({ ...expert, weekly_cashback_percent: '1.50' }),
    );
    startTestSession();
    renderWithProviders(<VipAdminRoute />, { route: '/vip' });
    const row = await screen.findByTestId('vip-level-expert-1');
    expect(await screen.findByText('180.00')).toBeTruthy();
    expect(screen.getByText('23 Nov 2026, 00:20')).toBeTruthy();

    fireEvent.change(within(row).getByLabelText('Expert I: weekly cash-back percent'), { target: { value: '25' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'weekly_cashback_percent must be a percent from 0 to 20 with up to two decimals',
    );
    fireEvent.change(within(row).getByLabelText('Expert I: weekly cash-back percent'), { target: { value: '1.50' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Expert I: saved.');
    expect(patches.at(-1)).toEqual({ conversion_rate: '1.15', weekly_cashback_percent: '1.50' });
  });

  it('edits a threshold (sent only when changed), saves the minimum VP, shows the report and a player history', async () => {
    const patches = serve(() => jsonResponse({ ...expert, threshold_points: 900 }));
    startTestSession();
    renderWithProviders(<VipAdminRoute />, { route: '/vip' });
    const row = await screen.findByTestId('vip-level-expert-1');
    fireEvent.change(within(row).getByLabelText('Expert I: lifetime VP that reaches it'), { target: { value: '900' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await screen.findByText('Expert I: saved.');
    expect(patches.at(-1)).toEqual({ conversion_rate: '1.15', weekly_cashback_percent: '1.00', threshold_points: 900 });
    // names and withdrawal limits, each sent only when edited
    fireEvent.change(within(row).getByLabelText('Expert I: name in Bangla'), { target: { value: 'বিশেষজ্ঞ I' } });
    fireEvent.change(within(row).getByLabelText('Expert I: most BDT withdrawn per Dhaka day'), { target: { value: '150000.00' } });
    fireEvent.change(within(row).getByLabelText('Expert I: most withdrawals per Dhaka day'), { target: { value: '6' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patches).toHaveLength(2));
    expect(patches.at(-1)).toMatchObject({ name_bn: 'বিশেষজ্ঞ I', withdrawal_daily_limit: '150000.00', withdrawal_daily_count: 6 });
    expect(patches.at(-1)).not.toHaveProperty('name_en');

    const settings = screen.getByRole('form', { name: 'VIP settings' });
    await within(settings).findByDisplayValue('10');
    fireEvent.change(within(settings).getByLabelText('Minimum VP per conversion'), { target: { value: '25' } });
    fireEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByText('VIP settings saved.')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'VIP and referral report' });
    expect(await within(table).findAllByText('12.34')).toHaveLength(2); // the day and the total
    expect(within(table).getByText('2026-11-26')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Per'), { target: { value: 'week' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Show' })[0]!);
    expect(await within(table).findByText('2026-11-23')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Players per level now' }).textContent).toContain('Beginner7');

    fireEvent.change(screen.getByLabelText('Player id'), { target: { value: '7' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Show' })[1]!);
    expect((await screen.findByRole('alert')).textContent).toBe('No VIP history for this player.');
    fireEvent.change(screen.getByLabelText('Player id'), { target: { value: '42' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Show' })[1]!);
    expect(await screen.findByText('Player 42: Advanced I, 120 lifetime VP, 100 VP to convert')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Level changes' }).textContent).toContain('26 Nov 2026, 16:00'); // Dhaka
    expect(screen.getByRole('table', { name: 'Level changes' }).textContent).toContain('Rookie → Advanced I'); // names, not codes
    expect(screen.getByRole('table', { name: 'Level changes' }).textContent).not.toContain('beginner');
    expect(screen.getByRole('table', { name: 'Points per source' }).textContent).toContain('Games12000.00120');
  });
});
