import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { describedText, jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

function renderForgot() {
  renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordForm />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/forgot-password' },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordForm', () => {
  it('asks for the address, then the username, per tab', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForgot();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address.');
    type('E-mail', 'ali@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your username.');

    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your phone number.');
  });

  it('sends the OTP, then resets the password and goes to /login', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      requestPath(input) === '/api/usr-forgot-password'
        ? jsonResponse({ message: 'If the details match, a code has been sent.' })
        : jsonResponse({ message: 'Your password has been reset. Please login with your new password.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForgot();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    type('Phone number', '8801712345678');
    type('Username', 'alikhan01');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect((await screen.findByRole('status')).textContent).toBe('OTP sent successfully. Please check your sms.');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ type: 'sms', phone: '8801712345678', username: 'alikhan01' });

    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(describedText(screen.getByLabelText('OTP'))).toContain('Please enter the OTP.');
    expect(describedText(screen.getByLabelText('New password'))).toContain(
      'New Password must contain at least one number, one letter, and 8 characters long.',
    );
    expect(describedText(screen.getByLabelText('Confirm new password'))).toContain('Please confirm your new password.');

    type('OTP', '123456');
    type('New password', 'newpass12');
    type('Confirm new password', 'newpass13');
    expect(describedText(screen.getByLabelText('Confirm new password'))).toContain('Passwords do not match.');
    type('Confirm new password', 'newpass12');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your password has been reset.'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      otp: '123456',
      password: 'newpass12',
      password_confirmation: 'newpass12',
      username: 'alikhan01',
    });
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('shows the server message inline, else the fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderForgot();
    type('E-mail', 'ali@example.com');
    type('Username', 'alikhan01');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send OTP. Please try again.'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred while sending the OTP. Please try again.'));
  });
});
