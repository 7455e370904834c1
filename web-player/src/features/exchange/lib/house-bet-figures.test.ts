import { describe, expect, it } from 'vitest';
import { houseBetFigures } from './house-bet-figures';

describe('house bet slip figures', () => {
  it('bookmaker at rate r is a bet at odds 1 + r / 100', () => {
    expect(houseBetFigures('bookmaker', 'back', 45, '100')).toEqual({ profit: '45.00', liability: '100.00' });
    expect(houseBetFigures('bookmaker', 'lay', 47, '100')).toEqual({ profit: '100.00', liability: '47.00' });
    // a lay's liability rounds up, as the server holds it
    expect(houseBetFigures('bookmaker', 'lay', 33, '0.05')).toEqual({ profit: '0.05', liability: '0.02' });
  });

  it('a fancy bet wins stake x rate / 100 (rounded down) and risks its stake, Yes or No', () => {
    expect(houseBetFigures('fancy', 'yes', 100, '500')).toEqual({ profit: '500.00', liability: '500.00' });
    expect(houseBetFigures('fancy', 'no', 90, '0.05')).toEqual({ profit: '0.04', liability: '0.05' });
    expect(houseBetFigures('fancy', 'yes', 900, '10.5')).toEqual({ profit: '94.50', liability: '10.50' });
  });

  it('shows nothing for a stake that is not an amount', () => {
    expect(houseBetFigures('fancy', 'yes', 100, '')).toBeNull();
    expect(houseBetFigures('bookmaker', 'back', 45, '0')).toBeNull();
    expect(houseBetFigures('fancy', 'no', 100, 'ten')).toBeNull();
  });
});
