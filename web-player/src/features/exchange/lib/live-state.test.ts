import { describe, expect, it } from 'vitest';
import { applyPush, newer } from './live-state';

describe('applyPush: whole states in seq order', () => {
  const shown = { seq: 5, state: 'five' };

  it('shows the first push, whatever its kind', () => {
    expect(applyPush(undefined, { seq: 9, snapshot: false, state: 'nine' })).toEqual({ seq: 9, state: 'nine' });
  });

  it('applies a newer push, also across skipped numbers (conflated: the latest state wins)', () => {
    expect(applyPush(shown, { seq: 6, snapshot: false, state: 'six' })).toEqual({ seq: 6, state: 'six' });
    expect(applyPush(shown, { seq: 42, snapshot: false, state: 'forty-two' })).toEqual({ seq: 42, state: 'forty-two' });
  });

  it('drops a push at or below the number shown (a repeat, or one overtaken)', () => {
    expect(applyPush(shown, { seq: 5, snapshot: false, state: 'again' })).toBe(shown);
    expect(applyPush(shown, { seq: 3, snapshot: false, state: 'late' })).toBe(shown);
  });

  it('takes a snapshot (sent on every join, so after a reconnect) even with a lower number', () => {
    expect(applyPush(shown, { seq: 2, snapshot: true, state: 'restarted' })).toEqual({ seq: 2, state: 'restarted' });
  });
});

describe('newer', () => {
  it('picks the higher number, the first on a tie, whichever exists', () => {
    const a = { seq: 1, state: 'a' };
    const b = { seq: 2, state: 'b' };
    expect(newer(a, b)).toBe(b);
    expect(newer(b, a)).toBe(b);
    expect(newer(a, { seq: 1, state: 'other' })).toBe(a);
    expect(newer(undefined, a)).toBe(a);
    expect(newer(a, undefined)).toBe(a);
  });
});
