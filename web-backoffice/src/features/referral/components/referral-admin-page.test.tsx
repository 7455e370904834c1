import type { StaffHeldReferral, StaffMe, StaffReferralSettings } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { ReferralAdminRoute } from '@/app/routes/referral';

const risk: StaffMe = { id: 'r1', username: 'risk1', display_name: 'Risk', roles: ['risk'], permissions: ['session', 'risk.review'] };
const admin: StaffMe = { ...risk, username: 'admin', roles: ['admin'], permissions: ['session', 'risk.review', 'loyalty.manage'] };
const held: StaffHeldReferral = {
  player_id: '42',
  username: 'friend42',
  referrer_id: '7',
  flags: ['same_device'],
  signed_up_at: '2026-11-25T18:30:00.000Z',
  held_rewards: '10.00',
};
const settings: StaffReferralSettings = {
  tiers: [{ min_turnover: '0.00', rate_percent: '0.20' }],
  daily_cap: '10000.00',
  ip_cluster_size: 3,
};

const run = {
  id: '5',
  day: '2026-11-25',
  started_at: '2026-11-25T18:40:00.000Z',
  finished_at: '2026-11-25T18:40:02.000Z',
  status: 'finished',
  referrers: 1,
  players_paid: 1,
  paid: '20.00',
  held: '0.00',
  failures: 0,
  error: null,
};

type Call = { method: string; path: string; body: unknown };

