import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { describedText, jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { LoginForm } from './login-form';

function renderLogin() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/login' },
  );
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginForm', () => {
  it('shows the spec messages for empty fields and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    submit();

    expect(describedText(screen.getByLabelText('Username'))).toContain('Username is required');
    expect(describedText(screen.getByLabelText('Password'))).toContain('Password is required');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses symbols in the username and short passwords, and updates as the player types', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin();
    fill('ali_khan!', 'short');
    submit();

    expect(describedText(screen.getByLabelText('Username'))).toContain('Invalid username (only letters and numbers)');
    expect(describedText(screen.getByLabelText('Password'))).toContain('Password must be at least 8 characters');

    fill('alikhan1', 'longenough1');
    expect(describedText(screen.getByLabelText('Username'))).toBe('');
    expect(describedText(screen.getByLabelText('Password'))).toBe('');
  });

  it('shows the server message under the password field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Too many failed login attempts. Please try again in 15 minutes.' }, 429)),
    );
    renderLogin();
    fill('alikhan1', 'password1');
    submit();

    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Password'))).toContain('Too many failed login attempts. Please try again in 15 minutes.'),
    );
  });

  it("falls back to 'Invalid credentials' when the server says nothing readable", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    renderLogin();
    fill('alikhan1', 'password1');
    submit();
    await waitFor(() => expect(describedText(screen.getByLabelText('Password'))).toContain('Invalid credentials'));
  });

  it('shows the network message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    fill('alikhan1', 'password1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error, please try again later.');
  });

  it('stores the session, clears the welcome flag and goes home', async () => {
    window.localStorage.setItem('regPopup', '1');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ token: 'tok-1', remote_id: '42', username: 'alikhan1', exchange: [{ token: 'ex-1' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fill(' alikhan1 ', 'password1');
    submit();

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(requestPath(fetchMock.mock.calls[0]![0])).toBe('/api/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ username: 'alikhan1', password: 'password1' });
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(window.localStorage.getItem('remote_id')).toBe('42');
    expect(window.localStorage.getItem('username')).toBe('alikhan1');
    expect(window.localStorage.getItem('exchangeToken')).toBe('ex-1');
    expect(window.localStorage.getItem('popup')).toBe('1');
    expect(window.localStorage.getItem('regPopup')).toBeNull();
  });

  it('shows and hides the password', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});
