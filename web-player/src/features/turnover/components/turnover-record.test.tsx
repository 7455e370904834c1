import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { TurnoverRecord } from './turnover-record';

const ticket = (id: number, status: 'active' | 'complete', name: string, required: string, remaining: string) => ({
  id,
  status,
  required_turnover: required,
  remaining_turnover: remaining,
  created_at: '2026-11-21T06:00:00.000Z',
  transaction: { id: `d${id}`, name, amount: '1000.00', promotion_turnover: 1 },
});

function setup(turnover: unknown[]) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('remote_id', '42');
  stubFetchByPath({ '/api/turnovers': { turnover } });
  renderWithProviders(<TurnoverRecord />, { route: '/turnover-record' });
}

describe('TurnoverRecord', () => {
  it('shows active tickets as cards and completed ones on their tab', async () => {
    setup([
      ticket(1, 'active', 'Regular Deposit', '1000.00', '250.00'),
      ticket(2, 'active', 'Welcome 100%', '6000.00', '6000.00'),
      ticket(3, 'complete', 'Regular Deposit', '500.00', '0.00'),
    ]);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Regular Deposit');
    expect(within(cards[1]!).getByRole('heading').textContent).toBe('Welcome 100%');
    expect(within(cards[0]!).getByText('Remaining turnover: ৳ 250.00')).toBeTruthy();
    expect(within(cards[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Remaining turnover: ৳ 0.00')).toBeTruthy();
  });

  it("shows 'No Data' when a tab is empty", async () => {
    setup([ticket(1, 'complete', 'Regular Deposit', '500.00', '0.00')]);
    expect(await screen.findByText('No Data')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.queryByText('No Data')).toBeNull();
  });
});
