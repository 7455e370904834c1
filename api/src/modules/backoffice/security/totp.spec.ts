import { describe, expect, it } from '@jest/globals';
import { generateSync } from 'otplib';
import { ManualClock } from '../../../platform/clock/clock.js';
import { Totp } from './totp.js';

describe('Totp', () => {
  it('checks a code against the platform clock: its own step and one either side, not two steps away', () => {
    const clock = new ManualClock('2026-05-01T10:00:00Z');
    const totp = new Totp(clock);
    const secret = totp.newSecret();
    const at = clock.nowMs() / 1000;
    const code = generateSync({ secret, epoch: at });
    const step = Math.floor(at / 30);
    expect(totp.verify(secret, code)).toBe(step);
    clock.advance(30_000); // one step of drift is accepted
    expect(totp.verify(secret, code)).toBe(step);
    clock.advance(60_000); // three steps later it is refused
    expect(totp.verify(secret, code)).toBeUndefined();
    clock.set('2026-05-01T09:59:30Z'); // a code from the next step, one step early, is accepted
    expect(totp.verify(secret, code)).toBe(step);
    expect(totp.verify(secret, 'abcdef')).toBeUndefined();
  });
});
