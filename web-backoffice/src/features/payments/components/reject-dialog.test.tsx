import type { PaymentQueueItem, PaymentQueuePage } from '@khela/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentsRoute } from '@/app/routes/payments';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { financeStaff, pendingDeposit } from '../testing/fixtures';

// A stand-in for the /staff socket: the test connects it and pushes 'payments:queue'.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload?: unknown) => void>();
  return {
    handlers,
    options: null as unknown,
    emit: (event: string, payload?: unknown) => handlers.get(event)?.(payload),
  };
});
vi.mock('socket.io-client', () => ({
  io: (url: string, options: unknown) => {
    socket.options = { url, ...(options as object) };
    return {
      on: (event: string, handler: (payload?: unknown) => void) => socket.handlers.set(event, handler),
      disconnect: () => undefined,
    };
  },
}));

const finance = financeStaff;
const deposit = pendingDeposit;
const withdrawal: PaymentQueueItem = {
  ...deposit,
  kind: 'withdrawal',
  id: '12',
  method: { id: 2, name: 'Nagad', account_type: 'Personal' },
  receiving_number: null,
  transaction_id: null,
  provider: 'Nagad',
  amount: '800.00',
};

type Call = { method: string; path: string; body: unknown };

/** The Idempotency-Key of every POST, in order. */
let keys: (string | null)[] = [];

function serve(answers: { queue: () => PaymentQueuePage; decision?: (call: Call) => Response }) {
  const calls: Call[] = [];
  startTestSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.method === 'POST') keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (url.pathname === '/api/admin/me') return jsonResponse(finance);
      if (url.pathname === '/api/showpayment-menthod') return jsonResponse({ success: true, data: [] });
      if (url.pathname === '/api/admin/payments/queue') return jsonResponse(answers.queue());
      if (url.pathname === '/api/admin/session/socket-ticket') {
        const csrf = new Headers(init?.headers).get('X-CSRF-Token');
        return csrf === 'csrf-token-1' ? jsonResponse({ ticket: 'ticket-1', expires_in: 30 }) : jsonResponse({ message: 'CSRF' }, 403);
      }
      if (call.method === 'POST' && answers.decision) return answers.decision(call);
      return jsonResponse({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

const decisions = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const queueCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/admin/payments/queue?page=1&per_page=50'));

describe('payments page: reject with a reason', () => {
  beforeEach(() => {
    socket.handlers.clear();
    keys = [];
  });

  it('requires a reason, shows the server refusal (409), and closes with the server message once done', async () => {
    let attempt = 0;
    let pending = [deposit];
    const calls = serve({
      queue: () => ({ data: pending, count: pending.length }),
      decision: () => {
        attempt += 1;
        if (attempt === 1) return jsonResponse({ message: 'This request was already approved.' }, 409);
        pending = [];
        return jsonResponse({ id: '41', status: 'rejected', needs_second_approval: false, message: 'Rejected.' });
      },
    });
    renderWithProviders(<PaymentsRoute />, { route: '/payments' });

    const row = await screen.findByText('TRX8842XYZ');
    fireEvent.click(within(row.closest('tr')!).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    expect(within(dialog).getByText('1,000.00 BDT')).toBeTruthy();
    const reason = within(dialog).getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(within(dialog).getByText('Give the player a reason of 3 to 500 characters.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: '  ab ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(decisions(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Transaction id not found at bKash  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'This request was already approved.');
    expect(decisions(calls)).toEqual([
      { method: 'POST', path: '/api/admin/payments/deposits/41/reject', body: { reason: 'Transaction id not found at bKash' } },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // both submits of this one dialog carried the same key: had the first one acted, the second would repeat it
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByText('Deposit #41 of rahim2024: Rejected.')).toBeTruthy();
    expect(await screen.findByText('Nothing is waiting. New requests appear here as they arrive.')).toBeTruthy();
  });

  it('Escape cancels without deciding', async () => {
    const calls = serve({ queue: () => ({ data: [deposit], count: 1 }) });
    renderWithProviders(<PaymentsRoute />, { route: '/payments' });
    fireEvent.click(within((await screen.findByText('TRX8842XYZ')).closest('tr')!).getByRole('button', { name: 'Reject' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions(calls)).toEqual([]);
  });

  it('a withdrawal approval needs the payout reference', async () => {
    const calls = serve({
      queue: () => ({ data: [withdrawal], count: 1 }),
      decision: () =>
        jsonResponse({ id: '12', status: 'approved', needs_second_approval: false, message: 'Approved: the withdrawal is paid out.' }),
    });
    renderWithProviders(<PaymentsRoute />, { route: '/payments' });
    const row = (await screen.findByText('800.00')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve withdrawal' }));
    expect(within(dialog).getByText('Enter the payout reference.')).toBeTruthy();
    expect(decisions(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Payout reference'), { target: { value: ' NGD77120 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve withdrawal' }));
    expect(await screen.findByText('Withdrawal #12 of rahim2024: Approved: the withdrawal is paid out.')).toBeTruthy();
    expect(decisions(calls)).toEqual([
      { method: 'POST', path: '/api/admin/payments/withdrawals/12/approve', body: { payout_reference: 'NGD77120' } },
    ]);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('connects to /staff with a socket ticket and refetches the queue on payments:queue', async () => {
    let pending: PaymentQueueItem[] = [];
    const calls = serve({ queue: () => ({ data: pending, count: pending.length }) });
    renderWithProviders(<PaymentsRoute />, { route: '/payments' });
    expect(await screen.findByText('Not live: refreshing every 5 s')).toBeTruthy();
    expect(await screen.findByText('Nothing is waiting. New requests appear here as they arrive.')).toBeTruthy();
    const options = socket.options as { url: string; path: string; auth: (send: (data: object) => void) => void };
    expect(options.url).toBe('/staff');
    expect(options.path).toBe('/socket.io');
    // Every (re)connection asks for a fresh single-use ticket (a write: it carries the CSRF token).
    const sent = vi.fn();
    options.auth(sent);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ ticket: 'ticket-1' }));
    expect(calls.filter((c) => c.path === '/api/admin/session/socket-ticket')).toHaveLength(1);

    act(() => socket.emit('connect'));
    expect(await screen.findByText('Live')).toBeTruthy();
    const before = queueCalls(calls).length;
    pending = [deposit];
    act(() => socket.emit('payments:queue', { kind: 'deposit', id: '41', status: 'pending', pending_count: 1 }));
    expect(await screen.findByText('TRX8842XYZ')).toBeTruthy();
    expect(queueCalls(calls).length).toBeGreaterThan(before);
    expect(screen.getByLabelText('1 pending').textContent).toBe('1');
  });
});
