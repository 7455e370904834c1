import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderRoute, renderWithProviders, requestPath } from '@/testing/render';
import { ResponsibleGaming } from './responsible-gaming';

const item = (period: 'day' | 'week' | 'month', hours: number, extra: Record<string, unknown> = {}) => ({
  period,
  hours,
  limit: null,
  used: '0.00',
  remaining: null,
  pending: null,
  ...extra,
});
const answer = (limits: unknown[]) => ({ limits, cooling_off_hours: 24, now: '2026-11-20T06:00:00.000Z' });

const none = () => answer([item('day', 24), item('week', 168), item('month', 720)]);
const noExclusion = {
  exclusion: null,
  timeout_days: { min: 1, max: 42 },
  self_exclusion_months: { min: 6, max: 60 },
  end_cooling_off_hours: 24,
  now: '2026-11-20T06:00:00.000Z',
};

const zeroSpan = (span: '30d' | '6m' | '12m') => ({
  span,
  from: '2026-10-21T06:00:00.000Z',
  to: '2026-11-20T06:00:00.000Z',
  deposits: '0.00',
  withdrawals: '0.00',
  net_deposits: '0.00',
  stakes: '0.00',
  wins: '0.00',
  net_position: '0.00',
  bonuses: '0.00',
});
const defaultSessionSettings = {
  reality_check_minutes: 60,
  session_limit_hours: null,
  reality_check_choices: [15, 30, 45, 60, 90, 120],
  session_limit_range: { min: 1, max: 12 },
};
const sessionStatus = {
  session_started_at: '2026-11-20T05:00:00.000Z',
  now: '2026-11-20T06:00:00.000Z',
  elapsed_seconds: 3600,
  reality_check_minutes: 60,
  next_check_at: '2026-11-20T06:30:00.000Z',
  check_due: false,
  staked: '0.00',
  won: '0.00',
  net: '0.00',
  session_limit_hours: null,
  session_ends_at: null,
  ended: false,
};
const noNetPositions = { spans: [zeroSpan('30d'), zeroSpan('6m'), zeroSpan('12m')], now: '2026-11-20T06:00:00.000Z' };

/**
 * Answers GET of the deposit limits with `current` (the wager and loss limits with `others`, none set by
 * default; the exclusion with `others.exclusion`, none by default), PUT and POST with what `write`
 * returns; records the writes.
 */
function stubApi(current: unknown, write: (method: string, body: unknown) => Response, others: Record<string, unknown> = {}) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = requestPath(input);
    if (method === 'GET' && path === '/api/responsible-gaming/deposit-limits') return jsonResponse(current);
    const kind = /^\/api\/responsible-gaming\/(wager|loss)-limits$/.exec(path)?.[1];
    if (method === 'GET' && kind) return jsonResponse(others[kind] ?? none());
    if (method === 'GET' && path === '/api/responsible-gaming/exclusion') return jsonResponse(others.exclusion ?? noExclusion);
    if (method === 'GET' && path === '/api/responsible-gaming/net-positions') return jsonResponse(others.netPositions ?? noNetPositions);
    if (method === 'GET' && path === '/api/responsible-gaming/session-settings')
      return jsonResponse(others.sessionSettings ?? defaultSessionSettings);
    if (method === 'GET' && path === '/api/responsible-gaming/session') return jsonResponse(others.session ?? sessionStatus);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    writes.push({ method, path, body });
    return write(method, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return writes;
}

