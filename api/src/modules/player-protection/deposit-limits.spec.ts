import { describe, expect, it } from '@jest/globals';
// Beside domain/, not in it: the rules are pure, and the test moves time with the platform ManualClock.
import { ManualClock } from '../../platform/clock/clock.js';
import {
  checkDeposit,
  confirmChange,
  coolingOffMs,
  noLimits,
  requestChange,
  usedIn,
  type CountedDeposit,
  type DepositLimits,
} from './domain/deposit-limits.js';
import { dhakaTime, overLimitMessage } from './domain/protection-messages.js';

const hour = 3_600_000;
const day = 24 * hour;
const taka = (n: number) => BigInt(n) * 100n;

/** Limits with the given amounts in force (taka), none pending. */
const limits = (amounts: Partial<Record<'day' | 'week' | 'month', number>>): DepositLimits => {
  const out = noLimits();
  for (const [period, amount] of Object.entries(amounts)) out[period as 'day'].amountMinor = taka(amount);
  return out;
};

describe('deposit limits: rolling windows (time injected)', () => {
  const clock = new ManualClock('2026-11-20T12:00:00Z');
  const ago = (ms: number): Date => new Date(clock.nowMs() - ms);
  const deposits: CountedDeposit[] = [
    { at: ago(29 * day), amountMinor: taka(1000) }, // only in the 30 days
    { at: ago(3 * day), amountMinor: taka(2000) }, // in the 7 and 30 days
    { at: ago(23 * hour), amountMinor: taka(500) }, // in all three
    { at: ago(day), amountMinor: taka(7) }, // exactly 24 h old: out of the day's window
  ];

  it('sums each window, rolling back from now: a deposit exactly one window old has left it', () => {
    expect(usedIn('day', deposits, clock.now())).toBe(taka(500));
    expect(usedIn('week', deposits, clock.now())).toBe(taka(2507));
    expect(usedIn('month', deposits, clock.now())).toBe(taka(3507));
    expect(usedIn('day', deposits, clock.advance(hour))).toBe(0n); // the 23-hour-old one aged out
    clock.set('2026-11-20T12:00:00Z');
  });

  it('no limit set: anything fits', () => {
    expect(checkDeposit(noLimits(), deposits, taka(1_000_000), clock.now())).toEqual({ ok: true });
  });

  it('a deposit up to the limit fits; one poisha more is refused with what is left and when it fits', () => {
    expect(checkDeposit(limits({ day: 1000 }), deposits, taka(500), clock.now())).toEqual({ ok: true });
    const refused = checkDeposit(limits({ day: 1000 }), deposits, taka(500) + 1n, clock.now());
    expect(refused).toEqual({
      ok: false,
      period: 'day',
      limitMinor: taka(1000),
      usedMinor: taka(500),
      remainingMinor: taka(500),
      fitsAt: new Date(ago(23 * hour).getTime() + day), // when the 500 leaves the window: in one hour
    });
  });

  it('the lowest applies: the limit that leaves the least room, and of several the one waited for longest, is named', () => {
    // day 5000 leaves 4500, week 3000 leaves 493: the week's limit refuses 1000
    const byWeek = checkDeposit(limits({ day: 5000, week: 3000, month: 100_000 }), deposits, taka(1000), clock.now());
    expect(byWeek).toMatchObject({ ok: false, period: 'week', remainingMinor: taka(493) });
    // fits once the 2000 of three days ago leaves the 7 days: in four days
    expect(byWeek.ok === false && byWeek.fitsAt).toEqual(new Date(ago(3 * day).getTime() + 7 * day));
    // day and month both refuse: the month frees only in a day (the 29-day-old 1000), the day in an hour
    const both = checkDeposit(limits({ day: 600, month: 3600 }), deposits, taka(200), clock.now());
    expect(both).toMatchObject({ ok: false, period: 'month', fitsAt: new Date(ago(29 * day).getTime() + 30 * day) });
  });

  it('an amount larger than the limit itself never fits (no reset time)', () => {
    expect(checkDeposit(limits({ month: 100 }), [], taka(101), clock.now())).toMatchObject({ ok: false, period: 'month', fitsAt: null });
  });

  it('the refusal says which limit, what is left and when, in Dhaka time', () => {
    const refused = checkDeposit(limits({ day: 1000 }), deposits, taka(800), clock.now());
    if (refused.ok) throw new Error('expected a refusal');
    expect(overLimitMessage(refused)).toBe(
      'This deposit is over your 24-hour deposit limit of 1000.00. You can deposit 500.00 more now; this amount fits again from 2026-11-20 19:00 (Dhaka time).',
    );
    const never = checkDeposit(limits({ week: 100 }), [], taka(150), clock.now());
    if (never.ok) throw new Error('expected a refusal');
    expect(overLimitMessage(never)).toBe('This deposit is larger than your 7-day deposit limit of 100.00.');
    expect(dhakaTime(new Date('2026-11-20T18:00:00.001Z'))).toBe('2026-11-21 00:01'); // rounded up, never early
  });
});

