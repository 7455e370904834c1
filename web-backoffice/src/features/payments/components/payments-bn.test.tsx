import type { DailyPaymentsReport, PendingAgeReport } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentsRoute } from '@/app/routes/payments';
import { ReportsRoute } from '@/app/routes/reports';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { financeStaff, pendingDeposit } from '../testing/fixtures';

// The /staff socket never connects here: the page shows that it is not live.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, disconnect: () => undefined }),
}));

const finance = financeStaff;
const deposit = pendingDeposit;

const daily: DailyPaymentsReport = {
  from: '2026-11-15',
  to: '2026-11-21',
  rows: [
    {
      day: '2026-11-20',
      method: 'bKash',
      account_type: 'Personal',
      deposits: { count: 3, sum: '4500.00' },
      withdrawals: { count: 1, sum: '800.00' },
      rejected_deposits: 1,
      rejected_withdrawals: 0,
    },
  ],
  totals: {
    deposits: { count: 3, sum: '4500.00' },
    withdrawals: { count: 1, sum: '800.00' },
    rejected_deposits: 1,
    rejected_withdrawals: 0,
  },
};

const pending: PendingAgeReport = {
  buckets: [{ bucket: 'under_15m', deposits: { count: 1, sum: '1000.00' }, withdrawals: { count: 0, sum: '0.00' } }],
  totals: { deposits: { count: 1, sum: '1000.00' }, withdrawals: { count: 0, sum: '0.00' } },
};

function serve() {
  startTestSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === '/api/admin/me') return jsonResponse(finance);
      if (url.pathname === '/api/showpayment-menthod') return jsonResponse({ success: true, data: [] });
      if (url.pathname === '/api/admin/payments/queue') return jsonResponse({ data: [deposit], count: 1 });
      if (url.pathname === '/api/admin/payments/reports/daily') return jsonResponse(daily);
      if (url.pathname === '/api/admin/payments/reports/pending') return jsonResponse(pending);
      return jsonResponse({ message: 'Not found.' }, 404);
    }),
  );
}

describe('payments in Bangla', () => {
  it('shows the queue, its filters, the row and the approve dialog in Bangla', async () => {
    serve();
    await i18n.changeLanguage('bn');
    renderWithProviders(<PaymentsRoute />, { route: '/payments' });

    expect(await screen.findByRole('heading', { level: 1, name: /পেমেন্ট কিউ/ })).toBeTruthy();
    expect(screen.getByText('লাইভ নয়: প্রতি ৫ সেকেন্ডে রিফ্রেশ হচ্ছে')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeTruthy();
    expect(screen.getByLabelText('খুঁজুন')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'পরিমাণ (টাকা)' })).toBeTruthy();

    const row = within((await screen.findByText('TRX8842XYZ')).closest('tr')!);
    expect(row.getByText('ডিপোজিট')).toBeTruthy();
    expect(row.getByText('এজেন্ট')).toBeTruthy();
    expect(row.getByText('অপেক্ষমাণ')).toBeTruthy();
    expect(row.getByText('1 মি. 00 সে.')).toBeTruthy();
    expect(row.getByRole('button', { name: 'প্রত্যাখ্যান করুন' })).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'অনুমোদন করুন' }));
    const dialog = screen.getByRole('dialog', { name: 'ডিপোজিট অনুমোদন করুন' });
    expect(within(dialog).getByText('1,000.00 টাকা')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ডিপোজিট অনুমোদন করুন' })).toBeTruthy();
  });

  it('shows the reports in Bangla', async () => {
    serve();
    await i18n.changeLanguage('bn');
    renderWithProviders(<ReportsRoute />, { route: '/reports' });

    expect(await screen.findByRole('heading', { level: 1, name: 'রিপোর্ট' })).toBeTruthy();
    expect(screen.getByLabelText('শুরু (ঢাকার দিন)')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'দৈনিক পেমেন্ট' });
    expect(within(table).getByRole('columnheader', { name: 'চ্যানেল' })).toBeTruthy();
    expect(within(table).getByText('পার্সোনাল')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'সর্বমোট' })).toBeTruthy();
    const byAge = await screen.findByRole('table', { name: 'অপেক্ষার সময় অনুযায়ী অপেক্ষমাণ' });
    expect(within(byAge).getByText('১৫ মিনিটের কম')).toBeTruthy();
  });
});
