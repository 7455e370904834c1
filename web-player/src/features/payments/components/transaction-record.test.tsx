import type { TransactionRecord as Transaction } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDhakaDay } from '@/lib/format';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { defaultFilters, dhakaDay, filterTransactions, groupByDay } from '../lib/transaction-filters';
import { TransactionRecord } from './transaction-record';

// 22 Nov 2026, 00:30 in Dhaka (18:30 UTC the day before): UTC and Dhaka disagree on the day.
const now = new Date('2026-11-21T18:30:00.000Z');
const dayLabel = (day: string) => formatDhakaDay(day, 'en');

function tx(id: string, created: string, patch: Partial<Transaction> = {}): Transaction {
  return {
    id,
    action: 'deposit',
    amount: '1000.00',
    key: '1',
    transaction_id: `TRX${id}`,
    reason: null,
    created_at: created,
    updated_at: created,
    payment_method: { name: 'bKash', icon: '', type: 'Personal' },
    promotion: null,
    ...patch,
  };
}

const records = [
  tx('a', '2026-11-21T18:10:00.000Z'), // 22 Nov 00:10 Dhaka: today
  tx('b', '2026-11-21T17:50:00.000Z', { action: 'withdraw', key: '0', amount: '600.00' }), // 21 Nov 23:50: yesterday
  tx('c', '2026-11-20T05:00:00.000Z', { key: '2', reason: 'Transaction ID not found', payment_method: null }), // 20 Nov
  tx('d', '2026-11-10T05:00:00.000Z'), // 10 Nov: older than 7 days
];

describe('transaction filters', () => {
  it('uses Asia/Dhaka days', () => {
    expect(dhakaDay(records[0]!.created_at)).toBe('2026-11-22');
    expect(dhakaDay(records[1]!.created_at)).toBe('2026-11-21');
  });

  it('filters by date (Today default), status and type', () => {
    const ids = (filters = defaultFilters) => filterTransactions(records, filters, now).map((r) => r.id);
    expect(ids()).toEqual(['a']);
    expect(ids({ ...defaultFilters, date: 'yesterday' })).toEqual(['b']);
    expect(ids({ ...defaultFilters, date: 'last7' })).toEqual(['a', 'b', 'c']);
    expect(ids({ ...defaultFilters, date: 'all' })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ status: 'pending', type: 'all', date: 'all' })).toEqual(['b']);
    expect(ids({ status: 'fail', type: 'all', date: 'all' })).toEqual(['c']);
    expect(ids({ status: 'success', type: 'deposit', date: 'all' })).toEqual(['a', 'd']);
    expect(ids({ status: 'all', type: 'withdraw', date: 'all' })).toEqual(['b']);
  });

  it('groups by Dhaka day, newest first', () => {
    expect(groupByDay(records).map((g) => [g.day, g.records.map((r) => r.id)])).toEqual([
      ['2026-11-22', ['a']],
      ['2026-11-21', ['b']],
      ['2026-11-20', ['c']],
      ['2026-11-10', ['d']],
    ]);
  });
});

describe('TransactionRecord', () => {
  it('lists today by default, switches filters, and opens the details popup', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('remote_id', '42');
    stubFetchByPath({ '/api/transaction/show': { transactions: records } });
    renderWithProviders(<TransactionRecord now={now} />, { route: '/transaction-record' });

    const today = await screen.findByRole('region', { name: dayLabel('2026-11-22') });
    expect(within(today).getByText('Success')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    const date = screen.getByRole('group', { name: 'Date' });
    expect(within(date).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(date).getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      dayLabel('2026-11-22'),
      dayLabel('2026-11-21'),
      dayLabel('2026-11-20'),
    ]);
    const yesterday = screen.getByRole('region', { name: dayLabel('2026-11-21') });
    expect(within(yesterday).getByText('Withdrawal')).toBeTruthy();
    expect(within(yesterday).getByText('Processing')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Fail' }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('region', { name: dayLabel('2026-11-20') })).getByRole('button', { name: /Deposit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('Received')).toBeTruthy();
    expect(within(dialog).getByText('Initiated')).toBeTruthy();
    expect(within(dialog).getByText('Failed')).toBeTruthy();
    const cells = within(dialog)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1', 'Deposit', 'Agent', '—', '৳ 1,000.00']);
    expect(within(dialog).getByRole('alert').textContent).toBe('Reason: Transaction ID not found');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    fireEvent.click(within(screen.getByRole('group', { name: 'Payment Type' })).getByRole('button', { name: 'Withdrawal' }));
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});
