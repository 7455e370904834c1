import type { ExchangeShortfallCollectAnswer, ExchangeUnpaidResettlement, ExchangeUnpaidResettlementList } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { UnpaidResettlements } from './unpaid-resettlements';

const row: ExchangeUnpaidResettlement = {
  id: '5c2b3c1e-8f57-4d8e-9a55-0a6d1c1f0b11',
  playerId: '42',
  marketId: 'fancy:30100001-0-fancy-6',
  eventId: '30100001',
  version: 2,
  currency: 'BDT',
  owed: '1500.00',
  recovered: '700.00',
  recoveredAuto: '700.00',
  outstanding: '800.00',
  createdAt: '2026-11-26T10:00:00.000Z',
  clearedAt: null,
};
const list: ExchangeUnpaidResettlementList = { items: [row], outstanding: { BDT: '800.00' }, total: 1 };
const collected: ExchangeShortfallCollectAnswer = {
  message: 'Collected 300.00 from the player’s main balance; 500.00 is still owed.',
  collected: '300.00',
  item: { ...row, recovered: '1000.00', outstanding: '500.00' },
};

afterEach(() => vi.unstubAllGlobals());

describe('unpaid resettlements (back-office)', () => {
  it('lists what players owe with the total, and collects with an Idempotency-Key', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? jsonResponse(collected) : jsonResponse(list),
    );
    vi.stubGlobal('fetch', fetchMock);
    startTestSession();
    renderWithProviders(<UnpaidResettlements canCollect />);
    const table = await screen.findByRole('table', { name: 'Unpaid resettlements' });
    expect((await within(table).findByRole('link', { name: '#42' })).getAttribute('href')).toBe('/players/42');
    expect(table.textContent).toContain('fancy:30100001-0-fancy-6 (v2)');
    expect(screen.getByText('800.00 BDT')).toBeTruthy();
    // what the automatic collection took, under Collected
    expect(within(table).getByText('automatically: 700.00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Collect from main' }));
    expect((await screen.findByRole('status')).textContent).toBe(collected.message);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(new URL(String(post[0]), 'http://localhost').pathname).toBe(`/api/admin/exchange/unpaid-resettlements/${row.id}/collect`);
    expect(new Headers(post[1]!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows no Collect button without wallet.adjust, and an empty state per filter', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ items: [], outstanding: {}, total: 0 })),
    );
    startTestSession();
    renderWithProviders(<UnpaidResettlements canCollect={false} />);
    expect(await screen.findByText('Nobody owes anything.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Collect from main' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'cleared' } });
    await waitFor(() => expect(screen.getByText('Nothing has been paid in full yet.')).toBeTruthy());
  });
});
