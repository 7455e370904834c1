import type { ExchangeSettlementReport } from '@khela/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { SettlementReport } from './settlement-report';

const report: ExchangeSettlementReport = {
  markets: [
    {
      marketId: '1.30100001',
      eventId: '30100001',
      eventName: 'Dhaka Dynamites v Sylhet Strikers',
      marketKind: 'match_odds',
      outcome: 'winners',
      version: 1,
      settledAt: '2026-11-26T10:00:00.000Z',
      players: 24,
      housePnl: '-50.00',
      commission: '37.50',
    },
  ],
  housePnl: '-50.00',
  commission: '37.50',
  total: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('settled markets report (back-office)', () => {
  it('shows totals and each settled market linking to its event, for Dhaka days', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(report));
    vi.stubGlobal('fetch', fetchMock);
    startTestSession();
    renderWithProviders(<SettlementReport />);
    const table = await screen.findByRole('table', { name: 'Settled markets' });
    const link = await within(table).findByRole('link', { name: 'Dhaka Dynamites v Sylhet Strikers' });
    expect(link.getAttribute('href')).toBe('/exchange/30100001');
    expect(table.textContent).toContain('37.50');
    const region = screen.getByRole('region', { name: 'Settled markets: commission and house result' });
    expect(region.textContent).toContain('Commission37.50');
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/admin/exchange/settlements');
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
