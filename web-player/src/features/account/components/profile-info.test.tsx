import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { ProfileInfo } from './profile-info';

const profile = {
  id: 42,
  username: 'alikhan01',
  name: '',
  phone: '8801712345678',
  email: 'ali@example.com',
  session_id: 0,
  dofb: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-05T18:30:00.000Z',
  vip_coin: 0,
  balance: '0.00',
  cash_bonus: '0.00',
  referral_code: 'ALI123',
  currency: 'BDT',
};

function stubApi(sendCode: () => Response, otherPhones: unknown[] = []) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    switch (requestPath(input)) {
      case '/api/user/show':
        return jsonResponse(profile);
      case '/api/get/other/phone':
        return jsonResponse({ data: otherPhones });
      case '/api/send-verification-code':
        return sendCode();
      default:
        return jsonResponse({ message: 'Not Found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ProfileInfo', () => {
  it('shows the verification states and counts down 5:00 after sending a code', async () => {
    window.localStorage.setItem('remote_id', '42');
    window.localStorage.setItem('token', 'session-token');
    const fetchMock = stubApi(() => jsonResponse({ message: 'A verification code has been sent to your phone.', retry_after: 300 }));
    renderWithProviders(<ProfileInfo />, { route: '/profile' });

    expect(await screen.findByText('8801712345678')).toBeTruthy();
    expect(screen.getByText('Not Verified')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Info cannot be changed after confirmation. Please contact customer service to change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Verify e-mail/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Verify phone number 8801712345678' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect((await screen.findByRole('timer')).textContent).toBe('Resend possible in 05:00');
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('A verification code has been sent to your phone.');
    const call = fetchMock.mock.calls.find(([input]) => requestPath(input) === '/api/send-verification-code');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ phone: '8801712345678' });
  });

  it('shows a refused send in the Error modal and waits as long as the server says', async () => {
    window.localStorage.setItem('remote_id', '42');
    window.localStorage.setItem('token', 'session-token');
    stubApi(() => jsonResponse({ message: 'Please wait 120 seconds before requesting a new code.', retry_after: 120 }, 429));
    renderWithProviders(<ProfileInfo />, { route: '/profile' });

    fireEvent.click(await screen.findByRole('button', { name: 'Verify phone number 8801712345678' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const modal = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(modal).getByText('Please wait 120 seconds before requesting a new code.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Resend possible in 02:00');
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('counts the phone verified when an extra number is, and asks for 6 digits', async () => {
    window.localStorage.setItem('remote_id', '42');
    window.localStorage.setItem('token', 'session-token');
    stubApi(() => jsonResponse({}), [{ id: 1, contract_value: '8801812345678', isverify: 1 }]);
    renderWithProviders(<ProfileInfo />, { route: '/profile' });
    await screen.findByText('8801812345678');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify phone number 8801712345678' })).toBeNull());
    expect(screen.getAllByText('Verified')).toHaveLength(3);
  });
});
