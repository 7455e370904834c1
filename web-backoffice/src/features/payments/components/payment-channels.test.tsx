import type { PayoutBatch, StaffReceivingNumber, StaffReceivingNumberList } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { PayoutsPage } from './payouts-page';
import { ReceivingNumbersPage } from './receiving-numbers-page';

const upayMerchant = { id: 7, name: 'Upay', account_type: 'Merchant', status: 'active' } as const;
const number = (over: Partial<StaffReceivingNumber>): StaffReceivingNumber => ({
  id: 1,
  number: '01610000011',
  method: upayMerchant,
  active: true,
  daily_cap: '200000.00',
  load_today: '0.00',
  handed_out_today: '0.00',
  load_percent: 0,
  near_cap: false,
  replaces: null,
  created_at: '2026-11-26T04:00:00.000Z',
  updated_at: '2026-11-26T04:00:00.000Z',
  ...over,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

function stubApi(answers: { list?: StaffReceivingNumberList; batch?: PayoutBatch }) {
  const calls: Call[] = [];
  let list = answers.list;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, path: url.pathname, body, headers: new Headers(init?.headers) });
      if (url.pathname === '/api/admin/payments/receiving-numbers' && method === 'GET') return jsonResponse(list);
      if (url.pathname === '/api/admin/payments/receiving-numbers' && method === 'POST') {
        if (body!.number === '123')
          return jsonResponse(
            { message: 'A receiving number is exactly 11 digits.', errors: { number: ['A receiving number is exactly 11 digits.'] } },
            400,
          );
        const added = number({ id: 2, number: String(body!.number), daily_cap: `${String(body!.daily_cap)}.00` });
        list = { ...list!, data: [...list!.data, added] };
        return jsonResponse(added, 201);
      }
      if (url.pathname === '/api/admin/payments/receiving-numbers/1' && method === 'PATCH') {
        const changed = { ...list!.data[0]!, ...(body as object) };
        list = { ...list!, data: [changed, ...list!.data.slice(1)] };
        return jsonResponse(changed);
      }
      if (url.pathname === '/api/admin/payments/methods/Upay' && method === 'PATCH') {
        const status = (body as { active: boolean }).active ? 'active' : 'inactive';
        list = { ...list!, methods: list!.methods.map((m) => ({ ...m, status })) };
        return jsonResponse({ name: 'Upay', active: status === 'active', channels: [{ id: 7, account_type: 'Merchant', status }] });
      }
      if (url.pathname === '/api/admin/payments/payouts' && method === 'GET') return jsonResponse(answers.batch);
      if (url.pathname === '/api/admin/payments/payouts/mark-paid' && method === 'POST')
        return jsonResponse({
          results: [{ id: 'aaaaaaaa-0000-4000-8000-000000000001', result: 'paid', message: 'Approved: the withdrawal is paid out.' }],
          paid: 1,
          already_paid: 0,
          refused: 0,
        });
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('back-office receiving numbers page', () => {
  const list: StaffReceivingNumberList = {
    data: [number({ load_today: '185000.00', handed_out_today: '190000.00', load_percent: 92, near_cap: true })],
    methods: [upayMerchant],
    near_cap_percent: 90,
  };

  it("shows each number's cap and today's load, flags one near its cap, and switches it off after asking", async () => {
    const calls = stubApi({ list });
    startTestSession();
    renderWithProviders(<ReceivingNumbersPage />);
    const row = within((await screen.findByText('01610000011')).closest('tr')!);
    expect(row.getByText('200,000.00')).toBeTruthy();
    expect(row.getByText('185,000.00', { exact: false })).toBeTruthy();
    expect(row.getByText('near cap')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 number is near its daily cap: 01610000011');

    fireEvent.click(row.getByRole('button', { name: 'Switch off 01610000011' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch off 01610000011?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('01610000011 switched off: it is no longer handed out.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/payments/receiving-numbers/1',
      body: { active: false },
    });
    await waitFor(() => expect(within(screen.getByText('01610000011').closest('tr')!).getByText('off')).toBeTruthy());
  });

  it('switches a whole payment method off after asking, and shows it off', async () => {
    const calls = stubApi({ list });
    startTestSession();
    renderWithProviders(<ReceivingNumbersPage />);
    const row = within(
      (await screen.findByRole('table', { name: 'Payment methods' })).querySelector('tr[data-method="Upay"]') as HTMLElement,
    );
    expect(row.getByText('offered')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Switch off Upay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch off all of Upay?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Upay switched off: players are no longer offered it.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/admin/payments/methods/Upay', body: { active: false } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch on Upay' })).toBeTruthy());
  });

  it('adds a number to a channel; a refused number stays in the dialog with the reason', async () => {
    const calls = stubApi({ list });
    startTestSession();
    renderWithProviders(<ReceivingNumbersPage />);
    await screen.findByText('01610000011');
    fireEvent.click(screen.getByRole('button', { name: 'Add a number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a receiving number' }));
    expect((dialog.getByLabelText('Channel') as HTMLSelectElement).value).toBe('7');
    fireEvent.change(dialog.getByLabelText('Number'), { target: { value: '123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add a number' }));
    expect(await dialog.findByText('A receiving number is exactly 11 digits.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Number'), { target: { value: '01610000077' } });
    fireEvent.change(dialog.getByLabelText('Daily cap (BDT)'), { target: { value: '50000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add a number' }));
    expect(await screen.findByText('01610000077 added to Upay: it is handed out from now on.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ method_id: 7, number: '01610000077', daily_cap: '50000' });
  });

  it('reads in Bangla', async () => {
    stubApi({ list });
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<ReceivingNumbersPage />);
    expect(await screen.findByRole('heading', { name: 'রিসিভিং নম্বর' })).toBeTruthy();
    expect(await screen.findByText('সীমার কাছাকাছি')).toBeTruthy();
  });
});

describe('back-office withdrawal payouts page', () => {
  const batch: PayoutBatch = {
    channels: [
      {
        channel: 'bkash',
        name: 'bKash',
        count: 2,
        total: '13500.00',
        items: [
          {
            id: 'aaaaaaaa-0000-4000-8000-000000000001',
            player: { id: '11', username: 'rahim' },
            method: { id: 1, name: 'bKash', account_type: 'Agent' },
            account_number: '01711111111',
            amount: '1500.00',
            first_approver: null,
            created_at: '2026-11-26T04:00:00.000Z',
          },
          {
            id: 'aaaaaaaa-0000-4000-8000-000000000002',
            player: { id: '12', username: 'karim' },
            method: { id: 1, name: 'bKash', account_type: 'Agent' },
            account_number: '01722222222',
            amount: '12000.00',
            first_approver: 'staff-1',
            created_at: '2026-11-26T05:00:00.000Z',
          },
        ],
      },
    ],
    awaiting_first_approval: 1,
  };

  it('lists a channel with its total, sends only rows with a reference with an Idempotency-Key, and shows the outcome', async () => {
    const calls = stubApi({ batch });
    startTestSession();
    renderWithProviders(<PayoutsPage />);
    const panel = within(await screen.findByRole('region', { name: 'bKash' }));
    expect(panel.getByText('2 withdrawals, 13,500.00 BDT')).toBeTruthy();
    expect(panel.getByText('second approval')).toBeTruthy();
    expect(screen.getByText(/1 withdrawal at or above the two-person threshold/)).toBeTruthy();
    const markPaid = panel.getByRole('button', { name: 'Mark 0 paid' }) as HTMLButtonElement;
    expect(markPaid.disabled).toBe(true);
    fireEvent.change(panel.getByLabelText('Payout reference for rahim, 1,500.00 BDT'), { target: { value: ' BKP-1 ' } });
    fireEvent.click(panel.getByRole('button', { name: 'Mark 1 paid' }));
    expect(await screen.findByText('Paid now: 1. Already paid: 0. Refused: 0.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ items: [{ id: 'aaaaaaaa-0000-4000-8000-000000000001', payout_reference: 'BKP-1' }] });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
