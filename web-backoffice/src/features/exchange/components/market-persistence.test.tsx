import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { MarketPersistence } from './market-persistence';

afterEach(() => vi.unstubAllGlobals());

describe('market persistence (back-office)', () => {
  it('shows the market’s rules, and a trader saves keep on in-play with the server’s answer', async () => {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
        const method = init?.method ?? 'GET';
        calls.push({ method, path: url.pathname, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
        if (method === 'PUT')
          return jsonResponse({
            marketId: '1.30100001',
            onSuspend: 'lapse',
            onInplay: 'keep',
            set: true,
            updatedAt: '2026-11-26T10:00:00.000Z',
            message: 'Order persistence saved: it applies from the market’s next suspension or turn in play.',
          });
        return jsonResponse({ marketId: '1.30100001', onSuspend: 'lapse', onInplay: 'lapse', set: false, updatedAt: null });
      }),
    );
    startTestSession();
    renderWithProviders(<MarketPersistence eventId="30100001" marketId="1.30100001" canTrade />);
    await screen.findByText('The default: unmatched orders lapse on both.');
    const save = screen.getByRole('button', { name: 'Save persistence' });
    expect((save as HTMLButtonElement).disabled).toBe(true); // nothing changed yet
    fireEvent.change(screen.getByLabelText('When the market turns in play'), { target: { value: 'keep' } });
    fireEvent.click(save);
    await screen.findByText('Order persistence saved: it applies from the market’s next suspension or turn in play.');
    await waitFor(() => expect(screen.getByText('Set by a trader for this market.')).toBeTruthy());
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/admin/exchange/events/30100001/markets/1.30100001/persistence',
      body: { onSuspend: 'lapse', onInplay: 'keep' },
    });
  });

  it('is read-only without the trade permission', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ marketId: '1.30100001', onSuspend: 'keep', onInplay: 'lapse', set: true, updatedAt: null })),
    );
    startTestSession();
    renderWithProviders(<MarketPersistence eventId="30100001" marketId="1.30100001" canTrade={false} />);
    await screen.findByText('Set by a trader for this market.');
    expect(screen.queryByRole('button', { name: 'Save persistence' })).toBeNull();
    expect((screen.getByLabelText('When the market is suspended') as HTMLSelectElement).value).toBe('keep');
  });
});
