import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestPath, stubFetchByPath } from '@/testing/render';
import { maskAccountNumber } from '../lib/mask';
import type { MakePaymentState } from '../lib/payment-state';
import { MakePayment } from './make-payment';

const baseState: MakePaymentState = {
  amount: '2000',
  paymentIcon: '/storage/bkash.png',
  paymentType: 'Agent',
  paymentMethodId: 1,
  paymentMethodName: 'bKash',
  promotionId: null,
  accountNumber: '01898765432',
};

function renderMakePayment(state: MakePaymentState, submit?: () => Response) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '42');
  const fetchMock = stubFetchByPath({
    '/api/user/show': { id: 42, username: 'demoplayer1', phone: '8801712345678', session_id: 1 },
    '/api/get/other/phone': { data: [] },
    ...(submit ? { '/api/submit-deposit': () => submit() } : {}),
  });
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <MakePayment /> }], {
    initialEntries: [{ pathname: '/make-payment', state }],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, writeText, fetchMock };
}

describe('maskAccountNumber', () => {
  it('keeps the first 2 and last 2 characters', () => {
    expect(maskAccountNumber('01898765432')).toBe('01*******32');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('MakePayment', () => {
  it('shows the masked number, a 10-minute countdown and the copy messages', async () => {
    const { writeText } = renderMakePayment(baseState);
    expect(screen.getByTestId('masked-number').textContent).toBe('01*******32');
    expect(screen.getByRole('timer').textContent).toBe('Time left: 10:00');

    fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect((await screen.findByRole('status')).textContent).toBe('Account number copied!');
    expect(writeText).toHaveBeenCalledWith('01898765432');

    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Amount copied: 2000'));
    expect(writeText).toHaveBeenCalledWith('2000');
  });

  it('says when there is nothing to copy, and honours a given timer', async () => {
    renderMakePayment({ ...baseState, accountNumber: '', amount: '', timer: 5 });
    expect(screen.getByRole('timer').textContent).toBe('Time left: 05:00');
    fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect((await screen.findByRole('status')).textContent).toBe('No account number to copy!');
    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No Amount to copy!'));
  });

  it('validates in a modal with the Bengali messages', async () => {
    const { fetchMock } = renderMakePayment(baseState, () => jsonResponse({ message: 'x' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog)
        .getAllByText(/অনুগ্রহ/)
        .map((p) => p.textContent),
    ).toEqual(['অনুগ্রহ করে সঠিক ১১ সংখ্যার অ্যাকাউন্ট নম্বর দিন।', 'অনুগ্রহ করে কমপক্ষে ৭ অক্ষরের সঠিক TRX ID দিন।']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    const select = screen.getByRole('combobox', { name: 'Your account number (sent from)' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Transaction ID (TRX ID)'), { target: { value: 'ABC12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('অনুগ্রহ করে কমপক্ষে ৭ অক্ষরের সঠিক TRX ID দিন।');
    expect(dialog.textContent).not.toContain('১১ সংখ্যার');
    expect(fetchMock.mock.calls.some(([input]) => requestPath(input) === '/api/submit-deposit')).toBe(false);
  });

  it('shows the server refusal as "Submission failed: …" and goes to /payment-request on success', async () => {
    let answer = jsonResponse({ message: 'This transaction ID has already been used.' }, 400);
    const { router, fetchMock } = renderMakePayment({ ...baseState, promotionId: 7 }, () => answer);
    const select = screen.getByRole('combobox', { name: 'Your account number (sent from)' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Transaction ID (TRX ID)'), { target: { value: 'TRX1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Submission failed: This transaction ID has already been used.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    answer = jsonResponse({ success: true, id: 'dep-1', message: 'Deposit submitted successfully.' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-request'));
    expect(router.state.location.state).toMatchObject({ kind: 'deposit', id: 'dep-1', notice: 'আপনার ডিপোজিট সফলভাবে জমা হয়েছে।' });
    const call = fetchMock.mock.calls.filter(([input]) => requestPath(input) === '/api/submit-deposit').at(-1);
    const init = (call as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({
      remote_id: '42',
      account_number: '01712345678',
      transaction_id: 'TRX1234567',
      amount: '2000',
      payment_id: 1,
      promotion_id: 7,
    });
  });
});
