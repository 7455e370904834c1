import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderRoute, requestPath } from '@/testing/render';
import RealityCheckHost from './reality-check-host';
import { RealityCheckModal } from './reality-check-modal';

const status = (extra: Record<string, unknown> = {}) => ({
  session_started_at: '2026-11-26T10:00:00.000Z',
  now: '2026-11-26T11:02:03.000Z',
  elapsed_seconds: 3723,
  reality_check_minutes: 60,
  next_check_at: '2026-11-26T11:00:00.000Z',
  check_due: true,
  staked: '530.00',
  won: '120.00',
  net: '-410.00',
  session_limit_hours: null,
  session_ends_at: null,
  ended: false,
  ...extra,
});

/** Answers GET session with `current` and POST reality-check with `answer`; records the posts. */
function stubApi(current: () => unknown, answer: (body: { action: string }) => Response) {
  const posts: { action: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = requestPath(input);
      if ((init?.method ?? 'GET') === 'GET' && path === '/api/responsible-gaming/session') return jsonResponse(current());
      if (init?.method === 'POST' && path === '/api/responsible-gaming/reality-check') {
        const body = JSON.parse(String(init.body)) as { action: string };
        posts.push(body);
        return answer(body);
      }
      return jsonResponse({ message: 'Not Found' }, 404);
    }),
  );
  return posts;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RealityCheckModal', () => {
  it("shows the session's elapsed time and net loss, and each button answers", () => {
    const onAnswer = vi.fn();
    renderRoute(<RealityCheckModal elapsedSeconds={3723} net="-410.00" staked="530.00" won="120.00" pending={null} onAnswer={onAnswer} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('01:02:03')).toBeTruthy();
    expect(within(dialog).getByText('Net loss ৳410.00')).toBeTruthy();
    expect(within(dialog).getByText('৳530.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'See history' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onAnswer.mock.calls.map((call) => call[0])).toEqual(['continue', 'history', 'logout']);
  });

  it('in Bangla, a net win, and no second answer while one is being sent', () => {
    act(() => changeLanguage('bn'));
    const onAnswer = vi.fn();
    renderRoute(<RealityCheckModal elapsedSeconds={59} net="70.00" staked="10.00" won="80.00" pending="continue" onAnswer={onAnswer} />);
    const dialog = screen.getByRole('alertdialog', { name: 'রিয়েলিটি চেক' });
    expect(within(dialog).getByText('০০:০০:৫৯')).toBeTruthy();
    expect(within(dialog).getByText(/নিট জয়/)).toBeTruthy();
    const logout = within(dialog).getByRole('button', { name: 'লগ আউট' });
    expect((logout as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(logout);
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('RealityCheckHost', () => {
  it('shows the check the server says is due; continue is recorded and the pop-up goes', async () => {
    window.localStorage.setItem('token', 'session-token');
    let due = true;
    const posts = stubApi(
      () => status({ check_due: due }),
      () => {
        due = false;
        return jsonResponse({
          action: 'continue',
          elapsed_seconds: 3723,
          net: '-410.00',
          next_check_at: '2026-11-26T12:02:03.000Z',
          logged_out: false,
          message: 'ok',
        });
      },
    );
    renderRoute(<RealityCheckHost />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('Net loss ৳410.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts).toEqual([{ action: 'continue' }]);
    expect(window.localStorage.getItem('token')).toBe('session-token');
  });

  it('see history goes to the betting record', async () => {
    window.localStorage.setItem('token', 'session-token');
    let due = true;
    stubApi(
      () => status({ check_due: due }),
      () => {
        due = false;
        return jsonResponse({
          action: 'history',
          elapsed_seconds: 3723,
          net: '-410.00',
          next_check_at: '2026-11-26T12:02:03.000Z',
          logged_out: false,
          message: 'ok',
        });
      },
    );
    const router = renderRoute(<RealityCheckHost />, { route: '/games/slot' });
    fireEvent.click(await screen.findByRole('button', { name: 'See history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting-record'));
  });

  it('log out ends the session here once the server has, and says so', async () => {
    window.localStorage.setItem('token', 'session-token');
    const posts = stubApi(
      () => status(),
      () =>
        jsonResponse({
          action: 'logout',
          elapsed_seconds: 3723,
          net: '-410.00',
          next_check_at: null,
          logged_out: true,
          message: 'You have been logged out.',
        }),
    );
    const router = renderRoute(<RealityCheckHost />, { route: '/games/slot' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const ended = await screen.findByRole('alertdialog', { name: 'Session ended' });
    expect(within(ended).getByText('You have been logged out.')).toBeTruthy();
    expect(posts).toEqual([{ action: 'logout' }]);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a session the server ended at its time limit logs out here with its message', async () => {
    window.localStorage.setItem('token', 'session-token');
    const message = 'Your session time limit has been reached and you have been logged out.';
    stubApi(
      () => status({ ended: true, check_due: false, message }),
      () => jsonResponse({}, 500),
    );
    renderRoute(<RealityCheckHost />, { route: '/games/slot' });
    const ended = await screen.findByRole('alertdialog', { name: 'Session ended' });
    expect(within(ended).getByText(message)).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
