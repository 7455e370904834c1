import type { StaffGameReportRow } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { GameReportsPage } from './game-reports-page';

const rows: StaffGameReportRow[] = [
  {
    day: '2026-11-23',
    provider: 'sim',
    platform: 'RTG',
    game_code: 'RTG-SLOT',
    game_name: 'Tiger Fortune',
    rounds: 120,
    bets: '1200.00',
    wins: '1150.00',
    ggr: '50.00',
    rtp: '95.83',
    stated_rtp: '95.81',
  },
  {
    day: '2026-11-23',
    provider: 'sim',
    platform: 'PDL',
    game_code: 'PDL-ROULETTE',
    game_name: 'European Roulette',
    rounds: 3,
    bets: '30.00',
    wins: '72.00',
    ggr: '-42.00',
    rtp: '240.00',
    stated_rtp: '97.30',
  },
];

function stubApi() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      urls.push(url);
      return jsonResponse({ data: url.searchParams.get('from') === '2020-01-01' ? [] : rows });
    }),
  );
  return urls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office game reports page', () => {
  it('shows bets, wins, GGR and the actual RTP beside the stated one per day, provider and game, with exact totals', async () => {
    stubApi();
    renderWithProviders(<GameReportsPage />, { route: '/game-reports' });
    expect(screen.getByRole('heading', { name: 'Game reports' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Game reports' }));
    const slot = (await table.findByText('Tiger Fortune')).closest('tr')!;
    expect(within(slot).getByText('1,200.00')).toBeTruthy();
    expect(within(slot).getByText('95.83%')).toBeTruthy();
    expect(within(slot).getByText('95.81%')).toBeTruthy();
    const roulette = table.getByText('European Roulette').closest('tr')!;
    expect(within(roulette).getByText('-42.00')).toBeTruthy();
    // far from what the game states: marked
    expect(within(roulette).getByText('240.00%').className).toContain('rtp-off');
    expect(within(slot).getByText('95.83%').className).not.toContain('rtp-off');
    const total = table.getByText('Total').closest('tr')!;
    expect(within(total).getByText('123')).toBeTruthy();
    expect(within(total).getByText('1,230.00')).toBeTruthy();
    expect(within(total).getByText('1,222.00')).toBeTruthy();
    expect(within(total).getByText('8.00')).toBeTruthy();
    expect(within(total).getByText('99.35%')).toBeTruthy();
  });

  it('asks for the days chosen and says when there is nothing; in Bangla too', async () => {
    const urls = stubApi();
    await i18n.changeLanguage('bn');
    renderWithProviders(<GameReportsPage />);
    expect(screen.getByRole('heading', { name: 'গেম রিপোর্ট' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('থেকে'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('এই দিনগুলোতে কোনো বন্ধ রাউন্ড নেই।')).toBeTruthy();
    expect(urls.at(-1)!.searchParams.get('from')).toBe('2020-01-01');
  });
});
