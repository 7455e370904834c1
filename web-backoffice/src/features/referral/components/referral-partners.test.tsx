import type { StaffReferralPartner, StaffReferralPartnerReport } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ReferralPartnersPanel } from './referral-partners';

const partner: StaffReferralPartner = {
  id: '3',
  kind: 'agent',
  name: 'Dhaka North agency',
  code: 'AG-NORTH',
  status: 'active',
  basis: 'ngr',
  share_percent: '25.00',
  period: 'month',
  player_id: null,
  players: 1,
  created_at: '2026-11-20T06:00:00.000Z',
};
const report: StaffReferralPartnerReport = {
  partner,
  period: 'month',
  period_start: '2026-11-01',
  period_end: '2026-12-01',
  open: true,
  totals: { players: 1, turnover: '1000.00', ngr: '800.00', deposits: '2000.00', commission_due: '200.00' },
  players: [
    { player_id: '9', username: 'fan9', signed_up_at: '2026-11-25T18:30:00.000Z', turnover: '1000.00', ngr: '800.00', deposits: '2000.00' },
  ],
  commissions: [
    {
      period: 'month',
      period_start: '2026-10-01',
      players: 1,
      turnover: '500.00',
      ngr: '100.00',
      deposits: '700.00',
      basis: 'ngr',
      share_percent: '25.00',
      amount: '25.00',
      status: 'payable',
      paid_to_player_id: null,
      computed_at: '2026-10-31T19:10:00.000Z',
    },
  ],
};

type Call = { method: string; path: string; body: unknown };

function serve() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/admin/referral/partners' && method === 'GET') return jsonResponse([partner]);
      if (url.pathname === '/api/admin/referral/partners' && method === 'POST')
        return body.code === 'TAKEN'
          ? jsonResponse({ message: 'This code is taken by another agent or affiliate.' }, 409)
          : jsonResponse({ ...partner, ...body, id: '4', code: String(body.code).toUpperCase(), players: 0 }, 201);
      if (url.pathname === '/api/admin/referral/partners/3' && method === 'PUT') return jsonResponse({ ...partner, ...body });
      if (url.pathname === '/api/admin/referral/partners/3/report') return jsonResponse(report);
      return jsonResponse({ message: 'not found' }, 404);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('agents and affiliates panel', () => {
  it('lists records, opens one’s players and commissions, creates one (a taken code shows the server text) and suspends one', async () => {
    const calls = serve();
    renderWithProviders(<ReferralPartnersPanel canManage />);
    const row = await screen.findByTestId('partner-AG-NORTH');
    expect(row.textContent).toContain('25.00% of net gaming revenue per month');
    expect(row.textContent).toContain('Payable by hand');
    fireEvent.click(within(row).getByRole('button', { name: 'Players' }));
    expect((await screen.findByTestId('partner-totals')).textContent).toBe(
      '1 players · turnover 1000.00 BDT · net gaming revenue 800.00 BDT · deposits 2000.00 BDT · commission due 200.00 BDT',
    );
    expect(screen.getByText('26 Nov 2026, 00:30')).toBeTruthy(); // Dhaka
    expect(screen.getByRole('table', { name: 'Commission runs' }).textContent).toContain('Payable by hand');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cricket blog' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'TAKEN' } });
    fireEvent.change(screen.getByLabelText('Share (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is taken by another agent or affiliate.');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'blog1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cricket blog created with code BLOG1.'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      kind: 'affiliate',
      name: 'Cricket blog',
      code: 'blog1',
      basis: 'ngr',
      share_percent: '10',
      period: 'month',
      player_id: null,
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Dhaka North agency is now Suspended.'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ status: 'suspended', share_percent: '25.00', player_id: null });
  });

  it('reads in Bangla; without loyalty.manage there is no form', async () => {
    serve();
    await i18n.changeLanguage('bn');
    renderWithProviders(<ReferralPartnersPanel canManage={false} />);
    const row = await screen.findByTestId('partner-AG-NORTH');
    expect(row.textContent).toContain('এজেন্ট');
    expect(row.textContent).toContain('প্রতি মাস নিট গেমিং রাজস্ব-এর 25.00%');
    expect(screen.queryByRole('button', { name: 'তৈরি করুন' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'স্থগিত করুন' })).toBeNull();
  });
});
