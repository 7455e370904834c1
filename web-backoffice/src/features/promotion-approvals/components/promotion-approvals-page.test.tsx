import type { PromotionChangeView, StaffMe } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { PromotionApprovalsRoute } from '@/app/routes/promotion-approvals';

const finance: StaffMe = {
  id: 'f1',
  username: 'finance1',
  display_name: 'Farhana Finance',
  roles: ['finance'],
  permissions: ['session', 'payments.read', 'payments.approve', 'promotions.approve'],
};

const change: PromotionChangeView = {
  id: 'c1',
  promotion: { id: 7, name: 'Welcome Offer', status: 'active' },
  status: 'pending',
  before: { deposit_bonus_percent: 100, max_bonus: '10000.00' },
  after: { deposit_bonus_percent: 150, max_bonus: '15000.00' },
  requested_by: { id: 's2', username: 'content1' },
  requested_at: '2026-11-21T18:30:00.000Z',
  decided_by: null,
  decided_at: null,
  reject_reason: null,
};

type Call = { method: string; path: string; body: unknown };

function serve(decision: (call: Call) => Response, me: StaffMe = finance) {
  const calls: Call[] = [];
  let pending = [change];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (url.pathname === '/api/admin/me') return jsonResponse(me);
      if (url.pathname === '/api/admin/promotion-changes') return jsonResponse({ data: pending });
      const answer = decision(call);
      if (answer.ok) pending = [];
      return answer;
    }),
  );
  return calls;
}

const decided = (status: 'approved' | 'rejected', message: string) => jsonResponse({ change: { ...change, status }, message });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('promotion approvals (finance)', () => {
  it('lists the waiting change with the terms now and asked; Approve applies it', async () => {
    const calls = serve(() => decided('approved', 'Change approved: the promotion now has the new terms.'));
    renderWithProviders(<PromotionApprovalsRoute />);
    const row = (await screen.findByText(/Welcome Offer/)).closest('tr')!;
    expect(row.textContent).toContain('now: bonus 100%, max bonus 10000.00');
    expect(row.textContent).toContain('asked: bonus 150%, max bonus 15000.00');
    expect(row.textContent).toContain('content1, 22 Nov 2026, 00:30');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Welcome Offer: Change approved: the promotion now has the new terms.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/promotion-changes/c1/approve', body: undefined },
    ]);
    expect(await screen.findByText('Nothing is waiting.')).toBeTruthy();
  });

  it('Reject needs a reason; a refusal (own request) shows the server message', async () => {
    let attempt = 0;
    const calls = serve(() => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse({ message: 'A different user must decide this change: you requested it.' }, 409)
        : decided('rejected', 'Change rejected: the promotion keeps its terms.');
    });
    renderWithProviders(<PromotionApprovalsRoute />);
    const row = (await screen.findByText(/Welcome Offer/)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the change to “Welcome Offer”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Too generous for a reload' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A different user must decide this change: you requested it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Welcome Offer: Change rejected: the promotion keeps its terms.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'Too generous for a reload' },
      { reason: 'Too generous for a reload' },
    ]);
  });

  it('in Bangla; and not shown to a role without promotions.approve', async () => {
    await i18n.changeLanguage('bn');
    serve(() => decided('approved', 'x'));
    const view = renderWithProviders(<PromotionApprovalsRoute />);
    expect(await screen.findByRole('heading', { name: 'প্রমোশন অনুমোদন' })).toBeTruthy();
    const row = (await screen.findByText(/Welcome Offer/)).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'অনুমোদন করুন' })).toBeTruthy();
    expect(row.textContent).toContain('চাওয়া হয়েছে: বোনাস 150%');
    view.unmount();

    await i18n.changeLanguage('en');
    serve(() => decided('approved', 'x'), { ...finance, roles: ['content'], permissions: ['session', 'content.manage'] });
    renderWithProviders(<PromotionApprovalsRoute />);
    expect(await screen.findByText('Not available for your roles')).toBeTruthy();
  });
});
