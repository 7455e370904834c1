import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { describedText, jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { SignupForm } from './signup-form';

function renderSignup() {
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupForm />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/signup' },
  );
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

function fillValid() {
  type('Username', 'alikhan01');
  type('E-mail', 'ali@example.com');
  type('Phone number', '01712345678');
  type('Password', 'secret123');
  type('Confirm password', 'secret123');
}

describe('SignupForm', () => {
  it('shows the required messages of spec section 5', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    submit();

    expect(describedText(field('Username'))).toContain('Username is required');
    expect(describedText(field('E-mail'))).toContain('Email is required');
    expect(describedText(field('Phone number'))).toContain('Phone number is required');
    expect(describedText(field('Password'))).toContain('Password is required');
    expect(describedText(field('Confirm password'))).toContain('Confirm Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the format messages', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSignup();
    type('Username', 'ali');
    type('E-mail', 'ali@');
    type('Phone number', '12345');
    type('Password', 'secret12!');
    type('Confirm password', 'secret12');
    submit();

    expect(describedText(field('Username'))).toContain('Username must be between 8 and 16 characters');
    expect(describedText(field('E-mail'))).toContain('Invalid email address');
    expect(describedText(field('Phone number'))).toContain('Invalid phone number (10-15 digits)');
    expect(describedText(field('Password'))).toContain('Password can only contain letters and numbers (no special characters)');
    expect(describedText(field('Confirm password'))).toContain('Passwords do not match');

    type('Username', 'ali_khan_01');
    expect(describedText(field('Username'))).toContain('Invalid username (only letters and numbers)');
    type('Password', 'short');
    expect(describedText(field('Password'))).toContain('Password must be at least 8 characters');
  });

  it('shows the server errors under their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            message: 'The username has already been taken.',
            errors: { username: ['The username has already been taken.'], phone: ['Invalid phone number (10-15 digits)'] },
          },
          400,
        ),
      ),
    );
    renderSignup();
    fillValid();
    submit();

    await waitFor(() => expect(describedText(field('Username'))).toContain('The username has already been taken.'));
    expect(describedText(field('Phone number'))).toContain('Invalid phone number (10-15 digits)');
    expect(screen.queryByRole('alert')).toBeNull();

    // Editing a field clears its server error.
    type('Username', 'alikhan02');
    expect(describedText(field('Username'))).toBe('');
  });

  it("says 'Submission failed' without a readable answer, and the network message offline", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    renderSignup();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Submission failed');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network error, please try again'));
  });

  it('sends the payload with the stored codes, then starts the session with the welcome flag', async () => {
    window.localStorage.setItem('referral_code', 'FRIEND88');
    window.localStorage.setItem('agent_code', 'AG1');
    window.localStorage.setItem('affiliate_code', 'AF1');
    window.localStorage.setItem('regPopup', '0');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ token: 'tok-2', remote_id: '7', username: 'alikhan01', exchange: [{ token: 'ex-2' }] }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();

    expect((field('Referral code (optional)') as HTMLInputElement).value).toBe('FRIEND88');
    fillValid();
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '91' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'INR' } });
    submit();

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(requestPath(fetchMock.mock.calls[0]![0])).toBe('/api/v1/create-players');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      username: 'alikhan01',
      password: 'secret123',
      confirmPassword: 'secret123',
      name: '',
      phone: '911712345678',
      email: 'ali@example.com',
      referral_code: 'FRIEND88',
      agent_code: 'AG1',
      affiliate_code: 'AF1',
      currency: 'INR',
      status: 'active',
    });
    expect(window.localStorage.getItem('token')).toBe('tok-2');
    expect(window.localStorage.getItem('exchangeToken')).toBe('ex-2');
    expect(window.localStorage.getItem('popup')).toBe('1');
    expect(window.localStorage.getItem('regPopup')).toBe('1');
    expect(window.localStorage.getItem('referral_code')).toBeNull();
    expect(window.localStorage.getItem('agent_code')).toBeNull();
    expect(window.localStorage.getItem('affiliate_code')).toBeNull();
  });

  it('logs in after a sign-up that answers without a token', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      requestPath(input) === '/api/login'
        ? jsonResponse({ token: 'tok-3', remote_id: '8', username: 'alikhan01', exchange: [] })
        : jsonResponse({ message: 'Registered' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    fillValid();
    submit();

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => requestPath(input))).toEqual(['/api/v1/create-players', '/api/login']);
    expect(window.localStorage.getItem('token')).toBe('tok-3');
    expect(window.localStorage.getItem('regPopup')).toBe('1');
  });
});
