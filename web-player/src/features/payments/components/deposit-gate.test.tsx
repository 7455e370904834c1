import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderRoute, requestPath } from '@/testing/render';
import { FundsTabs } from './funds-tabs';

const methods = [
  {
    id: 1,
    name: 'bKash',
    icon: '/storage/bkash.png',
    status: 'active',
    account_type: 'Agent',
    deposit_label: 'Cash Out',
    withdraw_label: 'CashOut',
  },
];
const limits = () => ({
  limits: (['day', 'week', 'month'] as const).map((period, i) => ({
    period,
    hours: [24, 168, 720][i],
    limit: null,
    used: '0.00',
    remaining: null,
    pending: null,
  })),
  cooling_off_hours: 24,
  now: '2026-11-20T06:00:00.000Z',
});

/**
 * The deposit page's player as the api answers: `dofb` until the birth date is saved, the offer to set
 * limits while `prompt` is true. Records every write; `onWrite` answers it.
 */
function stubApi(
  state: { dofb: string | null; prompt: boolean },
  onWrite: (method: string, path: string, body: Record<string, unknown>) => Response,
) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = requestPath(input);
      if (method === 'GET') {
        if (path === '/api/user/show')
          return jsonResponse({ id: 42, username: 'newplayer1', phone: '8801712345678', session_id: 1, dofb: state.dofb });
        if (path === '/api/get/other/phone') return jsonResponse({ data: [] });
        if (path === '/api/payment-methods') return jsonResponse({ success: true, methods });
        if (path === '/api/promotion') return jsonResponse([]);
        if (path === '/api/transaction/show') return jsonResponse({ transactions: [] });
        if (path === '/api/bonus/summary' || path.startsWith('/api/bonus')) return jsonResponse({ message: 'Not Found' }, 404);
        if (path === '/api/responsible-gaming/first-deposit-prompt') return jsonResponse({ show: state.prompt, skipped_at: null });
        if (path === '/api/responsible-gaming/deposit-limits') return jsonResponse(limits());
        return jsonResponse({ message: 'Not Found' }, 404);
      }
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      writes.push({ method, path, body: init?.body ? body : undefined });
      return onWrite(method, path, body);
    }),
  );
  return writes;
}

describe('DepositGate (issue 16)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => changeLanguage('en'));
  });

  it('asks for the birth date before the first deposit; an under-18 date is refused with the message; once saved the form continues', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('remote_id', '42');
    const state = { dofb: null as string | null, prompt: false };
    const writes = stubApi(state, (_method, _path, body) => {
      if (body.dofb === '2012-01-01')
        return jsonResponse(
          { message: 'You must be at least 18 years old.', errors: { dofb: ['You must be at least 18 years old.'] } },
          400,
        );
      state.dofb = String(body.dofb);
      return jsonResponse({ ok: true, message: 'Birth date saved.', dofb: body.dofb });
    });
    renderRoute(<FundsTabs tab="deposit" />, { route: '/deposit' });
    const gate = await screen.findByRole('region', { name: 'Your birth date first' });
    expect(within(gate).getByText(/Before your first deposit, please enter your birth date/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    const field = within(gate).getByLabelText('Date of birth');
    fireEvent.change(field, { target: { value: '2012-01-01' } });
    fireEvent.click(within(gate).getByRole('button', { name: 'Save' }));
    expect(await within(gate).findByText('You must be at least 18 years old.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.change(field, { target: { value: '1994-02-03' } });
    fireEvent.click(within(gate).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your birth date first' })).toBeNull();
    expect(writes).toEqual([
      { method: 'POST', path: '/api/user/profile/update', body: { remote_id: '42', dofb: '2012-01-01' } },
      { method: 'POST', path: '/api/user/profile/update', body: { remote_id: '42', dofb: '1994-02-03' } },
    ]);
  });

  it('asks in Bangla', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('remote_id', '42');
    stubApi({ dofb: null, prompt: false }, () => jsonResponse({}));
    act(() => changeLanguage('bn'));
    renderRoute(<FundsTabs tab="deposit" />, { route: '/deposit' });
    const gate = await screen.findByRole('region', { name: 'আগে আপনার জন্মতারিখ দিন' });
    expect(within(gate).getByText(/প্রথম ডিপোজিটের আগে অনুগ্রহ করে আপনার জন্মতারিখ দিন/)).toBeTruthy();
  });

  it('offers deposit limits at the first deposit; Skip is sent to the server and the offer goes, the form stays usable', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('remote_id', '42');
    const writes = stubApi({ dofb: '1990-01-01', prompt: true }, () =>
      jsonResponse({ show: false, skipped_at: '2026-11-20T06:00:00.000Z' }),
    );
    renderRoute(<FundsTabs tab="deposit" />, { route: '/deposit' });
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit?' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull());
    expect(writes).toEqual([{ method: 'POST', path: '/api/responsible-gaming/first-deposit-prompt/skip', body: undefined }]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('sets the limits the player filled in through the deposit-limit route, each period once; empty boxes set none', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('remote_id', '42');
    const writes = stubApi({ dofb: '1990-01-01', prompt: true }, () =>
      jsonResponse({ outcome: 'applied', message: 'Your new limit applies now.', ...limits() }),
    );
    renderRoute(<FundsTabs tab="deposit" />, { route: '/deposit' });
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit?' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Set limits' }));
    expect(await within(offer).findByText('Enter at least one limit, or choose Skip.')).toBeTruthy();
    fireEvent.change(within(offer).getByLabelText('Daily limit (৳)'), { target: { value: '12.345' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Set limits' }));
    expect(await within(offer).findByText('Enter an amount above zero with up to two decimals.')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(offer).getByLabelText('Daily limit (৳)'), { target: { value: '2000' } });
    fireEvent.change(within(offer).getByLabelText('Monthly limit (৳)'), { target: { value: '20000.50' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Set limits' }));
    expect(await screen.findByText('Your deposit limits are set. You can change them on the Responsible Gaming page.')).toBeTruthy();
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/responsible-gaming/deposit-limits', body: { period: 'day', limit: '2000' } },
      { method: 'PUT', path: '/api/responsible-gaming/deposit-limits', body: { period: 'month', limit: '20000.50' } },
    ]);
    expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
  });
});