describe('ResponsibleGaming', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three rolling limits with what each window holds, and sets a new one', async () => {
    window.localStorage.setItem('token', 'session-token');
    const writes = stubApi(
      answer([item('day', 24, { limit: '1500.00', used: '1000.00', remaining: '500.00' }), item('week', 168), item('month', 720)]),
      () =>
        jsonResponse({
          outcome: 'applied',
          message: 'Your new limit applies now.',
          ...answer([
            item('day', 24, { limit: '1500.00', used: '1000.00', remaining: '500.00' }),
            item('week', 168, { limit: '800.00', remaining: '800.00' }),
            item('month', 720),
          ]),
        }),
    );
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const deposits = screen.getByRole('region', { name: 'Deposit limits' });
    const day = await within(deposits).findByRole('region', { name: '24 hours' });
    expect(within(day).getByText('৳ 1,500.00')).toBeTruthy();
    expect(within(day).getByText('৳ 500.00')).toBeTruthy();
    const week = within(deposits).getByRole('region', { name: '7 days' });
    expect(within(week).getByText('No limit')).toBeTruthy();
    expect(within(deposits).getByRole('region', { name: '30 days' })).toBeTruthy();

    // a bad amount is caught on the page; a good one goes to the server, whose message is shown
    fireEvent.change(within(week).getByLabelText('New limit for 7 days (৳)'), { target: { value: '1.234' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Set limit' }));
    expect(within(week).getByText('Enter an amount above zero with up to two decimals.')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(within(week).getByLabelText('New limit for 7 days (৳)'), { target: { value: '800' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Set limit' }));
    expect((await within(week).findByRole('status')).textContent).toBe('Your new limit applies now.');
    expect(writes).toEqual([{ method: 'PUT', path: '/api/responsible-gaming/deposit-limits', body: { period: 'week', limit: '800' } }]);
    await waitFor(() => expect(within(week).getAllByText('৳ 800.00', { selector: 'dd' })).toHaveLength(2)); // limit and left
  });

  it('shows a pending increase waiting for its cooling-off, and confirms it once it may', async () => {
    window.localStorage.setItem('token', 'session-token');
    const pending = (confirmable: boolean) => ({
      limit: '5000.00',
      requested_at: '2026-11-20T06:00:00.000Z',
      confirmable_at: '2026-11-21T06:00:00.000Z',
      confirmable,
    });
    stubApi(
      answer([item('day', 24, { limit: '1500.00', remaining: '1500.00', pending: pending(false) }), item('week', 168), item('month', 720)]),
      () => jsonResponse({ message: 'You can confirm this change from 2026-11-21 12:00 (Dhaka time).' }, 409),
    );
    const { unmount } = renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const day = await within(screen.getByRole('region', { name: 'Deposit limits' })).findByRole('region', { name: '24 hours' });
    expect(within(day).getByText(/You asked to raise this limit to ৳ 5,000.00\. You can confirm it from/)).toBeTruthy();
    expect((within(day).getByRole('button', { name: 'Confirm change' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    const writes = stubApi(
      answer([item('day', 24, { limit: '1500.00', remaining: '1500.00', pending: pending(true) }), item('week', 168), item('month', 720)]),
      () =>
        jsonResponse({
          outcome: 'confirmed',
          message: 'Your limit has changed.',
          ...answer([item('day', 24, { limit: '5000.00', remaining: '5000.00' }), item('week', 168), item('month', 720)]),
        }),
    );
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const ready = await within(screen.getByRole('region', { name: 'Deposit limits' })).findByRole('region', { name: '24 hours' });
    expect(within(ready).getByText(/You can confirm it now\./)).toBeTruthy();
    fireEvent.click(within(ready).getByRole('button', { name: 'Confirm change' }));
    expect((await within(ready).findByRole('status')).textContent).toBe('Your limit has changed.');
    expect(writes).toEqual([{ method: 'POST', path: '/api/responsible-gaming/deposit-limits/confirm', body: { period: 'day' } }]);
    expect(within(ready).queryByRole('button', { name: 'Confirm change' })).toBeNull();
  });

  it("shows the server's refusal as an alert", async () => {
    window.localStorage.setItem('token', 'session-token');
    stubApi(answer([item('day', 24), item('week', 168), item('month', 720)]), () =>
      jsonResponse({ message: 'Choose a period: day, week or month.' }, 400),
    );
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const month = await within(screen.getByRole('region', { name: 'Deposit limits' })).findByRole('region', { name: '30 days' });
    fireEvent.change(within(month).getByLabelText('New limit for 30 days (৳)'), { target: { value: '100' } });
    fireEvent.click(within(month).getByRole('button', { name: 'Set limit' }));
    expect((await within(month).findByRole('alert')).textContent).toBe('Choose a period: day, week or month.');
  });

  it('shows the wager and loss limits with what was bet and the net loss, and sets them on their own routes', async () => {
    window.localStorage.setItem('token', 'session-token');
    const writes = stubApi(
      none(),
      (_method, body) =>
        jsonResponse({
          kind: 'loss',
          outcome: 'pending',
          message: 'Your limit will change only after a 24-hour cooling-off, and then only when you confirm it.',
          ...answer([
            item('day', 24, {
              limit: '200.00',
              used: '-50.00',
              remaining: '250.00',
              pending: {
                limit: (body as { limit: string }).limit,
                requested_at: '2026-11-20T06:00:00.000Z',
                confirmable_at: '2026-11-21T06:00:00.000Z',
                confirmable: false,
              },
            }),
            item('week', 168),
            item('month', 720),
          ]),
        }),
      {
        wager: answer([item('day', 24, { limit: '100.00', used: '60.00', remaining: '40.00' }), item('week', 168), item('month', 720)]),
        loss: answer([item('day', 24, { limit: '200.00', used: '-50.00', remaining: '250.00' }), item('week', 168), item('month', 720)]),
      },
    );
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const wager = screen.getByRole('region', { name: 'Wager limits' });
    const wagerDay = await within(wager).findByRole('region', { name: '24 hours' });
    expect(within(wagerDay).getByText('Bet')).toBeTruthy();
    expect(within(wagerDay).getByText('৳ 60.00')).toBeTruthy();
    expect(within(wagerDay).getByText('৳ 40.00')).toBeTruthy();

    const loss = screen.getByRole('region', { name: 'Loss limits' });
    const lossDay = await within(loss).findByRole('region', { name: '24 hours' });
    expect(within(lossDay).getByText('Net loss')).toBeTruthy();
    expect(within(lossDay).getByText('৳ 250.00')).toBeTruthy(); // a net win of 50 makes room
    fireEvent.change(within(lossDay).getByLabelText('New loss limit for 24 hours (৳)'), { target: { value: '500' } });
    fireEvent.click(within(lossDay).getByRole('button', { name: 'Set limit' }));
    expect((await within(lossDay).findByRole('status')).textContent).toBe(
      'Your limit will change only after a 24-hour cooling-off, and then only when you confirm it.',
    );
    expect(writes).toEqual([{ method: 'PUT', path: '/api/responsible-gaming/loss-limits', body: { period: 'day', limit: '500' } }]);
    expect(await within(lossDay).findByText(/You asked to raise this limit to ৳ 500.00\./)).toBeTruthy();
    // the wager limits were not touched by the loss limit's change
    expect(within(wagerDay).queryByText(/You asked to raise/)).toBeNull();
  });

  it('names the wager and loss limits in Bangla', async () => {
    window.localStorage.setItem('token', 'session-token');
    stubApi(none(), () => jsonResponse({}));
    act(() => changeLanguage('bn'));
    try {
      renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
      const wager = screen.getByRole('region', { name: 'বাজি সীমা' });
      expect(await within(wager).findByLabelText('২৪ ঘণ্টা-এর নতুন বাজি সীমা (৳)')).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'লোকসান সীমা' })).getByLabelText('২৪ ঘণ্টা-এর নতুন লোকসান সীমা (৳)')).toBeTruthy();
    } finally {
      act(() => changeLanguage('en'));
    }
  });

  it('takes a break only after a confirmation step (kind and length, then a tick and the start button), then logs out here', async () => {
    window.localStorage.setItem('token', 'session-token');
    const message = 'Your exclusion has started and runs until 2026-11-27 12:00 (Dhaka time). You have been logged out everywhere.';
    const writes = stubApi(none(), () =>
      jsonResponse({
        ...noExclusion,
        outcome: 'started',
        message,
        exclusion: {
          kind: 'timeout',
          started_at: '2026-11-20T06:00:00.000Z',
          ends_at: '2026-11-27T06:00:00.000Z',
          in_force: true,
          can_end: false,
          end_requested_at: null,
          end_confirmable_at: null,
          ended_at: null,
        },
      }),
    );
    const router = renderRoute(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const section = screen.getByRole('region', { name: 'Take a break' });
    const length = await within(section).findByLabelText('Length');
    expect(within(section).getByRole('radio', { name: 'Time-out' })).toHaveProperty('checked', true);
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['24 hours', '7 days', '14 days', '30 days', '6 weeks']);
    fireEvent.click(within(section).getByRole('radio', { name: 'Self-exclusion' }));
    expect(
      within(within(section).getByLabelText('Length'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['6 months', '1 year', '2 years', '3 years', '5 years']);
    fireEvent.click(within(section).getByRole('radio', { name: 'Time-out' }));
    fireEvent.change(within(section).getByLabelText('Length'), { target: { value: 'd7' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));

    // the confirmation step: nothing is sent until the player ticks and starts; cancel goes back
    const dialog = within(section).getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('You are starting a time-out of 7 days. It cannot be undone or shortened.');
    const startButton = within(dialog).getByRole('button', { name: 'Start my break' });
    expect(startButton).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('alertdialog')).toBeNull();
    expect(writes).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    const again = within(section).getByRole('alertdialog', { name: 'Please confirm' });
    fireEvent.click(within(again).getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Start my break' }));
    // the server ended this session: logged out here at once, on the log-in page with the server's message
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ notice: message });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(writes).toEqual([
      { method: 'POST', path: '/api/responsible-gaming/exclusion', body: { kind: 'timeout', days: 7, confirm: true } },
    ]);
  });

  it('a self-exclusion whose period is over offers to ask to end it; the cooling-off is shown', async () => {
    window.localStorage.setItem('token', 'session-token');
    const over = {
      kind: 'self_exclusion',
      started_at: '2026-05-20T06:00:00.000Z',
      ends_at: '2026-11-20T06:00:00.000Z',
      in_force: true,
      can_end: true,
      end_requested_at: null,
      end_confirmable_at: null,
      ended_at: null,
    };
    const writes = stubApi(
      none(),
      () =>
        jsonResponse({
          ...noExclusion,
          outcome: 'endPending',
          message: 'You asked to end your self-exclusion.',
          exclusion: { ...over, end_requested_at: '2026-11-21T06:00:00.000Z', end_confirmable_at: '2026-11-22T06:00:00.000Z' },
        }),
      { exclusion: { ...noExclusion, exclusion: over } },
    );
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const section = screen.getByRole('region', { name: 'Take a break' });
    expect(
      await within(section).findByText(/Your self-exclusion period ended on .*Deposits and bets stay closed until you end it\./),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Ask to end my self-exclusion' }));
    expect((await within(section).findByRole('status')).textContent).toBe('You asked to end your self-exclusion.');
    expect(writes).toEqual([{ method: 'POST', path: '/api/responsible-gaming/exclusion/end', body: undefined }]);
    expect(await within(section).findByText(/You asked to end it\. You can confirm from/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'End my self-exclusion' })).toBeTruthy();
  });

  it('takes a break in Bangla', async () => {
    window.localStorage.setItem('token', 'session-token');
    stubApi(none(), () => jsonResponse({}));
    act(() => changeLanguage('bn'));
    try {
      renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
      const section = screen.getByRole('region', { name: 'বিরতি নিন' });
      expect(await within(section).findByRole('radio', { name: 'সেলফ-এক্সক্লুশন' })).toBeTruthy();
      fireEvent.click(within(section).getByRole('button', { name: 'এগিয়ে যান' }));
      expect(within(section).getByRole('alertdialog', { name: 'অনুগ্রহ করে নিশ্চিত করুন' }).textContent).toContain(
        'আপনি ২৪ ঘণ্টা-এর একটি টাইম-আউট শুরু করছেন।',
      );
    } finally {
      act(() => changeLanguage('en'));
    }
  });

  it('shows net deposits and net position for 30 days, 6 and 12 months, in English and Bangla', async () => {
    window.localStorage.setItem('token', 'session-token');
    const span = (name: '30d' | '6m' | '12m', extra: Record<string, string>) => ({ ...zeroSpan(name), ...extra });
    stubApi(none(), () => jsonResponse({}), {
      netPositions: {
        spans: [
          span('30d', { deposits: '1000.00', net_deposits: '1000.00', stakes: '1380.00', wins: '450.00', net_position: '-930.00' }),
          span('6m', {
            deposits: '12500.00',
            withdrawals: '3000.00',
            net_deposits: '9500.00',
            stakes: '380.00',
            wins: '450.00',
            net_position: '70.00',
            bonuses: '25.00',
          }),
          span('12m', { deposits: '12500.00', withdrawals: '3000.00', net_deposits: '9500.00' }),
        ],
        now: '2026-11-20T06:00:00.000Z',
      },
    });
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const section = screen.getByRole('region', { name: 'Your net position' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h4')?.textContent)).toEqual(['Last 30 days', 'Last 6 months', 'Last 12 months']);
    const figure = (card: HTMLElement, label: string) =>
      [...card.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
    expect(figure(cards[0]!, 'Net position (wins − stakes)')).toBe('৳ -930.00');
    expect(figure(cards[1]!, 'Net deposits')).toBe('৳ 9,500.00');
    expect(figure(cards[1]!, 'Net position (wins − stakes)')).toBe('৳ 70.00');
    expect(figure(cards[1]!, 'Bonuses received')).toBe('৳ 25.00');
    expect(figure(cards[2]!, 'Withdrawals')).toBe('৳ 3,000.00');

    act(() => changeLanguage('bn'));
    try {
      const bangla = screen.getByRole('region', { name: 'আপনার নিট অবস্থান' });
      expect(within(bangla).getByText('গত ৬ মাস')).toBeTruthy();
      expect(within(bangla).getAllByText('নিট ডিপোজিট')).toHaveLength(3);
    } finally {
      act(() => changeLanguage('en'));
    }
  });
  it('sets how often reality checks show and a session time limit (English and Bangla), showing this session', async () => {
    window.localStorage.setItem('token', 'session-token');
    const writes = stubApi(none(), (_method, body) =>
      jsonResponse({ ...defaultSessionSettings, ...(body as object), message: 'Your session settings are saved.' }),
    );
    renderWithProviders(<ResponsibleGaming />, { route: '/responsible-gaming' });
    const section = screen.getByRole('region', { name: 'Session time and reality checks' });
    const every = await within(section).findByRole('combobox', { name: 'Show a reality check every' });
    expect((every as HTMLSelectElement).value).toBe('60');
    expect(await within(section).findByText(/This session: 01:00:00 so far; next reality check at/)).toBeTruthy();
    fireEvent.change(every, { target: { value: '30' } });
    fireEvent.change(within(section).getByRole('combobox', { name: 'Session time limit' }), { target: { value: '2' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Your session settings are saved.')).toBeTruthy();
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/responsible-gaming/session-settings', body: { reality_check_minutes: 30, session_limit_hours: 2 } },
    ]);
    act(() => changeLanguage('bn'));
    try {
      expect(await within(section).findByRole('option', { name: '৩০ মিনিট' })).toBeTruthy();
      expect(within(section).getByRole('option', { name: '২ ঘণ্টা' })).toBeTruthy();
      expect(within(section).getByRole('option', { name: 'কোনো সীমা নেই' })).toBeTruthy();
    } finally {
      act(() => changeLanguage('en'));
    }
  });
});
