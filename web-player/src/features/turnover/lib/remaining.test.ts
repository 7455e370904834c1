import { describe, expect, it } from 'vitest';
import type { TurnoverItem } from '../api/get-turnovers';
import { remainingTurnover } from './remaining';

const ticket = (status: TurnoverItem['status'], remaining: string): TurnoverItem => ({
  id: 1,
  status,
  required_turnover: '3000.00',
  remaining_turnover: remaining,
  created_at: '2026-11-23T10:00:00Z',
  transaction: { id: 't1', name: 'Welcome Offer', amount: '500.00', promotion_turnover: 3 },
});

describe('remainingTurnover', () => {
  it('adds the remaining turnover of the active tickets only, exactly', () => {
    expect(remainingTurnover([ticket('active', '2999.90'), ticket('active', '0.10'), ticket('complete', '0.00')])).toBe('3000.00');
    expect(remainingTurnover([])).toBe('0.00');
  });
});
