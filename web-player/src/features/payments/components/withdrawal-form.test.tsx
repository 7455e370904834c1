import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, requestPath, stubFetchByPath } from '@/testing/render';
import { FundsTabs } from './funds-tabs';

const methods = [
  { id: 1, name: 'bKash', icon: '', status: 'active', account_type: 'Agent', deposit_label: 'Cash Out', withdraw_label: 'CashOut' },
  { id: 2, name: 'bKash', icon: '', status: 'active', account_type: 'Personal', deposit_label: 'Send Money', withdraw_label: 'Send Money' },
];

function setup(check: () => Response, extra: Record<string, unknown> = {}) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '42');
  const fetchMock = stubFetchByPath({
    '/api/user/show': { id: 42, username: 'demoplayer1', phone: '8801712345678', session_id: 1 },
    '/api/get/other/phone': {
      data: [
        { id: 1, contract_value: '01811111111', isverify: 1 },
        { id: 2, contract_value: '01922222222', isverify: 0 },
      ],
    },
    '/api/general': { withdrawal_status: 1, site_status: 1 },
    '/api/payment-methods': { success: true, methods },
    '/api/userwithdrawcheck': () => check(),
    ...extra,
  });
  const router = renderRoute(<FundsTabs tab="withdrawal" />, { route: '/withdrawal' });
  return { fetchMock, router };
}

const refusal = (text: string, reason: string) => jsonResponse({ success: false, error: text, message: text, reason }, 400);

describe('WithdrawalForm eligibility', () => {
  it('links a Date of Birth refusal to /profile', async () => {
    setup(() => refusal('Please set your Date of Birth in your profile before you withdraw.', 'birthDateMissing'));
    const alert = await screen.findByText('Please set your Date of Birth in your profile before you withdraw.');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
    expect(within(box).queryByRole('link', { name: /turnover/ })).toBeNull();
  });

  it('links the turnover refusal to /turnover-record with the spec text, says how much is left and links to the games (defect 3)', async () => {
    setup(() => refusal('Please complete your turnover and try again.', 'turnover'), {
      '/api/turnovers': {
        turnover: [
          {
            id: 1,
            status: 'active',
            required_turnover: '3000.00',
            remaining_turnover: '2750.50',
            created_at: '2026-11-23T10:00:00Z',
            transaction: { id: 't1', name: 'Welcome Offer', amount: '500.00', promotion_turnover: 3 },
          },
        ],
      },
    });
    const link = await screen.findByRole('link', { name: 'Please complete your turnover and try again.' });
    expect(link.getAttribute('href')).toBe('/turnover-record');
    expect(await screen.findByText('Turnover still to play before you can withdraw: ৳2,750.50.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/games');
  });

  it('shows only the pending reason while a withdrawal is pending, no turnover link (defect 4)', async () => {
    const pending =
      'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.';
    setup(() => refusal(pending, 'pending'));
    const text = await screen.findByText(pending);
    const box = text.closest('[role="alert"]') as HTMLElement;
    expect(within(box).queryAllByRole('link')).toEqual([]);
  });

  it('acts on the reason, not the words: a Bangla turnover refusal still links the turnover record', async () => {
    setup(() => refusal('অনুগ্রহ করে আপনার টার্নওভার সম্পূর্ণ করে আবার চেষ্টা করুন।', 'turnover'));
    expect((await screen.findByRole('link', { name: 'Please complete your turnover and try again.' })).getAttribute('href')).toBe(
      '/turnover-record',
    );
  });

  it('shows "An unknown error occurred." when the check fails otherwise', async () => {
    setup(() => jsonResponse({ message: 'boom' }, 500));
    expect(await screen.findByText('An unknown error occurred.')).toBeTruthy();
  });

  it('hides the methods when withdrawals are off', async () => {
    setup(() => refusal('No widthdraw methods available. Try again later.', 'withdrawalsOff'));
    expect(await screen.findByText('No widthdraw methods available. Try again later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /bKash/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('WithdrawalForm submit', () => {
  it('offers only verified numbers, checks amount, account number, method in order, then goes to /payment-request', async () => {
    let release: (value: Response) => void = () => undefined;
    const { router, fetchMock } = setup(() => jsonResponse({ success: true, message: 'You can withdraw.' }));
    const held = new Promise<Response>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => (requestPath(input) === '/api/submit-withdraw' ? held : fetchMock(input)));
    await screen.findByRole('button', { name: /bKash/ });
    const select = screen.getByRole('combobox', { name: 'Account number' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', '01712345678', '01811111111']);

    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(within(quick).queryByRole('button', { name: '100' })).toBeNull();
    expect(screen.getByText('Range: ৳500 - ৳25,000')).toBeTruthy();

    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Amount is required.');
    fireEvent.click(within(quick).getByRole('button', { name: '1,000' }));
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Account number is required.');
    fireEvent.change(select, { target: { value: '01811111111' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please select your payment method.');

    fireEvent.click(screen.getByRole('button', { name: /bKash/ }));
    fireEvent.click(screen.getByRole('button', { name: 'CashOut' }));
    submit();
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release(jsonResponse({ success: true, id: 'w1', message: 'Your withdrawal request has been submitted.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-request'));
    expect(router.state.location.state).toMatchObject({
      amount: '1000.00',
      kind: 'withdrawal',
      id: 'w1',
      notice: 'Withdrawal successful!',
    });
  });
});
