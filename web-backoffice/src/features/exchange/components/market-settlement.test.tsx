import type { ExchangeSettlementView } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { MarketSettlement } from './market-settlement';

const view: ExchangeSettlementView = {
  marketId: '1.30100001',
  eventId: '30100001',
  marketKind: 'match_odds',
  outcome: 'winners',
  winners: [11],
  source: 'feed',
  reason: null,
  version: 1,
  settledVersion: 1,
  settledAt: '2026-11-26T10:00:00.000Z',
  housePnl: '-50.00',
  commission: '7.50',
  settleError: null,
  players: [{ playerId: '42', pnl: '150.00', commission: '7.50', version: 1, settledAt: '2026-11-26T10:00:00.000Z' }],
};
const runners = [
  { selectionId: 11, name: 'Dhaka Dynamites' },
  { selectionId: 12, name: 'Sylhet Strikers' },
];

function setup(canTrade = true) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse({
          ...view,
          version: 2,
          settledVersion: 1,
          winners: [12],
          source: 'trader',
          message: 'Result recorded: the market is being settled at this result.',
        });
      }
      return jsonResponse(view);
    }),
  );
  startTestSession();
  renderWithProviders(<MarketSettlement marketId="1.30100001" runners={runners} closed canTrade={canTrade} />);
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('market settlement (back-office)', () => {
  it('shows the result, house result, commission and each player’s P&L; a trader resettles with a reason after a confirm', async () => {
    const posts = setup();
    const panel = await screen.findByRole('region', { name: 'Settlement' });
    await waitFor(() => expect(panel.textContent).toContain('ResultDhaka Dynamites'));
    expect(panel.textContent).toContain('House result-50.00');
    expect(panel.textContent).toContain('Commission7.50');
    expect(within(screen.getByRole('table', { name: 'Players’ P&L' })).getByText('150.00')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Resettle' });
    fireEvent.change(screen.getByLabelText('Winner'), { target: { value: '12' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true); // no reason yet
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Scorer corrected the result' } });
    fireEvent.click(submit);
    const dialog = screen.getByRole('alertdialog', { name: 'Resettle with Sylhet Strikers as the winner?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resettle' }));
    await screen.findByText('Result recorded: the market is being settled at this result.');
    expect(posts).toEqual([{ outcome: 'winners', winner_selection_ids: [12], reason: 'Scorer corrected the result' }]);
    await waitFor(() => expect(panel.textContent).toContain('Settling…'));
  });

  it('a viewer sees no correction form; Bangla', async () => {
    await changeLanguage('bn');
    setup(false);
    expect(await screen.findByRole('region', { name: 'নিষ্পত্তি' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'আবার নিষ্পত্তি' })).toBeNull();
    await changeLanguage('en');
  });
});
