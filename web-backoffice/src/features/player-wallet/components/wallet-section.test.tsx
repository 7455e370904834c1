import type { StaffAdjustmentList, StatementPage, WalletResponse } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { WalletSection } from './wallet-section';

const wallet: WalletResponse = {
  currency: 'BDT',
  main: '2500.00',
  held: '500.00',
  exposure: '0.00',
  bonus: '0.00',
  cash_rewards: '0.00',
  withdrawable: '2500.00',
};

const statement: StatementPage = {
  data: [
    {
      position: '42',
      account: 'main',
      type: 'DepositCredited',
      amount: '1000.00',
      balance_after: '2500.00',
      currency: 'BDT',
      occurred_at: '2026-11-21T18:30:00.000Z',
    },
    {
      position: '41',
      account: 'main',
      type: 'SomethingNew',
      amount: '-5.00',
      balance_after: '1500.00',
      currency: 'BDT',
      occurred_at: '2026-11-21T18:00:00.000Z',
    },
  ],
  page: 1,
  per_page: 20,
  total: 2,
  last_page: 1,
};

const pending: StaffAdjustmentList = {
  data: [
    {
      id: '5',
      player: { id: '7', username: 'rahim2024' },
      amount: '50000.00',
      currency: 'BDT',
      reason: 'Goodwill credit',
      status: 'pending',
      requested_by: { id: 'f1', username: 'finance1' },
      decided_by: null,
      reject_reason: null,
      balance_before: null,
      balance_after: null,
      created_at: '2026-11-21T18:30:00.000Z',
      decided_at: null,
    },
  ],
};

function stubWalletApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = requestPath(input);
      if (path.endsWith('/wallet')) return jsonResponse(wallet);
      if (path.endsWith('/statement')) return jsonResponse(statement);
      if (path === '/api/admin/adjustments') return jsonResponse(pending);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
}

describe('WalletSection', () => {
  it('shows balances, pending adjustments and the statement with event type names in English', async () => {
    stubWalletApi();
    renderWithProviders(<WalletSection playerId="7" can={{ read: true, adjust: true }} />);
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeTruthy();
    expect(await screen.findByText('Cash rewards', { selector: 'dt' })).toBeTruthy();
    const entries = screen.getByRole('table', { name: 'Statement entries' });
    expect(await within(entries).findByText('DepositCredited')).toBeTruthy();
    expect(within(entries).getByText('SomethingNew')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('renders in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubWalletApi();
    renderWithProviders(<WalletSection playerId="7" can={{ read: true, adjust: true }} />);
    expect(await screen.findByRole('heading', { name: 'ওয়ালেট' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ব্যালেন্স অ্যাডজাস্ট করুন' })).toBeTruthy();
    expect(screen.getByText('ক্যাশ রিওয়ার্ড', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'স্টেটমেন্ট' })).toBeTruthy();
    expect(screen.getByLabelText('ধরন')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'সব ধরন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV এক্সপোর্ট করুন' })).toBeTruthy();

    // Known event types are translated; one the back office does not know yet shows its name.
    const entries = screen.getByRole('table', { name: 'স্টেটমেন্টের এন্ট্রি' });
    expect(await within(entries).findByText('ডিপোজিট জমা')).toBeTruthy();
    expect(within(entries).getByText('SomethingNew')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'অপেক্ষমাণ অ্যাডজাস্টমেন্ট' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'নিশ্চিত করুন' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    const dialog = screen.getByRole('dialog', { name: 'অ্যাডজাস্টমেন্ট প্রত্যাখ্যান করুন' });
    expect(dialog.textContent).toContain('finance1 50,000.00 BDT-এর অনুরোধ করেছেন: “Goodwill credit”।');
    fireEvent.click(within(dialog).getByRole('button', { name: 'অ্যাডজাস্টমেন্ট প্রত্যাখ্যান করুন' }));
    expect(within(dialog).getByText('3 থেকে 500 অক্ষরের মধ্যে একটি কারণ লিখুন।')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });
});
