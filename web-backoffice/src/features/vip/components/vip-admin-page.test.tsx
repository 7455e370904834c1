import type { StaffMe, StaffVipLevel } from '@khela/contracts';
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
    expect((await screen.findByRole('status')).textContent).toBe('Expert I: rates saved.');
    expect(patches.at(-1)).toEqual({ conversion_rate: '1.15', weekly_cashback_percent: '1.50' });
  });
});
