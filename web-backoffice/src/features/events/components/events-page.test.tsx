import type { DeadLetterView, ReactorView } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { EventsPage } from './events-page';

const reactor: ReactorView = {
  name: 'TurnoverReactor.onDepositApproved',
  known: true,
  event_types: ['payments.deposit-approved'],
  sources: [{ source: 'outbox', checkpoint_position: '42', updated_at: '2026-11-21T18:30:00.000Z', lag: 3, lag_capped: false }],
  retrying: 1,
  dead: 1,
};

const letter: DeadLetterView = {
  id: '7',
  reactor: 'TurnoverReactor.onDepositApproved',
  event_id: '0b8f0a2e-4a8c-4d7e-9d0f-2f5d0c1e9a11',
  source: 'outbox',
  event_type: 'payments.deposit-approved',
  stream_id: 'deposit-55',
  status: 'dead',
  attempts: 8,
  last_error: 'Error: turnover table locked',
  first_failed_at: '2026-11-21T18:30:00.000Z',
  last_failed_at: '2026-11-21T18:40:00.000Z',
  next_attempt_at: null,
  resolved_at: null,
  resolved_by: null,
};

function stubApi() {
  const calls: { method: string; url: URL; csrf: string | null }[] = [];
  let status: DeadLetterView['status'] = 'dead';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, csrf: new Headers(init?.headers).get('x-csrf-token') });
      if (url.pathname === '/api/admin/events/reactors') return jsonResponse({ data: [reactor] });
      if (method === 'POST' && url.pathname === '/api/admin/events/dead-letters/7/retry') {
        status = 'retrying';
        return jsonResponse({ message: 'The event will be delivered again.', dead_letter: { ...letter, status, attempts: 0 } });
      }
      const wanted = url.searchParams.get('status');
      const rows = !wanted || wanted === status ? [{ ...letter, status }] : [];
      return jsonResponse({ data: rows, page: 1, per_page: 25, total: rows.length, last_page: 1 });
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office events page', () => {
  it('lists reactors with their lag and the dead letters; delivering one again asks first, then posts with the CSRF token', async () => {
    const calls = stubApi();
    startTestSession();
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(screen.getByRole('heading', { name: 'Events' })).toBeTruthy();

    const reactors = within(await screen.findByRole('table', { name: 'Reactors' }));
    const reactorRow = (await reactors.findByText('TurnoverReactor.onDepositApproved')).closest('tr')!;
    expect(within(reactorRow).getByText('payments.deposit-approved')).toBeTruthy();
    expect(within(reactorRow).getByText('platform events')).toBeTruthy();
    expect(within(reactorRow).getByText('3')).toBeTruthy();

    const letters = within(screen.getByRole('table', { name: 'Failed deliveries' }));
    const row = (await letters.findByText('deposit-55')).closest('tr')!;
    expect(within(row).getByText('Error: turnover table locked')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/admin/events/dead-letters')?.url.searchParams.get('status')).toBe('dead');

    fireEvent.click(within(row).getByRole('button', { name: 'Deliver again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deliver this event again?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver again' }));

    expect(await screen.findByText('The event will be delivered again.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/events/dead-letters/7/retry');
    expect(post.csrf).toBe('csrf-token-1');
    // the list is read again: the letter is no longer dead
    expect(await letters.findByText('No failed deliveries.')).toBeTruthy();
  });

  it('is in Bangla when the staff member works in Bangla', async () => {
    stubApi();
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(screen.getByRole('heading', { name: 'ইভেন্ট' })).toBeTruthy();
    const row = (await screen.findByText('deposit-55')).closest('tr')!;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'আবার পাঠান' })).toBeTruthy());
    expect(within(row).getByText('ব্যর্থ')).toBeTruthy();
  });
});
