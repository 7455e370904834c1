import { describe, expect, it } from '@jest/globals';
import {
  elapsedSeconds,
  isCheckDue,
  isRealityCheckMinutes,
  isSessionOver,
  nextCheckAt,
  readSessionLimitHours,
  sessionEndsAt,
  sessionNetMinor,
} from './domain/reality-check.js';

const at = (iso: string) => new Date(iso);
const started = at('2026-11-26T10:00:00Z');

describe('reality checks: when the next one is due', () => {
  it('the first is one interval after the session began; not due a millisecond before, due at it', () => {
    const due = nextCheckAt(started, null, 60);
    expect(due.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(isCheckDue(due, at('2026-11-26T10:59:59.999Z'))).toBe(false);
    expect(isCheckDue(due, at('2026-11-26T11:00:00Z'))).toBe(true);
    expect(isCheckDue(due, at('2026-11-26T13:00:00Z'))).toBe(true);
  });

  it('each next one is one interval after the previous answer (a late answer moves it on), with the chosen interval', () => {
    expect(nextCheckAt(started, at('2026-11-26T11:07:30Z'), 60).toISOString()).toBe('2026-11-26T12:07:30.000Z');
    expect(nextCheckAt(started, at('2026-11-26T11:07:30Z'), 15).toISOString()).toBe('2026-11-26T11:22:30.000Z');
    expect(nextCheckAt(started, null, 120).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('an answer from before the session began (another session) does not count', () => {
    expect(nextCheckAt(started, at('2026-11-26T09:30:00Z'), 30).toISOString()).toBe('2026-11-26T10:30:00.000Z');
  });

  it('only the offered intervals are accepted', () => {
    for (const ok of [15, 30, 45, 60, 90, 120]) expect(isRealityCheckMinutes(ok)).toBe(true);
    for (const bad of [0, 10, 61, '60', null, 60.5, -15]) expect(isRealityCheckMinutes(bad)).toBe(false);
  });
});

describe('session: elapsed time, net, and the time limit', () => {
  it('elapsed is whole seconds, never negative', () => {
    expect(elapsedSeconds(started, at('2026-11-26T11:02:03.900Z'))).toBe(3723);
    expect(elapsedSeconds(started, at('2026-11-26T09:59:59Z'))).toBe(0);
  });

  it('net is wins plus rolled-back stakes minus stakes, in exact minor units', () => {
    expect(sessionNetMinor({ staked: 50_000n, won: 0n, rolledBack: 0n })).toBe(-50_000n);
    expect(sessionNetMinor({ staked: 50_000n, won: 120_000n, rolledBack: 0n })).toBe(70_000n);
    expect(sessionNetMinor({ staked: 50_000n, won: 0n, rolledBack: 50_000n })).toBe(0n);
    expect(sessionNetMinor({ staked: 9_007_199_254_740_993n, won: 1n, rolledBack: 0n })).toBe(-9_007_199_254_740_992n);
  });

  it('a session limit ends the session at its start plus the limit; none never ends it', () => {
    const ends = sessionEndsAt(started, 120)!;
    expect(ends.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(isSessionOver(ends, at('2026-11-26T11:59:59.999Z'))).toBe(false);
    expect(isSessionOver(ends, at('2026-11-26T12:00:00Z'))).toBe(true);
    expect(sessionEndsAt(started, null)).toBeNull();
    expect(isSessionOver(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('a session limit is null or whole hours from 1 to 12', () => {
    expect(readSessionLimitHours(null)).toBeNull();
    expect(readSessionLimitHours(1)).toBe(1);
    expect(readSessionLimitHours(12)).toBe(12);
    for (const bad of [0, 13, 1.5, '2', undefined, true]) expect(readSessionLimitHours(bad)).toBe('bad');
  });
});
