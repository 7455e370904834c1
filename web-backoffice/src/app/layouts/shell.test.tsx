import type { StaffMe } from '@khela/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { RequirePermission } from '../require-permission';
import { HomeRoute } from '../routes/home';
import { Shell } from './shell';

// The Payments entry's badge listens on the /staff socket; no server here.
vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, disconnect: () => undefined }) }));

const admin: StaffMe = {
  id: 'a1',
  username: 'admin',
  display_name: 'Demo Admin',
  roles: ['admin', 'finance'],
  permissions: ['session', 'staff.read', 'staff.manage', 'audit.read', 'outbox.read', 'players.read'],
};
const finance: StaffMe = {
  id: 'f1',
  username: 'finance1',
  display_name: 'Farhana Finance',
  roles: ['finance'],
  permissions: ['session', 'players.read', 'payments.read', 'payments.approve', 'payments.channels'],
};

function renderShell(me: StaffMe | null, route = '/') {
  if (!document.cookie.includes('khela_staff_csrf=')) startTestSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      requestPath(input) === '/api/admin/me'
        ? me
          ? jsonResponse(me)
          : jsonResponse({ message: 'Unauthenticated.' }, 401)
        : jsonResponse({}, 404),
    ),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/sign-in" element={<p>Sign-in page</p>} />
      <Route element={<Shell />}>
        <Route index element={<HomeRoute />} />
        <Route
          path="staff"
          element={
            <RequirePermission permission="staff.read">
              <p>Staff table</p>
            </RequirePermission>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('back-office shell', () => {
  it('shows an admin every page, and welcomes them by name with their roles', async () => {
    renderShell(admin);
    expect(await screen.findByRole('heading', { name: 'Welcome, Demo Admin' })).toBeTruthy();
    expect(navLinks()).toEqual(['Home', 'Players', 'Staff', 'Roles', 'Audit log', 'Outbox']);
    const pages = screen.getByRole('heading', { name: 'Your pages' }).nextElementSibling as HTMLElement;
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Players', 'Staff', 'Roles', 'Audit log', 'Outbox']);
  });

  it('hides Staff, Audit log and Outbox from a finance user, and refuses the Staff page by URL', async () => {
    renderShell(finance, '/staff');
    expect(await screen.findByRole('heading', { name: 'Not available for your roles' })).toBeTruthy();
    expect(screen.queryByText('Staff table')).toBeNull();
    expect(navLinks()).toEqual([
      'Home',
      'Players',
      'Payments',
      'Withdrawal payouts',
      'Receiving numbers',
      'Unpaid resettlements',
      'Reports',
    ]);
    expect(screen.getByText('finance', { selector: '.tag' })).toBeTruthy();
  });

  it('sends a visitor without a live session to sign-in and forgets the stale session', async () => {
    startTestSession('expired');
    renderShell(null);
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(document.cookie).not.toContain('khela_staff_csrf');
  });

  it('sends a visitor with no session to sign-in without calling the API', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}, 500));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/sign-in" element={<p>Sign-in page</p>} />
        <Route element={<Shell />}>
          <Route index element={<HomeRoute />} />
        </Route>
      </Routes>,
    );
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
