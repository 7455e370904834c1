import type { StaffGameRefusedCall, StaffGameRound, StaffGameRoundRecall } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { GameRoundsPage } from './game-rounds-page';

const round: StaffGameRound = {
  id: '12',
  provider: 'sim',
  round_id: 'sim-round-77',
  player_id: '42',
  game_code: 'RTG-SLOT',
  game_name: 'Tiger Fortune',
  platform: 'RTG',
  status: 'closed',
  bet: '1250.00',
  win: '40.00',
  rolled_back: '0.00',
  opened_at: '2026-11-23T06:00:00.000Z',
  closed_at: '2026-11-23T06:00:01.000Z',
};
const betAnswer = '{"status":"RS_OK","request_uuid":"q-1","user":"demoplayer1","currency":"BDT","balance":87500}';
const recall: StaffGameRoundRecall = {
  round,
  calls: [
    {
      transaction_uuid: 'tx-bet-1',
      kind: 'bet',
      reference_transaction_uuid: null,
      amount: '1250.00',
      status: 'RS_OK',
      request: '{"request_uuid":"q-1","amount":125000}',
      answer: betAnswer,
      balance_before: '2000.00',
      balance_after: '750.00',
      created_at: '2026-11-23T06:00:00.000Z',
    },
    {
      transaction_uuid: 'tx-win-1',
      kind: 'win',
      reference_transaction_uuid: 'tx-bet-1',
      amount: '40.00',
      status: 'RS_OK',
      request: '{"request_uuid":"q-2","amount":4000}',
      answer: '{"status":"RS_OK","request_uuid":"q-2","balance":79000}',
      balance_before: '750.00',
      balance_after: '790.00',
      created_at: '2026-11-23T06:00:01.000Z',
    },
  ],
};

const refused: StaffGameRefusedCall = {
  id: '7',
  provider: 'sim',
  call: 'transaction/bet',
  status: 'RS_ERROR_INVALID_SIGNATURE',
  reason: 'signature does not match the body',
  request_uuid: 'q-9',
  transaction_uuid: 'tx-forged-1',
  round_id: 'sim-round-99',
  request: '{"request_uuid":"q-9","amount":999999}',
  request_bytes: 38,
  answer: '{"status":"RS_ERROR_INVALID_SIGNATURE","request_uuid":"q-9"}',
  received_at: '2026-11-23T07:00:00.000Z',
};

function stubApi() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      urls.push(url);
      if (url.pathname === '/api/admin/game-rounds/12') return jsonResponse(recall);
      if (url.pathname === '/api/admin/game-refused-calls') {
        const data = url.searchParams.get('provider') === 'nobody' ? [] : [refused];
        return jsonResponse({ data, page: 1, per_page: 50, total: data.length, last_page: 1 });
      }
      if (url.pathname === '/api/admin/game-rounds') {
        const data = url.searchParams.get('player_id') === '999' ? [] : [round];
        return jsonResponse({ data, page: 1, per_page: 50, total: data.length, last_page: 1 });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return urls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office game rounds page', () => {
  it('searches by player, game, provider and days, and opens a round with every call, its answer and balances', async () => {
    const urls = stubApi();
    renderWithProviders(<GameRoundsPage />, { route: '/game-rounds' });
    expect(screen.getByRole('heading', { name: 'Game rounds' })).toBeTruthy();
    const rounds = within(screen.getByRole('table', { name: 'Game rounds' }));
    const listed = (await rounds.findByText('sim-round-77')).closest('tr')!;
    expect(within(listed).getByText('1,250.00')).toBeTruthy();
    expect(within(listed).getByText('closed')).toBeTruthy();

    const form = within(screen.getByRole('search'));
    fireEvent.change(form.getByLabelText('Player id'), { target: { value: '42' } });
    fireEvent.change(form.getByLabelText('Game code'), { target: { value: 'RTG-SLOT' } });
    fireEvent.change(form.getByLabelText('Provider'), { target: { value: 'sim' } });
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-11-23' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(urls.some((u) => u.searchParams.get('player_id') === '42')).toBe(true));
    expect(Object.fromEntries(urls.filter((u) => u.pathname === '/api/admin/game-rounds').at(-1)!.searchParams)).toEqual({
      player_id: '42',
      game_code: 'RTG-SLOT',
      provider: 'sim',
      from: '2026-11-20',
      to: '2026-11-23',
    });

    fireEvent.click(within((await rounds.findByText('sim-round-77')).closest('tr')!).getByRole('button', { name: 'Open' }));
    const detail = within(await screen.findByRole('region', { name: 'Round sim-round-77' }));
    const calls = within(detail.getByRole('table', { name: 'Calls' }));
    const bet = calls.getByText('tx-bet-1').closest('tr')!;
    expect(within(bet).getByText('bet')).toBeTruthy();
    expect(within(bet).getByText('2,000.00')).toBeTruthy();
    expect(within(bet).getByText('750.00')).toBeTruthy();
    expect(within(bet).getByText(betAnswer)).toBeTruthy();
    const win = calls.getByText('tx-win-1').closest('tr')!;
    expect(within(win).getByText('→ tx-bet-1')).toBeTruthy();
    expect(within(win).getByText('790.00')).toBeTruthy();
    fireEvent.click(detail.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Round sim-round-77' })).toBeNull();
  });

  it('lists the calls refused before any decision, with the bytes received and the answer sent, narrowed by provider', async () => {
    const urls = stubApi();
    renderWithProviders(<GameRoundsPage />, { route: '/game-rounds' });
    const panel = within(screen.getByRole('region', { name: 'Refused calls' }));
    const row = (await panel.findByText('tx-forged-1')).closest('tr')!;
    expect(within(row).getByText('RS_ERROR_INVALID_SIGNATURE')).toBeTruthy();
    expect(within(row).getByText('signature does not match the body')).toBeTruthy();
    expect(within(row).getByText('sim-round-99')).toBeTruthy();
    expect(within(row).getByText('Request (38 bytes)')).toBeTruthy();
    expect(within(row).getByText(refused.request)).toBeTruthy();
    expect(within(row).getByText(refused.answer)).toBeTruthy();

    const form = within(panel.getByRole('form', { name: 'Refused calls' }));
    fireEvent.change(form.getByLabelText('Provider'), { target: { value: 'nobody' } });
    fireEvent.click(form.getByRole('button', { name: 'Show' }));
    expect(await panel.findByText('No refused calls in these days.')).toBeTruthy();
    expect(urls.at(-1)!.pathname).toBe('/api/admin/game-refused-calls');
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ provider: 'nobody' });
  });

  it('says when nothing matches, and is in Bangla', async () => {
    stubApi();
    await i18n.changeLanguage('bn');
    renderWithProviders(<GameRoundsPage />);
    expect(screen.getByRole('heading', { name: 'গেম রাউন্ড' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('খেলোয়াড় আইডি'), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    expect(await screen.findByText('কোনো রাউন্ড মেলেনি।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'প্রত্যাখ্যাত কল' })).toBeTruthy();
    // the api's reason for a refused call, in Bangla too
    expect(await screen.findByText('স্বাক্ষর বডির সাথে মেলে না')).toBeTruthy();
    expect(screen.queryByText('signature does not match the body')).toBeNull();
  });
});
