import type { GeneralSettings } from '@khela/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { SignInRoute } from './sign-in';

const general: GeneralSettings = {
  site_title: 'Khela BD',
  site_status: 1,
  notice: [],
  system_notice: '',
  support_mail: 'support@khela.test',
  withdrawal_status: 1,
};

/** The API as it is today: settings answer, the staff login endpoint does not exist yet. */
function stubApi(login: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = requestPath(input);
    if (path === '/api/general' && (init?.method ?? 'GET') === 'GET') return jsonResponse(general);
    if (path === '/api/admin/auth/login' && init?.method === 'POST') return login();
    return jsonResponse({ message: `Cannot ${init?.method ?? 'GET'} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignInRoute', () => {
  it('shows the site title from the API and the server message when sign-in fails', async () => {
    const fetchMock = stubApi(() =>
      jsonResponse(
        { message: 'Cannot POST /api/admin/auth/login', error: 'Not Found', statusCode: 404 },
        404,
      ),
    );
    renderWithProviders(<SignInRoute />, { route: '/sign-in' });

    expect(await screen.findByRole('heading', { name: 'Khela BD' })).toBeTruthy();

    fillIn('Username', '  admin ');
    fillIn('Password', 'secret');
    fillIn('Authenticator code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByText('Sign-in failed: Cannot POST /api/admin/auth/login');
    expect(alert.getAttribute('role')).toBe('alert');

    const loginCall = fetchMock.mock.calls.find(([input]) => requestPath(input) === '/api/admin/auth/login');
    expect(loginCall?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: 'admin', password: 'secret', otp: '123456' });
    // The button is usable again for another try.
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not send the form until every field is valid', async () => {
    const fetchMock = stubApi(() => jsonResponse({ token: 't' }));
    renderWithProviders(<SignInRoute />, { route: '/sign-in' });
    await screen.findByRole('heading', { name: 'Khela BD' });

    fillIn('Username', 'admin');
    fillIn('Authenticator code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => requestPath(input) === '/api/admin/auth/login')).toBe(false);
  });

  it('keeps the staff token on success', async () => {
    stubApi(() => jsonResponse({ token: 'staff-jwt' }));
    renderWithProviders(<SignInRoute />, { route: '/sign-in' });

    fillIn('Username', 'admin');
    fillIn('Password', 'secret');
    fillIn('Authenticator code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Signed in as admin.')).toBeTruthy();
    expect(window.localStorage.getItem('staff_token')).toBe('staff-jwt');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
