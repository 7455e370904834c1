import type { AuditPage as AuditPageData } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { AuditPage } from './audit-page';

const page: AuditPageData = {
  data: [
    {
      id: '91',
      at: '2026-11-21T18:30:00.000Z',
      actor_id: '1',
      actor_username: 'admin',
      actor_roles: ['admin'],
      action: 'staff.created',
      target_kind: 'staff',
      target_id: '12',
      before: null,
      after: { username: 'finance2', roles: ['finance'] },
      ip: '103.4.5.6',
      request_id: 'abcdef0123456789',
    },
  ],
  page: 1,
  per_page: 50,
  total: 1,
  last_page: 1,
};

function stubAudit() {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(page));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('AuditPage', () => {
  it('filters by action and shows the before/after of a row', async () => {
    const fetch = stubAudit();
    renderWithProviders(<AuditPage />);
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'staff.created' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const row = (await screen.findByText('staff.created', { selector: 'code' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Changes' }));
    expect(screen.getByRole('columnheader', { name: 'Field' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('action=staff.created'))).toBe(true);
  });

  it('renders in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubAudit();
    renderWithProviders(<AuditPage />);
    expect(screen.getByRole('heading', { name: 'অডিট লগ' })).toBeTruthy();
    expect(screen.getByLabelText('কে করেছেন').getAttribute('placeholder')).toBe('ইউজারনেম');
    expect(screen.getByRole('button', { name: 'ফিল্টার করুন' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'সময় (ঢাকা)' })).toBeTruthy();
    const row = (await screen.findByText('staff.created', { selector: 'code' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'পরিবর্তন' }));
    expect(screen.getByRole('columnheader', { name: 'ফিল্ড' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'আগে' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'লুকান' })).toBeTruthy();
  });
});
