import { describe, expect, it } from '@jest/globals';
// Beside domain/, not in it: the rules are pure, and the test moves time with the platform ManualClock.
import { ManualClock } from '../../platform/clock/clock.js';
import { addMonths, endCoolingOffMs, isInForce, readRequest, requestEnd, requestExclusion, type Exclusion } from './domain/exclusion.js';
import { exclusionMessages, exclusionRefusal } from './domain/exclusion-messages.js';
import { dhakaTime } from './domain/protection-messages.js';

const hour = 3_600_000;
const day = 24 * hour;

const started = (current: Exclusion | null, request: Parameters<typeof requestExclusion>[1], now: Date): Exclusion => {
  const change = requestExclusion(current, request, now);
  if (!change.ok) throw new Error(`refused: ${change.refusal}`);
  return change.exclusion;
};

describe('time-out and self-exclusion: periods', () => {
  it('a time-out lasts 1 to 42 days (24 hours to 6 weeks); a self-exclusion 6 to 60 months (6 months to 5 years)', () => {
    expect(readRequest('timeout', { days: 1 })).toEqual({ kind: 'timeout', days: 1 });
    expect(readRequest('timeout', { days: 42 })).toEqual({ kind: 'timeout', days: 42 });
    expect(readRequest('timeout', { days: '7' })).toEqual({ kind: 'timeout', days: 7 });
    expect(readRequest('timeout', { days: 0 })).toBe('days');
    expect(readRequest('timeout', { days: 43 })).toBe('days');
    expect(readRequest('timeout', { days: 1.5 })).toBe('days');
    expect(readRequest('timeout', {})).toBe('days');
    expect(readRequest('self_exclusion', { months: 6 })).toEqual({ kind: 'self_exclusion', months: 6 });
    expect(readRequest('self_exclusion', { months: 60 })).toEqual({ kind: 'self_exclusion', months: 60 });
    expect(readRequest('self_exclusion', { months: 5 })).toBe('months');
    expect(readRequest('self_exclusion', { months: 61 })).toBe('months');
    expect(readRequest('self_exclusion', { days: 400 })).toBe('months');
    expect(readRequest('forever', { months: 6 })).toBe('kind');
    expect(readRequest(undefined, {})).toBe('kind');
  });

  it('ends: a time-out after whole days; a self-exclusion after calendar months (clamped to the month end)', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    expect(started(null, { kind: 'timeout', days: 1 }, clock.now()).endsAt).toEqual(new Date('2026-11-21T12:00:00Z'));
    expect(started(null, { kind: 'timeout', days: 42 }, clock.now()).endsAt).toEqual(new Date(clock.nowMs() + 42 * day));
    expect(started(null, { kind: 'self_exclusion', months: 6 }, clock.now()).endsAt).toEqual(new Date('2027-05-20T12:00:00Z'));
    expect(started(null, { kind: 'self_exclusion', months: 60 }, clock.now()).endsAt).toEqual(new Date('2031-11-20T12:00:00Z'));
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6)).toEqual(new Date('2027-02-28T10:00:00Z'));
  });

  it('a time-out is in force until its end, then simply over', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const timeout = started(null, { kind: 'timeout', days: 2 }, clock.now());
    expect(isInForce(timeout, clock.now())).toBe(true);
    expect(isInForce(timeout, clock.advance(2 * day - 1))).toBe(true);
    expect(isInForce(timeout, clock.advance(1))).toBe(false);
    expect(isInForce(null, clock.now())).toBe(false);
  });
});

