import type { DepositLimitItem, HarmMarkerItem, HarmReviewQueue, StaffMe, StaffPlayerProtection } from '@khela/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { PlayerProtectionRoute, ResponsibleGamingRoute } from './responsible-gaming';

const risk: StaffMe = {
  id: 'r1',
  username: 'risk1',
  display_name: 'Rina Risk',
  roles: ['risk'],
  permissions: ['session', 'players.read', 'players.lock', 'payments.read', 'risk.review', 'reports.read', 'rg.view', 'rg.manage'],
};
const viewer: StaffMe = { ...risk, id: 'r2', username: 'viewer', permissions: ['session', 'players.read', 'rg.view'] };
const support: StaffMe = { ...risk, id: 's1', username: 'support1', roles: ['support'], permissions: ['session', 'players.read'] };

const noLimits = (): DepositLimitItem[] =>
  (['day', 'week', 'month'] as const).map((period, i) => ({
    period,
    hours: [24, 168, 720][i]!,
    limit: null,
    used: '0.00',
    remaining: null,
    pending: null,
  }));

const protection = (overrides: Partial<StaffPlayerProtection> = {}): StaffPlayerProtection => ({
  player: { id: '7', username: 'rahim2024', currency: 'BDT', status: 'active' },
  limits: {
    deposit: [
      {
        period: 'day',
        hours: 24,
        limit: '1000.00',
        used: '250.00',
        remaining: '750.00',
        pending: {
          limit: '5000.00',
          requested_at: '2026-11-25T18:00:00.000Z',
          confirmable_at: '2026-11-26T18:00:00.000Z',
          confirmable: false,
        },
      },
      ...noLimits().slice(1),
    ],
    wager: noLimits(),
    loss: noLimits(),
  },
  cooling_off_hours: 24,
  exclusion: null,
  limit_changes: [
    {
      id: '2',
      kind: 'deposit',
      period: 'day',
      action: 'pending',
      before: '1000.00',
      after: '5000.00',
      at: '2026-11-25T18:00:00.000Z',
      by: 'player',
      staff_id: null,
      staff_username: null,
      reason: null,
    },
    {
      id: '1',
      kind: 'deposit',
      period: 'day',
      action: 'applied',
      before: null,
      after: '1000.00',
      at: '2026-11-24T18:00:00.000Z',
      by: 'player',
      staff_id: null,
      staff_username: null,
      reason: null,
    },
  ],
  exclusion_changes: [],
  reality_checks: [
    {
      id: '9',
      shown_at: '2026-11-25T19:00:00.000Z',
      answered_at: '2026-11-25T19:01:00.000Z',
      action: 'continue',
      elapsed_seconds: 3720,
      net: '-420.00',
    },
  ],
  harm_scores: [],
  review_actions: [],
  timeout_days: { min: 1, max: 42 },
  self_exclusion_months: { min: 6, max: 60 },
  now: '2026-11-26T04:00:00.000Z',
  ...overrides,
});

const marker = (name: HarmMarkerItem['marker'], value: number, threshold: number, weight: number): HarmMarkerItem => ({
  marker: name,
  value,
  threshold,
  weight,
  raised: value >= threshold,
});
const chasingDay: HarmMarkerItem[] = [marker('chasing', 3, 2, 25), marker('nightPlay', 4, 3, 10), marker('depositFrequency', 2, 10, 15)];

const queue = (overrides: Partial<HarmReviewQueue> = {}): HarmReviewQueue => ({
  day: '2026-11-25',
  computed_at: '2026-11-25T18:30:00.000Z',
  review_score: 30,
  days: ['2026-11-25', '2026-11-24'],
  entries: [
    {
      player: { id: '7', username: 'rahim2024', status: 'active' },
      score: 35,
      markers: chasingDay,
      last_action: null,
      excluded_until: null,
    },
    {
      player: { id: '9', username: 'karim88', status: 'active' },
      score: 30,
      markers: [marker('declinedDeposits', 3, 3, 15), marker('cancelledWithdrawals', 2, 2, 15)],
      last_action: {
        id: '4',
        action: 'call',
        text: 'Called, agreed a limit.',
        staff_id: 'r1',
        staff_username: 'risk1',
        score_day: '2026-11-24',
        score: 30,
        at: '2026-11-25T05:00:00.000Z',
      },
      excluded_until: '2026-12-01T04:00:00.000Z',
    },
  ],
  ...overrides,
});

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

