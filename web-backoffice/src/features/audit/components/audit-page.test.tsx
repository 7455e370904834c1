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
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'staff.created' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const row = (await screen.findByText('staff.created', { selector: 'code' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Changes' }));
    expect(screen.getByRole('columnheader', { name: 'Field' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('action=staff.created'))).toBe(true);
  });

  it('reads its filters, sort and page from the URL and sorts on the server when a header is clicked', async () => {
    const fetch = stubAudit();
    renderWithProviders(<AuditPage />, { route: '/audit?actor=admin&sort=action&page=2' });
    expect((screen.getByRole('textbox', { name: 'Actor' }) as HTMLInputElement).value).toBe('admin');
    await screen.findByText('staff.created', { selector: 'code' });
    const first = new URL(String(fetch.mock.calls[0]![0]), 'http://x').searchParams;
    expect(Object.fromEntries(first)).toEqual({ actor: 'admin', sort: 'action', page: '2', per_page: '50' });
    expect(screen.getByRole('columnheader', { name: /Action/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Action/ }));
    await vi.waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x').searchParams;
      expect([last.get('sort'), last.get('page')]).toEqual(['-action', '1']);
    });
    // time sorts newest first on its first click
    fireEvent.click(screen.getByRole('button', { name: /^Time/ }));
    await vi.waitFor(() => expect(new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x').searchParams.get('sort')).toBe('-at'));
  });

  it('moves a page past the end back to the last page there is', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const n = Number(new URL(String(input), 'http://x').searchParams.get('page'));
      return jsonResponse(n > 1 ? { ...page, data: [], page: n } : page);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AuditPage />, { route: '/audit?page=9' });
    await screen.findByText('staff.created', { selector: 'code' });
    expect(fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams.get('page'))).toEqual(['9', '1']);
  });

  it('opens a row with Enter, moves between rows with the arrow keys', async () => {
    const second = { ...page.data[0]!, id: '90', action: 'staff.disabled' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...page, data: [page.data[0], second], total: 2 })),
    );
    renderWithProviders(<AuditPage />);
    const rows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-grid-row'));
    await screen.findByText('staff.disabled', { selector: 'code' });
    expect(rows().map((r) => r.tabIndex)).toEqual([0, -1]);
    rows()[0]!.focus();
    fireEvent.keyDown(rows()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows()[1]);
    fireEvent.keyDown(rows()[1]!, { key: 'Enter' });
    expect(screen.getByRole('columnheader', { name: 'Field' })).toBeTruthy();
    expect(within(rows()[1]!).getByRole('button', { name: 'Hide' })).toBeTruthy();
  });

  it('shows the error with a retry, and the empty state', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? jsonResponse({ message: 'Audit store down' }, 503) : jsonResponse({ ...page, data: [], total: 0 }))),
    );
    renderWithProviders(<AuditPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Audit store down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded for these filters.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides a column and remembers it for the next visit', async () => {
    stubAudit();
    const first = renderWithProviders(<AuditPage />);
    await screen.findByText('staff.created', { selector: 'code' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'IP' }));
    expect(screen.queryByRole('columnheader', { name: 'IP' })).toBeNull();
    first.unmount();
    renderWithProviders(<AuditPage />);
    await screen.findByText('staff.created', { selector: 'code' });
    expect(screen.queryByRole('columnheader', { name: 'IP' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Actor/ })).toBeTruthy();
  });

  it('exports every page of the filtered set as CSV with a byte-order mark', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const params = new URL(String(input), 'http://x').searchParams;
      const n = Number(params.get('page'));
      const perPage = Number(params.get('per_page'));
      const entry = { ...page.data[0]!, id: String(n), actor_username: n === 2 ? 'রহিম' : 'admin' };
      return jsonResponse({ data: [entry], page: n, per_page: perPage, total: 2, last_page: perPage === 200 ? 2 : 1 });
    });
    vi.stubGlobal('fetch', fetch);
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    renderWithProviders(<AuditPage />, { route: '/?action=staff.' });
    await screen.findByText('staff.created', { selector: 'code' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 rows.')).toBeTruthy();
    const exportCalls = fetch.mock.calls
      .map(([i]) => new URL(String(i), 'http://x').searchParams)
      .filter((p) => p.get('per_page') === '200');
    expect(exportCalls.map((p) => [p.get('page'), p.get('action'), p.get('sort')])).toEqual([
      ['1', 'staff.', '-at'],
      ['2', 'staff.', '-at'],
    ]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Time (Dhaka),Actor,Roles,Action,Target,IP,Request');
    expect(text).toContain('রহিম');
  });

  it('renders in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubAudit();
    renderWithProviders(<AuditPage />);
    expect(screen.getByRole('heading', { name: 'অডিট লগ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'কে করেছেন' }).getAttribute('placeholder')).toBe('ইউজারনেম');
    expect(screen.getByRole('button', { name: 'ফিল্টার করুন' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'সময় (ঢাকা)' })).toBeTruthy();
    const row = (await screen.findByText('staff.created', { selector: 'code' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'পরিবর্তন' }));
    expect(screen.getByRole('columnheader', { name: 'ফিল্ড' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'আগে' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'লুকান' })).toBeTruthy();
  });
});
