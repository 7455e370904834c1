import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, requestPath, stubFetchByPath } from '@/testing/render';
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
  {
    id: 2,
    name: 'bKash',
    icon: '/storage/bkash.png',
    status: 'active',
    account_type: 'Personal',
    deposit_label: 'Send Money',
    withdraw_label: 'Send Money',
  },
  {
    id: 3,
    name: 'Nagad',
    icon: '/storage/nagad.png',
    status: 'active',
    account_type: 'Marchent',
    deposit_label: 'Make Payment',
    withdraw_label: 'Merchant',
  },
];

function setup({ verified, pending }: { verified: boolean; pending: boolean }) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '42');
  const fetchMock = stubFetchByPath({
    // issue 16: the deposit form shows once the birth date is saved (deposit-gate.test.tsx covers the step before)
    '/api/user/show': { id: 42, username: 'demoplayer1', phone: '8801712345678', session_id: verified ? 1 : 0, dofb: '1990-01-01' },
    '/api/responsible-gaming/first-deposit-prompt': { show: false, skipped_at: null },
    '/api/get/other/phone': { data: [] },
    '/api/payment-methods': { success: true, methods },
    '/api/promotion': [{ id: 7, name: 'Welcome 100%', status: 'active', deposit_bouns: 100 }],
    '/api/transaction/show': {
      transactions: pending
        ? [
            {
              id: 'd1',
              action: 'deposit',
              amount: '500.00',
              key: '0',
              created_at: new Date().toISOString(),
              updated_at: new Date().toISOString(),
            },
          ]
        : [],
    },
    '/api/get-wallet-number': [{ id: 9, account_number: '01898765432', account_type: 'Agent', name: 'bKash' }],
  });
  const router = renderRoute(<FundsTabs tab="deposit" />, { route: '/deposit' });
  return { fetchMock, router };
}

async function next() {
  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
}

describe('DepositForm', () => {
  it('checks phone, pending deposit, amount, method and channel in the spec order, then goes to /make-payment', async () => {
    // 1. Phone not verified wins over everything else, with a link to /profile.
    let view = setup({ verified: false, pending: true });
    await screen.findByRole('button', { name: /bKash/ });
    await screen.findByText('Welcome 100%');
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert').textContent).toContain('Please verify your phone number first.');
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/profile');
    view.router.dispose();
    document.body.innerHTML = '';

    // 2. Verified, but a deposit is pending.
    view = setup({ verified: true, pending: true });
    await screen.findByRole('button', { name: /bKash/ });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert').textContent).toBe(
        'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
      );
    });
    view.router.dispose();
    document.body.innerHTML = '';

    // 3 to 5. Amount, then method, then channel.
    view = setup({ verified: true, pending: false });
    await screen.findByRole('button', { name: /bKash/ });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert').textContent).toBe('Please fill in your amount.');
    });

    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2,000', '3,000', '5,000', '10,000', '15,000', '20,000', '25,000', '1,000', '500', '100']);
    expect(screen.getByText('Range: ৳100 - ৳25,000')).toBeTruthy();
    fireEvent.click(within(quick).getByRole('button', { name: '2,000' }));
    await next();
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid payment method.');

    fireEvent.click(screen.getByRole('button', { name: /bKash/ }));
    await next();
    expect(screen.getByRole('alert').textContent).toBe('Please select a Deposit channel.');

    // Channels carry the spec's deposit labels.
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Money' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    fireEvent.click(screen.getByRole('button', { name: /Welcome 100%/ }));
    await next();

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/make-payment'));
    expect(view.router.state.location.state).toEqual({
      amount: '2000.00',
      paymentIcon: '/storage/bkash.png',
      paymentType: 'Agent',
      paymentMethodId: 1,
      paymentMethodName: 'bKash',
      promotionId: 7,
      accountNumber: '01898765432',
    });
    const call = view.fetchMock.mock.calls.find(([input]) => requestPath(input) === '/api/get-wallet-number');
    expect(String(call?.[0])).toContain('name=bKash&account_type=Agent&amount=2000.00');
  });

  it('labels a Marchent channel Make Payment', async () => {
    setup({ verified: true, pending: false });
    fireEvent.click(await screen.findByRole('button', { name: /Nagad/ }));
    expect(screen.getByRole('button', { name: 'Make Payment' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reads 150.50 as 150.50, shows it before Next and sends it so (issue 14, defect 1)', async () => {
    const view = setup({ verified: true, pending: false });
    const input = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '150.50' } });
    expect((input as HTMLInputElement).value).toBe('150.50');
    expect(screen.getByTestId('amount-preview').textContent).toBe('You entered ৳150.50');
    fireEvent.change(input, { target: { value: '150.505' } });
    expect((input as HTMLInputElement).value).toBe('150.50');

    fireEvent.click(screen.getByRole('button', { name: /bKash/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    await next();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/make-payment'));
    expect(view.router.state.location.state).toMatchObject({ amount: '150.50' });
  });
});