describe('deposit limits: changes and cooling-off (time injected)', () => {
  it('a first limit and a decrease apply at once, and drop a pending increase', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const first = requestChange({ amountMinor: null, pending: null }, taka(5000), clock.now());
    expect(first).toEqual({ outcome: 'applied', limit: { amountMinor: taka(5000), pending: null } });
    const raised = requestChange(first.limit, taka(9000), clock.now());
    expect(raised.outcome).toBe('pending');
    const lowered = requestChange(raised.limit, taka(3000), clock.advance(hour));
    expect(lowered).toEqual({ outcome: 'applied', limit: { amountMinor: taka(3000), pending: null } });
  });

  it('an increase waits 24 hours, is not applied by time alone, and then needs the confirmation', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const inForce = { amountMinor: taka(5000), pending: null };
    const asked = requestChange(inForce, taka(9000), clock.now());
    expect(asked).toEqual({
      outcome: 'pending',
      limit: {
        amountMinor: taka(5000), // the lower limit stays in force meanwhile
        pending: { amountMinor: taka(9000), requestedAt: clock.now(), confirmableAt: new Date(clock.nowMs() + coolingOffMs) },
      },
    });
    expect(confirmChange(asked.limit, clock.advance(coolingOffMs - 1))).toEqual({
      ok: false,
      refusal: 'coolingOff',
      confirmableAt: new Date('2026-11-21T12:00:00Z'),
    });
    expect(confirmChange(asked.limit, clock.advance(1))).toEqual({ ok: true, limit: { amountMinor: taka(9000), pending: null } });
  });

  it('a removal is an increase: it waits and is confirmed the same way', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const asked = requestChange({ amountMinor: taka(5000), pending: null }, null, clock.now());
    expect(asked.outcome).toBe('pending');
    expect(asked.limit.amountMinor).toBe(taka(5000));
    expect(confirmChange(asked.limit, clock.advance(2 * day))).toEqual({ ok: true, limit: { amountMinor: null, pending: null } });
  });

  it('asking again restarts the cooling-off; asking for the limit in force cancels the pending change', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const first = requestChange({ amountMinor: taka(5000), pending: null }, taka(9000), clock.now());
    const again = requestChange(first.limit, taka(8000), clock.advance(20 * hour));
    expect(again.limit.pending).toEqual({
      amountMinor: taka(8000),
      requestedAt: clock.now(),
      confirmableAt: new Date(clock.nowMs() + day),
    });
    expect(confirmChange(again.limit, clock.advance(5 * hour))).toMatchObject({ ok: false, refusal: 'coolingOff' });
    expect(requestChange(again.limit, taka(5000), clock.now())).toEqual({
      outcome: 'cancelled',
      limit: { amountMinor: taka(5000), pending: null },
    });
    expect(requestChange({ amountMinor: taka(5000), pending: null }, taka(5000), clock.now()).outcome).toBe('unchanged');
    expect(confirmChange({ amountMinor: taka(5000), pending: null }, clock.now())).toEqual({ ok: false, refusal: 'nothingPending' });
  });
});