function serve(me: StaffMe, putAnswer = () => jsonResponse(settings)) {
  const calls: Call[] = [];
  let queue = [held];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/admin/me') return jsonResponse(me);
      if (url.pathname === '/api/admin/referral/reward-runs' && method === 'POST') {
        const body = JSON.parse(String(init!.body)) as { kind: string; period: string };
        return body.period === '2026-11'
          ? jsonResponse({ message: 'That period has not ended yet in Dhaka.' }, 422)
          : jsonResponse({ job_id: 'referral.pay-weekly-rewards.x', kind: body.kind, period: body.period }, 202);
      }
      if (url.pathname === '/api/admin/referral/partners') return jsonResponse([]);
      if (url.pathname === '/api/admin/referral/held') return jsonResponse(queue);
      if (url.pathname === '/api/admin/referral/members/42/release') {
        queue = [];
        return jsonResponse({ player_id: '42', status: 'active', paid: '10.00' });
      }
      if (url.pathname === '/api/admin/referral/settings' && method === 'GET') return jsonResponse(settings);
      if (url.pathname === '/api/admin/referral/settings' && method === 'PUT') return putAnswer();
      if (url.pathname === '/api/admin/referral/players/7/downline')
        return jsonResponse({
          player_id: '7',
          username: 'alice',
          referrer_id: null,
          status: 'none',
          totals: { downlines: 1, active: 1, held: 0, turnover: '10000.00', rewards_paid: '20.00', rewards_held: '0.00' },
          data: [
            {
              player_id: '8',
              username: 'bob',
              status: 'active',
              flags: [],
              signed_up_at: '2026-11-25T18:30:00.000Z',
              turnover: '10000.00',
              rewards_paid: '20.00',
              rewards_held: '0.00',
              downlines: 1,
            },
          ],
          ...{ page: 1, per_page: 20, total: 1, last_page: 1 },
        });
      if (url.pathname === '/api/admin/referral/players/8/downline')
        return jsonResponse({
          player_id: '8',
          username: 'bob',
          referrer_id: '7',
          status: 'active',
          totals: { downlines: 1, active: 1, held: 0, turnover: '0.00', rewards_paid: '0.00', rewards_held: '0.00' },
          data: [
            {
              player_id: '9',
              username: 'carol',
              status: 'active',
              flags: [],
              signed_up_at: '2026-11-26T04:00:00.000Z',
              turnover: '0.00',
              rewards_paid: '0.00',
              rewards_held: '0.00',
              downlines: 0,
            },
          ],
          ...{ page: 1, per_page: 20, total: 1, last_page: 1 },
        });
      if (url.pathname === '/api/admin/referral/reward-runs')
        return jsonResponse({
          data: [run],
          ...{ page: 1, per_page: 20, total: 1, last_page: 1 },
        });
      if (url.pathname === '/api/admin/referral/rewards')
        return url.searchParams.get('reward_id') === 'referral-2026-11-25-7'
          ? jsonResponse({
              reward_id: 'referral-2026-11-25-7',
              referrer_id: '7',
              day: '2026-11-25',
              turnover: '10000.00',
              rate_percent: '0.20',
              paid: '20.00',
              held: '0.00',
              paid_at: '2026-11-25T18:40:00.000Z',
              run,
              shares: [{ player_id: '8', username: 'bob', turnover: '10000.00', amount: '20.00', status: 'paid' }],
            })
          : jsonResponse({ message: 'No referral reward for this referrer and day.' }, 404);
      return jsonResponse({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office referral page', () => {
  it('risk sees the held queue (Dhaka time, why held) and releases one; no settings without loyalty.manage', async () => {
    const calls = serve(risk);
    startTestSession();
    renderWithProviders(<ReferralAdminRoute />, { route: '/referral' });
    const row = await screen.findByTestId('held-42');
    expect(within(row).getByText('Same device')).toBeTruthy();
    expect(within(row).getByText('26 Nov 2026, 00:30')).toBeTruthy();
    expect(within(row).getByText('10.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Release' }));
    expect((await screen.findByRole('status')).textContent).toBe('friend42 released; 10.00 BDT paid to the referrer.');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/referral/members/42/release')).toBe(true);
    await screen.findByText('No referrals are held.');
    expect(screen.queryByRole('heading', { name: 'Reward tiers and limits' })).toBeNull();
  });

  it('admin edits the tiers and limits; a refusal shows the server text', async () => {
    let refuse = true;
    const calls = serve(admin, () =>
      refuse ? jsonResponse({ message: 'The first tier must start at 0.00 and tiers must rise.' }, 422) : jsonResponse(settings),
    );
    startTestSession();
    renderWithProviders(<ReferralAdminRoute />, { route: '/referral' });
    await screen.findByRole('heading', { name: 'Reward tiers and limits' });
    fireEvent.change(await screen.findByLabelText('Tier 1: share in percent'), { target: { value: '0.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    fireEvent.change(screen.getByLabelText('Tier 2: from day turnover'), { target: { value: '50000.00' } });
    fireEvent.change(screen.getByLabelText('Tier 2: share in percent'), { target: { value: '0.40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The first tier must start at 0.00 and tiers must rise.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Referral settings saved.'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      tiers: [
        { min_turnover: '0.00', rate_percent: '0.25' },
        { min_turnover: '50000.00', rate_percent: '0.40' },
      ],
      daily_cap: '10000.00',
      ip_cluster_size: 3,
    });
  });

  it('reports.read: the downline tree one level at a time, the reward runs, and which run paid a reward', async () => {
    serve({ ...risk, permissions: ['session', 'risk.review', 'reports.read'] });
    startTestSession();
    renderWithProviders(<ReferralAdminRoute />, { route: '/referral' });
    const runRow = await screen.findByTestId('reward-run-5');
    expect(runRow.textContent).toContain('2026-11-25');
    expect(within(runRow).getByText('26 Nov 2026, 00:40')).toBeTruthy(); // Dhaka
    expect(within(runRow).getByText('Finished')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Player id'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('alice (#7): 1 referred, 1 active, 0 held')).toBeTruthy();
    const bob = await screen.findByTestId('downline-8');
    expect(bob.textContent).toContain('10000.00');
    fireEvent.click(within(bob).getByRole('button', { name: 'Show 1' }));
    expect((await screen.findByTestId('downline-9')).textContent).toContain('carol');
    expect(screen.getByRole('table', { name: 'Downline of #8' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Reward id'), { target: { value: 'referral-2026-11-25-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No referral reward for this referrer and day.');
    fireEvent.change(screen.getByLabelText('Reward id'), { target: { value: 'referral-2026-11-25-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('referral-2026-11-25-7 was paid by run #5, started 26 Nov 2026, 00:40.')).toBeTruthy();
    expect(runRow.className).toBe('referral-run--found');
  });

  it('admin reruns an ended period from the runs list; a refusal shows the server text', async () => {
    const calls = serve({ ...admin, permissions: ['session', 'risk.review', 'loyalty.manage', 'reports.read'] });
    startTestSession();
    renderWithProviders(<ReferralAdminRoute />, { route: '/referral' });
    const form = await screen.findByRole('form', { name: 'Rerun a period' });
    fireEvent.change(within(form).getByLabelText('Period'), { target: { value: 'month' } });
    fireEvent.change(within(form).getByLabelText('Which (Dhaka)'), { target: { value: '2026-11' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rerun' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('That period has not ended yet in Dhaka.');
    fireEvent.change(within(form).getByLabelText('Period'), { target: { value: 'week' } });
    fireEvent.change(within(form).getByLabelText('Which (Dhaka)'), { target: { value: '2026-11-16' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rerun' }));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(
        'Week (its Monday) 2026-11-16: rerun queued. It pays only what earlier runs left unpaid.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/referral/reward-runs').map((c) => c.body)).toEqual([
      { kind: 'month', period: '2026-11' },
      { kind: 'week', period: '2026-11-16' },
    ]);
  });
});
