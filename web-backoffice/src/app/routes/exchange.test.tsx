import type { ExchangeTraderEventList, ExchangeTraderEventView, StaffMe } from '@khela/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { ExchangeEventRoute, ExchangeRoute } from './exchange';

const trader: StaffMe = {
  id: 't1',
  username: 'trader1',
  display_name: 'Tanvir Trader',
  roles: ['trader'],
  permissions: ['session', 'exchange.view', 'exchange.trade'],
};
const viewer: StaffMe = { ...trader, id: 't2', username: 'viewer', permissions: ['session', 'exchange.view'] };
const risk: StaffMe = { ...trader, id: 'r1', username: 'risk1', roles: ['risk'], permissions: ['session', 'rg.view'] };

const list: ExchangeTraderEventList = {
  total: 2,
  events: [
    {
      eventId: '30100001',
      marketId: '1.30100001',
      name: 'Dhaka Dynamites v Sylhet Strikers',
      sport: 'cricket',
      competition: 'Bangladesh Premier League',
      openDate: '2026-11-26T08:00:00.000Z',
      status: 'inplay',
      inplay: true,
      marketStatus: 'SUSPENDED',
      feedAgeMs: 1200,
      overridden: true,
    },
    {
      eventId: '30100002',
      marketId: '1.30100002',
      name: 'Abahani v Mohammedan',
      sport: 'soccer',
      competition: 'Bangladesh Premier League (football)',
      openDate: '2026-11-26T10:00:00.000Z',
      status: 'inplay',
      inplay: true,
      marketStatus: 'OPEN',
      feedAgeMs: 42_000,
      overridden: false,
    },
  ],
};

