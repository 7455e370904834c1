import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetchByPath } from '@/testing/render';
import { CLAIM_RELOAD_MS, ReferralPage } from './referral-page';

const profile = (cash: string) => ({
  id: 7,
  username: 'rahim',
  vip_coin: 0,
  balance: '100.00',
  cash_bonus: cash,
  referral_code: 'ALI12345',
});
const summary = {
  referral_code: 'ALI12345',
  referral_link: 'http://localhost:3000/referral_code?referral_code=ALI12345',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  active_downlines: 1,
  lifetime_cash_rewards: '20.00',
  referral_turnover: '10000.00',
  min_claim: '10.00',
  base_rate_percent: '0.20',
  friends: [
    { username: 'bo***42', joined_at: '2026-11-25T18:30:00Z', status: 'active', turnover: '10000.00', earned: '20.00' },
    { username: 'ca***43', joined_at: '2026-11-25T19:00:00Z', status: 'held', turnover: '0.00', earned: '0.00' },
  ],
};

function setup(cash: string, claim: unknown = {}, minClaim = summary.min_claim) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '7');
  const fetchMock = stubFetchByPath({
    '/api/user/show': profile(cash),
    '/api/referral/summary': { ...summary, min_claim: minClaim },
    '/api/cash-claim': claim,
  });
  const reload = vi.fn();
  renderWithProviders(<ReferralPage reload={reload} />, { route: '/refrrel-program' });
  return { fetchMock, reload };
}

describe('ReferralPage', () => {
  it('Referral Info: three steps, and Refer a friend now opens My Referral', async () => {
    setup('0.00');
    expect(screen.getByRole('tab', { name: 'Referral Info' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Refer a friend now' }));
    expect(await screen.findByTestId('referral-code')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Referral' }).getAttribute('aria-selected')).toBe('true');
  });

  it('My Referral: code, link on this origin with its QR code, figures and invited friends', async () => {
    const { fetchMock } = setup('25.00');
    fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('ALI12345');
    expect(screen.getByTestId('referral-link').textContent).toBe(summary.referral_link);
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeTruthy();
    expect(screen.getByTestId('referral-active').textContent).toBe('1');
    expect(screen.getByTestId('referral-cash').textContent).toBe('৳ 25.00');
    expect(screen.getAllByTestId('referral-friend')).toHaveLength(2);
    expect(screen.getByText('Under review')).toBeTruthy();
    const call = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((u) => u.pathname === '/api/referral/summary')!;
    expect(call.searchParams.get('origin')).toBe(window.location.origin);
  });

  it('Claim All below 10 says so without calling the api', async () => {
    const { fetchMock } = setup('9.99');
    fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You need at least 10 to claim all.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cash-claim'))).toBe(false);
  });

  it('Claim All below a minimum staff raised to 12.50 says that minimum, and above 10 still refuses', async () => {
    const { fetchMock } = setup('12.00', {}, '12.50');
    fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You need at least 12.50 to claim all.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cash-claim'))).toBe(false);
  });

  it('Claim All: success says so and reloads after 1.5 s; a refusal shows the server message', async () => {
    const { reload } = setup('25.00', { success: true, message: 'Cash rewards claimed successfully.', amount: '25.00' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
      expect((await screen.findByRole('status')).textContent).toBe('Bonus Claimed successfully.');
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(CLAIM_RELOAD_MS);
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('Claim All refused by the server shows its message', async () => {
    setup('25.00', () => jsonResponse({ message: 'Failed to claim bonus. Please try again.' }, 409));
    fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to claim bonus. Please try again.');
  });

  it('Share where the device cannot: the spec alert', async () => {
    setup('0.00');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(alert).toHaveBeenCalledWith('Sharing is not supported on this device.');
    alert.mockRestore();
  });
});
