import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, requestPath, stubFetchByPath } from '@/testing/render';
import { DepositForm } from './deposit-form';

const pgs = [
  { id: 1, name: 'bKash', icon: '/storage/bkash.png' },
  { id: 3, name: 'Nagad', icon: '' },
];

function setup(ewaAnswer: unknown) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '42');
  const fetchMock = stubFetchByPath({
    '/api/user/show': { id: 42, username: 'demoplayer1', phone: '8801712345678', session_id: 1 },
    '/api/get/other/phone': { data: [] },
    '/api/payment-methods': { success: true, methods: { type: 'ewallet', pgs } },
    '/api/promotion': [{ id: 7, name: 'Welcome 100%', status: 'active', deposit_bouns: 100 }],
    '/api/transaction/show': { transactions: [] },
    '/api/ewa/request': ewaAnswer,
  });
  const navigateExternal = vi.fn();
  const router = renderRoute(<DepositForm navigateExternal={navigateExternal} />, { route: '/deposit' });
  return { fetchMock, router, navigateExternal };
}

async function fillAndSubmit() {
  fireEvent.click(await screen.findByText('Welcome 100%'));
  const quick = screen.getByRole('group', { name: 'Quick amounts' });
  expect(within(quick).getAllByRole('button')).toHaveLength(10);
  expect(screen.getByText('Range: ৳100 - ৳25,000')).toBeTruthy();
  fireEvent.click(within(quick).getByRole('button', { name: '2,000' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please select a valid payment method.'));
  fireEvent.click(screen.getByRole('button', { name: /Nagad/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('DepositForm, e-wallet gateway', () => {
  it('lists the gateways, asks /api/ewa/request and leaves for the payment page', async () => {
    const view = setup({
      url: 'https://gateway.example/pay/SIM1',
      amount: '2,000.00',
      transaction: 'SIM1',
      number: '01700000999',
      timer: 10,
      message: 'Complete the payment on the next page.',
    });
    expect(await screen.findByRole('button', { name: /bKash/ })).toBeTruthy();
    // No manual channels in the e-wallet form.
    expect(screen.queryByText('Cash Out')).toBeNull();
    await fillAndSubmit();

    await waitFor(() => expect(view.navigateExternal).toHaveBeenCalledWith('https://gateway.example/pay/SIM1'));
    const call = view.fetchMock.mock.calls.find(([input]) => requestPath(input) === '/api/ewa/request');
    expect(JSON.parse(String((call as unknown as [unknown, RequestInit] | undefined)?.[1].body))).toEqual({
      amount: '2000.00',
      type: 'Nagad',
      provider: 'Nagad',
      promotion: 7,
    });
    expect(view.router.state.location.pathname).toBe('/deposit');
  });

  it('goes to /make-payment with the number, transaction, timer and message when there is no page', async () => {
    const view = setup({ transaction: 'SIM2', number: '01700000999', message: 'Pay to this number.' });
    await fillAndSubmit();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/make-payment'));
    expect(view.navigateExternal).not.toHaveBeenCalled();
    expect(view.router.state.location.state).toEqual({
      amount: '2000.00',
      paymentIcon: '',
      paymentType: 'Personal',
      paymentMethodId: 3,
      paymentMethodName: 'Nagad',
      promotionId: 7,
      accountNumber: '01700000999',
      timer: 10,
      transaction: 'SIM2',
      message: 'Pay to this number.',
    });
  });

  it('shows the api message when the request is refused', async () => {
    setup(
      new Response(JSON.stringify({ message: 'E-wallet payments are not available right now.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('E-wallet payments are not available right now.'));
  });
});