const view = (markets: Record<string, 'SUSPENDED' | 'CLOSED'> = {}): ExchangeTraderEventView => ({
  event: {
    eventId: '30100001',
    name: 'Dhaka Dynamites v Sylhet Strikers',
    sport: 'cricket',
    competition: 'Bangladesh Premier League',
    openDate: '2026-11-26T08:00:00.000Z',
    status: 'inplay',
    inplay: true,
    matchOddsMarketId: '1.30100001',
    seq: 7,
    score: {
      kind: 'cricket',
      phase: 'in_play',
      summary: 'Dhaka Dynamites 45/2 (5.3)',
      innings: [],
      current: 0,
      target: null,
      recentBalls: [],
    } as unknown as ExchangeTraderEventView['event']['score'],
    fancy2: [
      {
        id: '30100001-0-fancy-10',
        title: '10 over runs DD',
        tab: 'fancy',
        no: 78,
        no_rate: 100,
        yes: 80,
        yes_rate: 100,
        suspended: 0,
        ball_running: 1,
        minStake: '100.00',
        maxStake: '25000.00',
        version: 3,
      },
    ],
    bookmaker: {
      '2.30100001': {
        marketId: '2.30100001',
        name: 'Bookmaker',
        minStake: '100.00',
        maxStake: '50000.00',
        version: 2,
        runners: [
          { selectionId: 11, runner: 'Dhaka Dynamites', backPrice: 45, layPrice: 47, suspended: 0, ball_running: 0 },
          { selectionId: 12, runner: 'Sylhet Strikers', backPrice: 110, layPrice: 112, suspended: 0, ball_running: 0 },
        ],
      },
    },
    result: null,
  },
  matchOdds: {
    marketId: '1.30100001',
    eventId: '30100001',
    marketName: 'Match Odds',
    status: markets['1.30100001'] ?? 'OPEN',
    inplay: true,
    betDelay: 5,
    version: 9,
    totalMatched: 1000,
    lastUpdated: '2026-11-26T08:30:00.000Z',
    runners: [
      {
        selectionId: 11,
        SelectionName: 'Dhaka Dynamites',
        status: 'ACTIVE',
        lastPriceTraded: 1.45,
        ex: { availableToBack: [{ price: 1.45, size: 300 }], availableToLay: [{ price: 1.46, size: 200 }] },
      },
      {
        selectionId: 12,
        SelectionName: 'Sylhet Strikers',
        status: 'ACTIVE',
        lastPriceTraded: 3.1,
        ex: { availableToBack: [{ price: 3.05, size: 100 }], availableToLay: [{ price: 3.1, size: 90 }] },
      },
    ],
  },
  feedAgeMs: 900,
  overrides: { markets, result: null, bookmaker: {}, fancy: {} },
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
      <Route path="exchange" element={<ExchangeRoute />} />
      <Route path="exchange/:eventId" element={<ExchangeEventRoute />} />
    </Routes>,
    { route },
  );
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('back-office exchange', () => {
  it('lists events with market status and feed health, and filters by search and sport through the URL', async () => {
    const calls = stubApi(trader, () => jsonResponse(list));
    renderAt('/exchange');
    const link = await screen.findByRole('link', { name: 'Dhaka Dynamites v Sylhet Strikers' });
    expect(link.getAttribute('href')).toBe('/exchange/30100001');
    const table = screen.getByRole('table', { name: 'Exchange' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Suspended');
    expect(rows[0]!.textContent).toContain('changed by a trader');
    expect(rows[0]!.textContent).toContain('1 s ago');
    expect(rows[1]!.textContent).toContain('42 s ago (stale)');
    expect(rows[0]!.textContent).toContain('26 Nov 2026, 14:00'); // Dhaka time

    fireEvent.change(screen.getByLabelText('Find an event'), { target: { value: ' dhaka ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/admin/exchange/events?q=dhaka'));
    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'cricket' } });
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/admin/exchange/events?q=dhaka&sport=cricket'));
  });

  it('suspends and resumes the match odds, and shows the server’s refusal', async () => {
    let current = view();
    const calls = stubApi(trader, ({ method, path }) => {
      if (method === 'POST' && path.endsWith('/markets/1.30100001/suspend')) {
        current = view({ '1.30100001': 'SUSPENDED' });
        return jsonResponse({ message: 'Change applied: players see it now.', ...current });
      }
      if (method === 'POST' && path.endsWith('/markets/1.30100001/resume'))
        return jsonResponse({ message: 'The market is not suspended by a trader.' }, 409);
      return jsonResponse(current);
    });
    renderAt('/exchange/30100001');
    expect(await screen.findByRole('heading', { name: 'Dhaka Dynamites v Sylhet Strikers' })).toBeTruthy();
    expect(screen.getByText('Feed health: last message 1 s ago')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Suspend' })[0]!);
    expect(await screen.findByText('Change applied: players see it now.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/exchange/events/30100001/markets/1.30100001/suspend')).toBe(
      true,
    );
    expect(await screen.findByText('suspended by a trader')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The market is not suspended by a trader.');
  });

  it('sets a result only after choosing a winner and confirming', async () => {
    const calls = stubApi(trader, ({ method }) => jsonResponse(method === 'POST' ? { message: 'ok', ...view() } : view()));
    renderAt('/exchange/30100001');
    const setResult = await screen.findByRole('button', { name: 'Set result' });
    expect((setResult as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Winner'), { target: { value: '12' } });
    fireEvent.click(setResult);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Set the result: Sylhet Strikers won?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set result' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/result'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/result'))!.body).toEqual({ winnerSelectionId: 12 });
  });

  it('edits bookmaker prices and a fancy line', async () => {
    const calls = stubApi(trader, ({ method }) => jsonResponse(method === 'PUT' ? { message: 'ok', ...view() } : view()));
    renderAt('/exchange/30100001');
    await screen.findByRole('table', { name: 'Bookmaker' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit prices' })[0]!);
    fireEvent.change(screen.getByLabelText('Dhaka Dynamites Back'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Max stake'), { target: { value: '20000.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/exchange/events/30100001/bookmaker/2.30100001',
      body: {
        minStake: '100.00',
        maxStake: '20000.00',
        runners: [
          { selectionId: 11, backPrice: 50, layPrice: 47 },
          { selectionId: 12, backPrice: 110, layPrice: 112 },
        ],
      },
    });

    const fancy = screen.getByRole('table', { name: 'Fancy' });
    fireEvent.click(within(fancy).getByRole('button', { name: 'Edit prices' }));
    fireEvent.change(screen.getByLabelText('10 over runs DD Yes'), { target: { value: '82' } });
    fireEvent.click(within(fancy).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]).toMatchObject({
      path: '/api/admin/exchange/events/30100001/fancy/30100001-0-fancy-10',
      body: { no: 78, no_rate: 100, yes: 82, yes_rate: 100, minStake: '100.00', maxStake: '25000.00' },
    });
  });

  it('shows no actions to staff who may only look, and nothing to staff without exchange.view', async () => {
    stubApi(viewer, () => jsonResponse(view()));
    const { unmount } = renderAt('/exchange/30100001');
    expect(await screen.findByRole('heading', { name: 'Dhaka Dynamites v Sylhet Strikers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit prices' })).toBeNull();
    unmount();
    const calls = stubApi(risk, () => jsonResponse(list));
    renderAt('/exchange');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('reads in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    stubApi(trader, () => jsonResponse(view()));
    renderAt('/exchange/30100001');
    expect(await screen.findByRole('heading', { name: /ম্যাচ অডস/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'স্থগিত করুন' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'ফলাফল দিন' })).toBeTruthy();
  });
});
