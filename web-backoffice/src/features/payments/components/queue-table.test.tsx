import type { PaymentQueueItem } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { QueueTable } from './queue-table';

const deposit = (overrides: Partial<PaymentQueueItem> = {}): PaymentQueueItem => ({
  kind: 'deposit',
  id: '41',
  player: { id: '7', username: 'rahim2024' },
  method: { id: 1, name: 'bKash', account_type: 'Agent' },
  receiving_number: '01710000001',
  account_number: '01712345678',
  transaction_id: 'TRX8842XYZ',
  provider: null,
  amount: '12500.5',
  status: 'pending',
  promotion: { id: 3, name: 'Welcome 100%' },
  receipts: [
    { id: 'r1', url: '/api/admin/payments/receipts/r1', mime: 'image/png' },
    { id: 'r2', url: '/api/admin/payments/receipts/r2', mime: 'image/jpeg' },
  ],
  first_approver: null,
  needs_second_approval: true,
  created_at: '2026-11-21T18:30:00.000Z',
  age_seconds: 125,
  recent: [
    { kind: 'deposit', id: '41', amount: '12500.50', status: 'pending', created_at: '2026-11-21T18:30:00.000Z' },
    { kind: 'withdrawal', id: '9', amount: '800.00', status: 'approved', created_at: '2026-11-20T10:00:00.000Z' },
  ],
  ...overrides,
});

const withdrawal = (overrides: Partial<PaymentQueueItem> = {}): PaymentQueueItem => ({
  ...deposit(),
  kind: 'withdrawal',
  id: '12',
  player: { id: '8', username: 'karim99' },
  method: { id: 2, name: 'Nagad', account_type: 'Personal' },
  receiving_number: null,
  account_number: '01898765432',
  transaction_id: null,
  provider: 'Nagad',
  amount: '800.00',
  promotion: null,
  receipts: [],
  needs_second_approval: false,
  age_seconds: 40 * 60,
  recent: [],
  ...overrides,
});

function renderTable(items: PaymentQueueItem[], options: { canApprove?: boolean; meId?: string } = {}) {
  // The age cells tick from fetchedAt with the wall clock: a stopped clock keeps '40m 00s' exact however slow the run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T06:00:00Z') });
  // Receipts are fetched with the staff token; the thumbnails only need an answer.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } })),
  );
  // jsdom has no blob URLs
  URL.createObjectURL = () => 'blob:receipt';
  URL.revokeObjectURL = () => undefined;
  const onReview = vi.fn();
  const onReceipt = vi.fn();
  renderWithProviders(
    <QueueTable
      items={items}
      fetchedAt={Date.now()}
      meId={options.meId ?? 'staff-1'}
      canApprove={options.canApprove ?? true}
      canOpenPlayers
      emptyText="Nothing is waiting."
      onReview={onReview}
      onReceipt={onReceipt}
    />,
  );
  return { onReview, onReceipt };
}

const row = (key: string) => document.querySelector<HTMLElement>(`tr[data-request="${key}"]`)!;

describe('payments queue table', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a deposit with player, method, numbers, transaction id, receipts, amount in BDT, age and state', async () => {
    const { onReceipt, onReview } = renderTable([deposit(), withdrawal()]);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Age',
      'Kind · method',
      'Player',
      'Player number → receiving number',
      'Transaction id',
      'Receipts',
      'Amount (BDT)',
      'State',
      'Actions',
    ]);

    const d = within(row('deposit:41'));
    expect(d.getByRole('link', { name: 'rahim2024' }).getAttribute('href')).toBe('/players/7');
    expect(d.getByText('bKash')).toBeTruthy();
    expect(d.getByText('01712345678')).toBeTruthy();
    expect(d.getByText('→ 01710000001')).toBeTruthy();
    expect(d.getByText('TRX8842XYZ')).toBeTruthy();
    expect(d.getByText('12,500.50')).toBeTruthy();
    expect(d.getByText('+ Welcome 100%')).toBeTruthy();
    expect(d.getByText('2m 05s')).toBeTruthy();
    // Submitted 18:30 UTC is 00:30 the next day in Dhaka (UTC+6)
    expect(d.getByText('00:30', { exact: false })).toBeTruthy();
    expect(d.getByText('pending')).toBeTruthy();
    expect(d.getByText('needs two approvals')).toBeTruthy();

    fireEvent.click(d.getByRole('button', { name: 'Open receipt 2 of 2' }));
    expect(onReceipt).toHaveBeenCalledWith(expect.objectContaining({ id: '41' }), 1);
    await vi.waitFor(() => expect(document.querySelectorAll('img.receipt-thumb__img')).toHaveLength(2));
    expect(document.querySelector('img.receipt-thumb__img')!.getAttribute('src')).toBe('blob:receipt');
    const fetchMock = vi.mocked(fetch);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/admin/payments/receipts/r1',
      '/api/admin/payments/receipts/r2',
    ]);

    fireEvent.click(d.getByRole('button', { name: 'Approve' }));
    expect(onReview).toHaveBeenCalledWith('approve', expect.objectContaining({ kind: 'deposit', id: '41' }));

    const w = within(row('withdrawal:12'));
    expect(w.getByText('withdrawal')).toBeTruthy();
    expect(w.getByText('800.00')).toBeTruthy();
    expect(w.getByText('40m 00s').closest('td')!.className).toContain('queue-age--overdue');
    fireEvent.click(w.getByRole('button', { name: 'Reject' }));
    expect(onReview).toHaveBeenLastCalledWith('reject', expect.objectContaining({ kind: 'withdrawal', id: '12' }));
  });

  it('shows the player history on demand, without the request itself', () => {
    renderTable([deposit()]);
    fireEvent.click(within(row('deposit:41')).getByRole('button', { name: 'history' }));
    const history = screen.getByRole('table', { name: 'Recent requests of rahim2024' });
    expect(within(history).getAllByRole('row')).toHaveLength(1);
    expect(within(history).getByText('approved')).toBeTruthy();
  });

  it('offers Confirm to a second finance user, and disables it with the reason for the first approver', () => {
    const awaiting = deposit({ first_approver: 'staff-1' });
    renderTable([awaiting, withdrawal({ id: '13', first_approver: 'staff-2', needs_second_approval: true })]);

    const mine = within(row('deposit:41'));
    expect(mine.getByText('awaiting second confirmation')).toBeTruthy();
    expect(mine.getByText('first approval by you')).toBeTruthy();
    const confirm = mine.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You approved first; another finance user must confirm.',
    );
    expect(mine.queryByRole('button', { name: 'Approve' })).toBeNull();

    const theirs = within(row('withdrawal:13'));
    expect(theirs.getByText('first approval by another finance user')).toBeTruthy();
    expect((theirs.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides every action without payments.approve', () => {
    renderTable([deposit(), withdrawal()], { canApprove: false });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve|Reject|Confirm/ })).toBeNull();
  });

  it('says when nothing is waiting', () => {
    renderTable([]);
    expect(screen.getByText('Nothing is waiting.')).toBeTruthy();
  });
});
