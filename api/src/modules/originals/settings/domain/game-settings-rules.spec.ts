import { describe, expect, it } from '@jest/globals';
import { checkSettings } from './game-settings-rules.js';

const valid = { enabled: true, minBetMinor: 100n, maxBetMinor: 10_000n, maxWinMinor: 1_000_000n };

describe('house game settings rules', () => {
  it('accepts a minimum above 0, a maximum at or above it and a max win above 0', () => {
    expect(checkSettings(valid)).toBeNull();
    expect(checkSettings({ ...valid, maxBetMinor: 100n })).toBeNull();
    expect(checkSettings({ ...valid, enabled: false })).toBeNull();
  });

  it('refuses a minimum of 0, a maximum below the minimum, and a max win of 0', () => {
    expect(checkSettings({ ...valid, minBetMinor: 0n })).toBe('min_bet');
    expect(checkSettings({ ...valid, maxBetMinor: 99n })).toBe('max_bet_below_min');
    expect(checkSettings({ ...valid, maxWinMinor: 0n })).toBe('max_win');
  });
});
