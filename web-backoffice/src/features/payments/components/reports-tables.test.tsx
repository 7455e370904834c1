import type { DailyPaymentsReport } from '@khela/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyReportTable } from './reports-tables';

const report: DailyPaymentsReport = {
  from: '2026-11-15',
  to: '2026-11-21',
  rows: [
    {
      day: '2026-11-20',
      method: 'bKash',
      account_type: 'Agent',
      deposits: { count: 3, sum: '4500.00' },
      withdrawals: { count: 1, sum: '800.00' },
      rejected_deposits: 1,
      rejected_withdrawals: 0,
    },
    {
      day: '2026-11-21',
      method: 'Nagad',
      account_type: 'Personal',
      deposits: { count: 2, sum: '10000.50' },
      withdrawals: { count: 0, sum: '0.00' },
      rejected_deposits: 0,
      rejected_withdrawals: 2,
    },
  ],
  totals: {
    deposits: { count: 5, sum: '14500.50' },
    withdrawals: { count: 1, sum: '800.00' },
    rejected_deposits: 1,
    rejected_withdrawals: 2,
  },
};

describe('DailyReportTable', () => {
  it('shows one row per day and channel and the totals row', () => {
    render(<DailyReportTable report={report} />);
    const table = screen.getByRole('table', { name: 'Daily payments' });
    const [, ...bodyAndFoot] = within(table).getAllByRole('row');
    expect(bodyAndFoot).toHaveLength(3);
    expect(within(bodyAndFoot[0]!).getByText('bKash')).toBeTruthy();
    const totals = within(table).getByRole('row', { name: 'Totals' });
    const cells = within(totals)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(totals).getByRole('rowheader').textContent).toBe('Total');
    expect(cells).toEqual(['5', '14,500.50', '1', '800.00', '1', '2']);
  });

  it('says so when the range has no payments', () => {
    render(<DailyReportTable report={{ ...report, rows: [] }} />);
    expect(screen.getByText('No payments from 2026-11-15 to 2026-11-21.')).toBeTruthy();
  });
});
