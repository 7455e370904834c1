import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetchByPath } from '@/testing/render';
import { VipPage } from './vip-page';

const level = (code: string, name: string, threshold: number) => ({ code, name_en: name, name_bn: `${name} (bn)`, threshold });
const profile = (vipCoin: number, minConvert = 10) => ({
  id: 7,
  username: 'rahim',
  vip_coin: vipCoin,
  balance: '100.00',
  cash_bonus: '60.00',
  vip: {
    vip_coin: vipCoin,
    lifetime_points: 3000,
    level: level('expert-2', 'Expert II', 2500),
    next_level: level('expert-3', 'Expert III', 5000),
    points_to_next: 2000,
    progress_percent: 20,
    conversion_rate: '1.20',
    min_convert: minConvert,
    weekly_cashback_percent: '1.25',
  },
});

function setup(convert: unknown, minConvert = 10) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '7');
  const fetchMock = stubFetchByPath({ '/api/user/show': profile(25, minConvert), '/api/convert-vipcoin': convert });
  renderWithProviders(<VipPage />, { route: '/vip' });
  return fetchMock;
}

describe('VipPage', () => {
  it('shows the real level, progress to the next, total VP and the rate', async () => {
    setup({});
    expect(await screen.findByRole('heading', { name: 'Expert II' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText('2,000 VP more to Expert III')).toBeTruthy();
    expect(screen.getByTestId('vip-total').textContent).toBe('25');
    expect(screen.getByText('1 VP = ৳ 1.20')).toBeTruthy();
  });

  it("shows the level's weekly cash-back rate and the cash rewards it is paid into", async () => {
    setup({});
    expect((await screen.findByTestId('vip-cashback-rate')).textContent).toBe('Your level gives back 1.25% of your net losses every week.');
    expect(screen.getByTestId('vip-cash-rewards').textContent).toBe('৳ 60.00');
  });

  it('below 10 VP: says so while typing, and on submit shows the minimum without calling the api', async () => {
    const fetchMock = setup({});
    const input = await screen.findByLabelText('Convert VP to real money');
    fireEvent.change(input, { target: { value: '9' } });
    expect(screen.getByText('Not enough points. Points must follow minimum VP required to convert.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum VP Required: 10');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('convert-vipcoin'))).toBe(false);
  });

  it('below a minimum staff raised to 20 VP: 15 is refused with that minimum', async () => {
    const fetchMock = setup({}, 20);
    const input = await screen.findByLabelText('Convert VP to real money');
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum VP Required: 20');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('convert-vipcoin'))).toBe(false);
  });

  it('converts with the caller id, the amount and an idempotency key, and shows what was added', async () => {
    const fetchMock = setup({ success: true, message: 'ok', converted: 20, amount: '24.00', vip_coin: 5, replayed: false });
    fireEvent.change(await screen.findByLabelText('Convert VP to real money'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('status')).textContent).toBe('20 VP converted: ৳ 24.00 added to your balance.');
    const call = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((u) => u.pathname === '/api/convert-vipcoin')!;
    expect(call.searchParams.get('remote_id')).toBe('7');
    expect(call.searchParams.get('vip_coin')).toBe('20');
    expect(call.searchParams.get('idempotency_key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('shows the server message of a refusal', async () => {
    setup(() => jsonResponse({ message: 'Not enough points. Points must follow minimum VP required to convert.' }, 400));
    fireEvent.change(await screen.findByLabelText('Convert VP to real money'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Not enough points. Points must follow minimum VP required to convert.'),
    );
  });
});
