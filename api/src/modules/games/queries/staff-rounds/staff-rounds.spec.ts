import { describe, expect, it } from '@jest/globals';
import { actualRtp } from './staff-rounds.js';

describe('actual RTP', () => {
  it('is wins / bets in percent with two places, rounded half up; none without bets', () => {
    expect(actualRtp(10000n, 9650n)).toBe('96.50');
    expect(actualRtp(3n, 1n)).toBe('33.33');
    expect(actualRtp(3n, 2n)).toBe('66.67');
    expect(actualRtp(100n, 0n)).toBe('0.00');
    expect(actualRtp(100n, 250n)).toBe('250.00');
    expect(actualRtp(0n, 5n)).toBeNull();
  });
});
