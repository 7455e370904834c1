import { describe, expect, it } from '@jest/globals';
import { ManualClock } from '../../../platform/clock/clock.js';
import { DhakaClock } from './dhaka-clock.js';

describe('DhakaClock', () => {
  it("follows the platform clock: Dhaka's day begins at 18:00 UTC the evening before", () => {
    const clock = new ManualClock('2026-03-31T17:59:59Z');
    const dhaka = new DhakaClock(clock);
    expect(dhaka.today()).toBe('2026-03-31');
    clock.advance(1000);
    expect(dhaka.today()).toBe('2026-04-01');
  });
});
