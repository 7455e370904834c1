import type { BettingRecord as Record_ } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { BettingRecord } from './betting-record';

/** 12:00 on 22 November 2026 in Dhaka. */
const now = new Date('2026-11-22T06:00:00.000Z');

const round = (id: string, over: Partial<Record_>): Record_ => ({
  id,
  platform: 'RTG',
  game_type: 'SLOT',
  game_code: 'RTG-TIGER-FORTUNE',
  game_name: 'Tiger Fortune',
  bet_amount: '10.00',
  winAmount: '0.00',
  created_at: '2026-11-22T05:00:00.000Z',
  ...over,
});

const types = {
  platforms: [
    { platform: 'RTG', name: 'Royal Tiger Gaming' },
    { platform: 'PDL', name: 'Padma Live' },
  ],
  game_types: [
    { type: 'SLOT', title: 'Slot' },
    { type: 'LIVE', title: 'Casino' },
  ],
};

const rounds = [
  round('1', { game_name: 'Royal Mango Reels Deluxe', bet_amount: '50.00', winAmount: '20.00' }),
  round('2', { bet_amount: '10.00', winAmount: '15.50', created_at: '2026-11-22T04:00:00.000Z' }),
  round('3', { platform: 'PDL', game_type: 'LIVE', game_name: 'Padma Baccarat', bet_amount: '100.00', winAmount: '195.00' }),
];

function setup(data: Record_[] = rounds) {
  window.localStorage.setItem('token', 'tok-1');
  const fetchMock = stubFetchByPath({ '/api/get-type': types, '/api/betting-record': { data } });
  renderWithProviders(<BettingRecord now={now} />, { route: '/betting-record' });
  return fetchMock;
}

/** The search of every GET /api/betting-record, in order. */
function recordQueries(fetchMock: ReturnType<typeof setup>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/betting-record')
    .map((url) => url.search);
}

async function groups() {
  return within(await screen.findByRole('list', { name: 'Settled bets by day' })).getAllByRole('listitem');
}

describe('BettingRecord', () => {
  it("asks for today's settled rounds and groups them per day, platform and game type", async () => {
    const fetchMock = setup();
    const list = await groups();
    expect(recordQueries(fetchMock)).toEqual(['?from=2026-11-22&to=2026-11-22']);
    expect(list).toHaveLength(2);
    expect(list[0]!.textContent).toContain('Padma Live · Casino');
    expect(list[0]!.textContent).toContain('Turnover৳ 100.00');
    expect(list[0]!.textContent).toContain('Profit/Loss৳ 95.00');
    expect(list[1]!.textContent).toContain('Royal Tiger Gaming · Slot');
    expect(list[1]!.textContent).toContain('Turnover৳ 60.00');
    const loss = within(list[1]!).getByText('৳ -24.50');
    expect(loss.className).toContain('betting-pl--negative');
  });

  it('drills into a group: summary header with P/L in brackets (red when negative), names cut at 15', async () => {
    setup();
    const list = await groups();
    fireEvent.click(within(list[1]!).getByRole('button', { name: /Show the games of Royal Tiger Gaming · Slot/ }));
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('heading').textContent).toBe('Royal Tiger Gaming · Slot');
    expect(summary.textContent).toContain('Turnover৳ 60.00');
    const bracketed = within(summary).getByText('(৳ -24.50)');
    expect(bracketed.className).toContain('betting-pl--negative');

    const games = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    expect(games.map((item) => item.querySelector('.betting-game__name')!.textContent)).toEqual(['Royal Mango Ree…', 'Tiger Fortune']);
    expect(within(games[0]!).getByText('৳ -30.00')).toBeTruthy();
    expect(within(games[1]!).getByText('৳ 5.50').className).not.toContain('negative');

    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await groups()).toHaveLength(2);
  });

  it('applies Platform, Game Type and Date only on Confirm; a second tap on a platform goes back to All', async () => {
    const fetchMock = setup();
    await groups();
    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    const panel = screen.getByRole('form', { name: 'Filter' });
    const platform = within(panel).getByRole('group', { name: 'Platform' });
    fireEvent.click(within(platform).getByRole('button', { name: 'Padma Live' }));
    expect(within(platform).getByRole('button', { name: 'Padma Live' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(platform).getByRole('button', { name: 'Padma Live' }));
    expect(within(platform).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(platform).getByRole('button', { name: 'Royal Tiger Gaming' }));

    const gameType = within(panel).getByRole('group', { name: 'Game Type' });
    fireEvent.click(within(gameType).getByRole('button', { name: 'Casino' }));
    fireEvent.click(within(gameType).getByRole('button', { name: 'Slot' }));
    expect(within(gameType).getByRole('button', { name: 'Casino' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(panel).getByRole('button', { name: 'Last 7 days' }));
    expect(recordQueries(fetchMock)).toHaveLength(1); // Nothing applies before Confirm.

    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(recordQueries(fetchMock).at(-1)).toBe('?from=2026-11-16&to=2026-11-22&platform=RTG&game_type=SLOT'));
    expect(screen.queryByRole('form', { name: 'Filter' })).toBeNull();
    expect(screen.getByRole('button', { name: /Filter/ }).textContent).toContain('Royal Tiger Gaming · Slot · Last 7 days');
  });

  it("shows 'No Data' without settled rounds", async () => {
    setup([]);
    expect(await screen.findByText('No Data')).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    changeLanguage('bn');
    setup();
    const list = within(await screen.findByRole('list', { name: 'দিন অনুযায়ী নিষ্পন্ন বেট' })).getAllByRole('listitem');
    expect(list[1]!.textContent).toContain('টার্নওভার');
    expect(screen.getByRole('tab', { name: 'নিষ্পন্ন' })).toBeTruthy();
  });
});
