import type { GeneralSettings } from '@khela/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { SignInRoute } from './sign-in';

const general = {
  site_title: 'Khela BD',
  site_status: 1,
  notice: [],
  system_notice: '',
  support_mail: 'support@khela.test',
  withdrawal_status: 1,
} as Partial<GeneralSettings> as GeneralSettings;

// The session itself comes as cookies (HttpOnly): the answer says only who signed in and until when.
const session = {
  expires_at: '2030-01-01T00:00:00.000Z',
  staff: { id: 's1', username: 'admin', display_name: 'Demo Admin', roles: ['admin'] },
};

type Handler = (body: Record<string, unknown>) => Response;

/** The API as the sign-in flow sees it; unknown calls answer 404. */
function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = requestPath(input);
    const method = init?.method ?? 'GET';
    if (path === '/api/general' && method === 'GET') return jsonResponse(general);
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {});
    return jsonResponse({ message: `Cannot ${method} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSignIn() {
  return renderWithProviders(
    <Routes>
      <Route path="/sign-in" element={<SignInRoute />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/sign-in' },
  );
}

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => requestPath(input) === path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('staff sign-in', () => {
  it('shows the site title and the server message when sign-in fails, and can try again', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/auth/login': () => jsonResponse({ message: 'Invalid username, password or authenticator code.' }, 401),
    });
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Khela BD' })).toBeTruthy();

    fillIn('Username', '  admin ');
    fillIn('Password', 'secret');
    fillIn('Authenticator code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByText('Sign-in failed: Invalid username, password or authenticator code.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(bodiesOf(fetchMock, '/api/admin/auth/login')).toEqual([{ username: 'admin', password: 'secret', otp: '123456' }]);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(window.localStorage.getItem('staff_token')).toBeNull();
  });

  it('does not send the form until the fields are valid', async () => {
    const fetchMock = stubApi({ 'POST /api/admin/auth/login': () => jsonResponse(session) });
    renderSignIn();
    await screen.findByRole('heading', { name: 'Khela BD' });

    fillIn('Username', 'admin');
    fillIn('Authenticator code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/admin/auth/login')).toEqual([]);
  });

  it('opens the home page on success, with the session left to the browser cookies and nothing in storage', async () => {
    const fetchMock = stubApi({ 'POST /api/admin/auth/login': () => jsonResponse(session) });
    renderSignIn();
    fillIn('Username', 'admin');
    fillIn('Password', 'secret');
    fillIn('Authenticator code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(window.localStorage.getItem('staff_token')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([input]) => requestPath(input) === '/api/admin/auth/login')!;
    expect(init?.credentials).toBe('same-origin');
  });

  it('a first sign-in without a code enrols an authenticator from the QR code, then signs in', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/auth/login': () => jsonResponse({ enrolment_required: true, enrolment_token: 'enrol-token-123' }),
      'POST /api/admin/auth/2fa/enrol': () =>
        jsonResponse({
          otpauth_url: 'otpauth://totp/Khela:new1?secret=ABC',
          qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
          secret: 'JBSWY3DPEHPK3PXP',
          issuer: 'Khela Back Office',
          account: 'new1',
        }),
      'POST /api/admin/auth/2fa/confirm': (body) =>
        body.code === '111111' ? jsonResponse({ message: 'That code is not correct.' }, 401) : jsonResponse(session),
    });
    renderSignIn();
    fillIn('Username', 'new1');
    fillIn('Password', 'Initial-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const qr = await screen.findByAltText('QR code for new1 at Khela Back Office');
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('enrolment-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(bodiesOf(fetchMock, '/api/admin/auth/login')).toEqual([{ username: 'new1', password: 'Initial-pass-1', otp: '' }]);

    fillIn('Code from the app', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('That code is not correct.')).toBeTruthy();
    expect(window.localStorage.getItem('staff_token')).toBeNull();

    fillIn('Code from the app', '222 333');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/admin/auth/2fa/confirm').at(-1)).toEqual({ enrolment_token: 'enrol-token-123', code: '222333' });
    expect(window.localStorage.getItem('staff_token')).toBeNull();
  });

  it('shows the sign-in page in Bangla, with the language switch, and Bangla field messages', async () => {
    const fetchMock = stubApi({ 'POST /api/admin/auth/login': () => jsonResponse(session) });
    await i18n.changeLanguage('bn');
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Khela BD' })).toBeTruthy();
    expect(screen.getByText('ব্যাক অফিস · স্টাফ সাইন ইন')).toBeTruthy();
    expect((screen.getByLabelText('ভাষা') as HTMLSelectElement).value).toBe('bn');
    expect(screen.getByLabelText('ইউজারনেম')).toBeTruthy();
    expect(screen.getByLabelText('অথেনটিকেটর কোড').getAttribute('placeholder')).toBe('৬ সংখ্যা');

    fireEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(screen.getByText('ইউজারনেম দিতে হবে।')).toBeTruthy();
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে।')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/admin/auth/login')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('সাইন ইন · Khela BD ব্যাক অফিস'));

    // Switching back to English on the page itself; the messages follow.
    fireEvent.change(screen.getByLabelText('ভাষা'), { target: { value: 'en' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Username is required.')).toBeTruthy();
  });
});