function stubApi(me: StaffMe, answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === '/api/admin/me') return jsonResponse(me);
      const call = {
        method: init?.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderAt(route: string) {
  startTestSession();
  return renderWithProviders(
    <Routes>
      <Route path="responsible-gaming" element={<ResponsibleGamingRoute />} />
      <Route path="responsible-gaming/:playerId" element={<PlayerProtectionRoute />} />
    </Routes>,
    { route },
  );
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('back-office responsible gaming', () => {
  it('finds a player and links to their protection', async () => {
    const calls = stubApi(risk, ({ path }) =>
      path.startsWith('/api/admin/responsible-gaming/review-queue')
        ? jsonResponse(queue({ entries: [] }))
        : jsonResponse({
            data: [
              {
                id: '7',
                username: 'rahim2024',
                name: '',
                phone: '01712345678',
                email: 'r@example.com',
                status: 'active',
                phone_verified: true,
                email_verified: false,
                currency: 'BDT',
                created_at: '2026-11-21T18:30:00.000Z',
              },
            ],
            page: 1,
            per_page: 25,
            total: 1,
            last_page: 1,
          }),
    );
    renderAt('/responsible-gaming');
    expect(await screen.findByText('Search by username, phone, e-mail or remote id.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/players'))).toEqual([]);
    fireEvent.change(screen.getByLabelText('Find a player'), { target: { value: ' rahim ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'rahim2024' });
    expect(link.getAttribute('href')).toBe('/responsible-gaming/7?q=rahim');
    expect(calls.at(-1)!.path).toBe('/api/admin/players?q=rahim&page=1&per_page=25');
  });

  it('lists the review queue highest first with the markers raised, the latest review and an exclusion; the day can be changed', async () => {
    const calls = stubApi(risk, ({ path }) =>
      path === '/api/admin/responsible-gaming/review-queue'
        ? jsonResponse(queue())
        : path === '/api/admin/responsible-gaming/review-queue?day=2026-11-24'
          ? jsonResponse(queue({ day: '2026-11-24', entries: [] }))
          : jsonResponse({}, 500),
    );
    renderAt('/responsible-gaming');
    const table = await screen.findByRole('table', { name: 'Review queue: markers of harm' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
    expect(rowTexts(table)).toEqual([
      ['35', 'rahim2024 #7', 'Chasing losses 3Night play 4', 'not reviewed', '—'],
      [
        '30',
        'karim88 #9',
        'Declined deposits 3Cancelled withdrawals 2',
        'Call · 25 Nov 2026, 11:00 · risk1',
        'excluded until 1 Dec 2026, 10:00',
      ],
    ]);
    expect(screen.getByText(/Players scored 30 or more .* \(run 26 Nov 2026, 00:30, Dhaka time\)/)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'rahim2024' }).getAttribute('href')).toBe('/responsible-gaming/7');
    expect(within(table).getByText('Chasing losses 3').getAttribute('title')).toBe('value 3, threshold 2, weight 25');
    fireEvent.change(screen.getByLabelText('Day scored'), { target: { value: '2026-11-24' } });
    expect(await screen.findByText('No player reached the review score that day.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/admin/responsible-gaming/review-queue?day=2026-11-24');
  });

  it('shows the player’s scores and records a call in their history', async () => {
    const scored = protection({ harm_scores: [{ day: '2026-11-25', score: 35, markers: chasingDay }] });
    const after = protection({
      harm_scores: scored.harm_scores,
      review_actions: [
        {
          id: '5',
          action: 'call',
          text: 'Called; the player agreed to a weekly limit.',
          staff_id: 'r1',
          staff_username: 'risk1',
          score_day: '2026-11-25',
          score: 35,
          at: '2026-11-26T04:00:00.000Z',
        },
      ],
    });
    const calls = stubApi(risk, ({ method }) =>
      method === 'GET' ? jsonResponse(scored) : jsonResponse({ message: 'Recorded in the player’s responsible gaming history.', ...after }),
    );
    renderAt('/responsible-gaming/7');
    const scores = await screen.findByRole('table', { name: 'Markers of harm' });
    expect(rowTexts(scores)).toEqual([['2026-11-25', '35', 'Chasing losses 3Night play 4']]);
    const form = screen.getByRole('form', { name: 'Record a review' });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect(within(form).getByText('Write 3 to 1000 characters.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('What'), { target: { value: 'call' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: ' Called; the player agreed to a weekly limit. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recorded in the player’s responsible gaming history.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/responsible-gaming/players/7/review-actions',
        body: { action: 'call', text: 'Called; the player agreed to a weekly limit.' },
      },
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'Review notes, calls and messages' }))).toEqual([
      ['26 Nov 2026, 10:00', 'Call', 'Called; the player agreed to a weekly limit.', '35 (2026-11-25)', 'staff: risk1'],
    ]);
  });

  it('shows limits with the pending increase, the history with who made each change, and reality-check answers (Dhaka time)', async () => {
    stubApi(risk, ({ path }) => (path === '/api/admin/responsible-gaming/players/7' ? jsonResponse(protection()) : jsonResponse({}, 500)));
    renderAt('/responsible-gaming/7');
    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    const limits = screen.getByRole('table', { name: /Deposit, wager and loss limits/ });
    expect(rowTexts(limits)[0]).toEqual([
      'Deposit',
      '24 hours',
      '1000.00 BDT',
      '250.00 BDT',
      '→ 5000.00 BDT, confirmable from 27 Nov 2026, 00:00',
    ]);
    expect(rowTexts(limits)).toHaveLength(9);
    expect(rowTexts(limits)[3]).toEqual(['Wager', '24 hours', 'no limit', '0.00 BDT', 'none']);
    expect(rowTexts(screen.getByRole('table', { name: 'History of limit changes' }))).toEqual([
      ['26 Nov 2026, 00:00', 'Deposit', '24 hours', 'increase asked (cooling-off)', '1000.00 BDT → 5000.00 BDT', 'player', '—'],
      ['25 Nov 2026, 00:00', 'Deposit', '24 hours', 'applied', 'no limit → 1000.00 BDT', 'player', '—'],
    ]);
    expect(screen.getByText('No time-out or self-exclusion ever.')).toBeTruthy();
    expect(rowTexts(screen.getByRole('table', { name: 'Reality-check answers' }))).toEqual([
      ['26 Nov 2026, 01:01', '26 Nov 2026, 01:00', 'continue', '62 min', '-420.00 BDT'],
    ]);
  });

  it('sets a stricter limit only with an amount and a reason, and shows the server’s refusal of a looser one', async () => {
    let attempts = 0;
    const after = protection({
      limit_changes: [
        {
          id: '3',
          kind: 'deposit',
          period: 'day',
          action: 'applied',
          before: '1000.00',
          after: '500.00',
          at: '2026-11-26T04:00:00.000Z',
          by: 'staff',
          staff_id: 'r1',
          staff_username: 'risk1',
          reason: 'Deposits tripled this week.',
        },
        ...protection().limit_changes,
      ],
    });
    const calls = stubApi(risk, ({ method, path }) => {
      if (method === 'GET') return jsonResponse(protection());
      if (method === 'PUT' && path === '/api/admin/responsible-gaming/players/7/limits') {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ message: 'Staff can only make a limit stricter: enter an amount below the limit in force of 1000.00.' }, 409)
          : jsonResponse({ message: "The player's new limit applies now.", ...after });
      }
      return jsonResponse({}, 500);
    });
    renderAt('/responsible-gaming/7');
    const form = await screen.findByRole('form', { name: 'Set a stricter limit' });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(within(form).getByText('Enter an amount above zero with up to two decimals.')).toBeTruthy();
    expect(within(form).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('New limit (BDT)'), { target: { value: '2000' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: ' Deposits tripled this week. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Staff can only make a limit stricter: enter an amount below the limit in force of 1000.00.',
    );
    fireEvent.change(within(form).getByLabelText('New limit (BDT)'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText("The player's new limit applies now.")).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { kind: 'deposit', period: 'day', limit: '2000', reason: 'Deposits tripled this week.' },
      { kind: 'deposit', period: 'day', limit: '500', reason: 'Deposits tripled this week.' },
    ]);
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'History of limit changes' }))[0]).toEqual([
        '26 Nov 2026, 10:00',
        'Deposit',
        '24 hours',
        'applied',
        '1000.00 BDT → 500.00 BDT',
        'staff: risk1',
        'Deposits tripled this week.',
      ]),
    );
  });

  it('starts a self-exclusion with a length in range and a reason; the exclusion and its history show', async () => {
    const excluded = protection({
      exclusion: {
        kind: 'self_exclusion',
        started_at: '2026-11-26T04:00:00.000Z',
        ends_at: '2027-05-26T04:00:00.000Z',
        in_force: true,
        can_end: false,
        end_requested_at: null,
        end_confirmable_at: null,
        ended_at: null,
      },
      exclusion_changes: [
        {
          id: '1',
          action: 'started',
          kind: 'self_exclusion',
          ends_at: '2027-05-26T04:00:00.000Z',
          at: '2026-11-26T04:00:00.000Z',
          by: 'staff',
          staff_id: 'r1',
          staff_username: 'risk1',
          reason: 'Gambling problem disclosed.',
        },
      ],
    });
    const calls = stubApi(risk, ({ method }) =>
      method === 'GET'
        ? jsonResponse(protection())
        : jsonResponse({
            message: "The player's exclusion has started and runs until 2027-05-26 10:00 (Dhaka time). Their sessions have ended.",
            ...excluded,
          }),
    );
    renderAt('/responsible-gaming/7');
    const form = await screen.findByRole('form', { name: 'Start or extend a time-out or self-exclusion' });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'self_exclusion' } });
    fireEvent.change(within(form).getByLabelText('Months (6–60)'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Gambling problem disclosed.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start exclusion' }));
    expect(within(form).getByText('Choose a length from 6 to 60.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Months (6–60)'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start exclusion' }));
    expect(await screen.findByText(/The player's exclusion has started/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/responsible-gaming/players/7/exclusion',
        body: { kind: 'self_exclusion', months: 6, reason: 'Gambling problem disclosed.' },
      },
    ]);
    expect(screen.getByText('in force')).toBeTruthy();
    expect(rowTexts(screen.getByRole('table', { name: 'History of time-outs and self-exclusions' }))).toEqual([
      ['26 Nov 2026, 10:00', 'started', 'Self-exclusion', '26 May 2027, 10:00', 'staff: risk1', 'Gambling problem disclosed.'],
    ]);
  });

  it('shows no forms to staff who may only look, and nothing to staff without rg.view', async () => {
    stubApi(viewer, () => jsonResponse(protection()));
    const { unmount } = renderAt('/responsible-gaming/7');
    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Set a stricter limit' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Start or extend a time-out or self-exclusion' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Record a review' })).toBeNull();
    unmount();
    const calls = stubApi(support, () => jsonResponse(protection()));
    renderAt('/responsible-gaming/7');
    expect(await screen.findByText('Not available for your roles')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('reads in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    stubApi(risk, () => jsonResponse(protection()));
    renderAt('/responsible-gaming/7');
    expect(await screen.findByRole('heading', { name: 'সীমা' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'রিয়ালিটি চেকের উত্তর' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'সীমা দিন' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ক্ষতির লক্ষণ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'লিখে রাখুন' })).toBeTruthy();
  });
});
