import type { StaffMe, StaffUserPage } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { StaffRoute } from './staff';

const admin: StaffMe = {
  id: 'a1',
  username: 'admin',
  display_name: 'Demo Admin',
  roles: ['admin'],
  permissions: ['session', 'staff.read', 'staff.manage'],
};

const staffPage: StaffUserPage = {
  data: [
    {
      id: 'f1',
      username: 'finance1',
      display_name: 'Farhana Finance',
      roles: ['finance', 'support'],
      ip_allowlist: [],
      status: 'active',
      totp_enabled: true,
      locked_until: null,
      last_login_at: '2026-11-21T18:30:00.000Z',
      created_at: '2026-11-01T04:00:00.000Z',
    },
  ],
  page: 1,
  per_page: 25,
  total: 1,
  last_page: 1,
};

/** /me and the staff list; anything else answers 404. */
function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = requestPath(input);
    if (path === '/api/admin/me') return jsonResponse(admin);
    if (path === '/api/admin/staff') return jsonResponse(staffPage);
    return jsonResponse({ message: `Cannot ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('back-office staff', () => {
  it('lists staff with their roles and status, in English', async () => {
    stubApi();
    startTestSession();
    renderWithProviders(<StaffRoute />, { route: '/staff' });
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeTruthy();
    const row = (await screen.findByText('finance1')).closest('tr')!;
    expect(within(row).getByText('finance')).toBeTruthy();
    expect(within(row).getByText('active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reset 2FA' })).toBeTruthy();
  });

  it('shows the staff page, role tags and the new-account form in Bangla', async () => {
    const fetchMock = stubApi();
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<StaffRoute />, { route: '/staff' });
    expect(await screen.findByRole('heading', { name: 'স্টাফ' })).toBeTruthy();
    const row = (await screen.findByText('finance1')).closest('tr')!;
    expect(within(row).getByText('ফাইন্যান্স')).toBeTruthy();
    expect(within(row).getByText('সাপোর্ট')).toBeTruthy();
    expect(within(row).getByText('সক্রিয়')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '2FA রিসেট করুন' })).toBeTruthy();

    // The role filter shows Bangla names but still sends the role itself.
    fireEvent.change(screen.getByRole('combobox', { name: 'ভূমিকা' }), { target: { value: 'finance' } });
    expect((screen.getByRole('combobox', { name: 'ভূমিকা' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('ফাইন্যান্স');
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').searchParams.get('role') === 'finance'),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'নতুন স্টাফ অ্যাকাউন্ট' }));
    const form = screen.getByRole('form', { name: 'নতুন স্টাফ অ্যাকাউন্ট' });
    fireEvent.click(within(form).getByRole('button', { name: 'স্টাফ অ্যাকাউন্ট তৈরি করুন' }));
    expect(within(form).getByText('প্রদর্শিত নাম দিতে হবে।')).toBeTruthy();
    expect(within(form).getByText('অন্তত একটি ভূমিকা বেছে নিন।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
  });
});