describe('time-out and self-exclusion: cannot be shortened', () => {
  it('a new request while one is in force must end later: an extension applies, a shorter or equal end is refused', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const first = started(null, { kind: 'timeout', days: 14 }, clock.now());
    clock.advance(day);
    // 7 days from now ends before the 13 left: refused, naming the current end
    expect(requestExclusion(first, { kind: 'timeout', days: 7 }, clock.now())).toEqual({
      ok: false,
      refusal: 'cannotShorten',
      endsAt: first.endsAt,
    });
    // exactly the same end is no extension either
    expect(requestExclusion(first, { kind: 'timeout', days: 13 }, clock.now())).toMatchObject({ ok: false, refusal: 'cannotShorten' });
    const longer = requestExclusion(first, { kind: 'timeout', days: 20 }, clock.now());
    expect(longer).toMatchObject({ ok: true, outcome: 'extended', exclusion: { kind: 'timeout', startedAt: first.startedAt } });
    expect(longer.ok && longer.exclusion.endsAt).toEqual(new Date(clock.nowMs() + 20 * day));
  });

  it('a self-exclusion extended by a time-out stays a self-exclusion; a time-out extended by a self-exclusion becomes one', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const timeout = started(null, { kind: 'timeout', days: 7 }, clock.now());
    expect(started(timeout, { kind: 'self_exclusion', months: 6 }, clock.now()).kind).toBe('self_exclusion');
    const self = started(null, { kind: 'self_exclusion', months: 6 }, clock.now());
    clock.set(self.endsAt.getTime() - day); // a day left: a 7-day time-out extends it
    expect(started(self, { kind: 'timeout', days: 7 }, clock.now())).toMatchObject({ kind: 'self_exclusion' });
    expect(requestExclusion(self, { kind: 'timeout', days: 1 }, clock.now())).toMatchObject({ ok: false, refusal: 'cannotShorten' });
  });

  it('a time-out cannot be ended early; once over, a new one starts afresh', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const timeout = started(null, { kind: 'timeout', days: 3 }, clock.now());
    expect(requestEnd(timeout, clock.advance(day))).toEqual({ ok: false, refusal: 'timeoutEndsItself', at: timeout.endsAt });
    clock.set(timeout.endsAt);
    expect(requestEnd(timeout, clock.now())).toEqual({ ok: false, refusal: 'notExcluded' });
    expect(requestExclusion(timeout, { kind: 'timeout', days: 1 }, clock.now())).toMatchObject({
      ok: true,
      outcome: 'started',
      exclusion: { startedAt: clock.now() },
    });
  });
});

describe('self-exclusion: its end needs the player after a 24-hour cooling-off', () => {
  it('not before its period is over; then an ask, the cooling-off, and a second ask that ends it', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    let self = started(null, { kind: 'self_exclusion', months: 6 }, clock.now());
    clock.set(self.endsAt.getTime() - 1);
    expect(requestEnd(self, clock.now())).toEqual({ ok: false, refusal: 'periodNotOver', at: self.endsAt });
    // the period is over: still in force, nothing ends by time alone
    clock.advance(1 + 30 * day);
    expect(isInForce(self, clock.now())).toBe(true);
    const asked = requestEnd(self, clock.now());
    expect(asked).toMatchObject({ ok: true, outcome: 'endPending' });
    if (!asked.ok) throw new Error('refused');
    self = asked.exclusion;
    expect(self.endConfirmableAt).toEqual(new Date(clock.nowMs() + endCoolingOffMs));
    expect(isInForce(self, clock.now())).toBe(true);
    // during the cooling-off: refused with its end
    expect(requestEnd(self, clock.advance(endCoolingOffMs - 1))).toEqual({
      ok: false,
      refusal: 'endCoolingOff',
      at: self.endConfirmableAt,
    });
    // after it, time alone still ends nothing
    clock.advance(10 * day);
    expect(isInForce(self, clock.now())).toBe(true);
    const ended = requestEnd(self, clock.now());
    expect(ended).toMatchObject({ ok: true, outcome: 'ended', exclusion: { endedAt: clock.now() } });
    expect(ended.ok && isInForce(ended.exclusion, clock.now())).toBe(false);
  });

  it('a new exclusion during the cooling-off drops the request to end', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const self = started(null, { kind: 'self_exclusion', months: 6 }, clock.now());
    clock.set(self.endsAt.getTime() + hour);
    const asked = requestEnd(self, clock.now());
    if (!asked.ok) throw new Error('refused');
    const again = started(asked.exclusion, { kind: 'timeout', days: 7 }, clock.now());
    expect(again).toMatchObject({ kind: 'self_exclusion', endRequestedAt: null, endConfirmableAt: null });
  });

  it('refusals name the end in Dhaka time; after the period a self-exclusion says it must be ended', () => {
    const clock = new ManualClock('2026-11-20T12:00:00Z');
    const timeout = started(null, { kind: 'timeout', days: 1 }, clock.now());
    expect(exclusionRefusal(timeout, clock.now())).toBe(
      'You are on a time-out until 2026-11-21 18:00 (Dhaka time): deposits and bets are closed until then. You can still withdraw and read your messages.',
    );
    const self = started(null, { kind: 'self_exclusion', months: 6 }, clock.now());
    expect(exclusionRefusal(self, clock.now())).toContain(`You are self-excluded until ${dhakaTime(self.endsAt)} (Dhaka time)`);
    expect(exclusionRefusal(self, self.endsAt)).toBe(exclusionMessages.selfExclusionOverRefusal);
  });
});
