import { describe, expect, it } from 'vitest';
import { waitingMinutes } from './waiting';

describe('waiting time', () => {
  it('counts whole minutes since the player’s oldest unanswered message, never below zero', () => {
    const now = Date.parse('2026-11-26T10:10:30Z');
    expect(waitingMinutes('2026-11-26T10:00:00Z', now)).toBe(10);
    expect(waitingMinutes('2026-11-26T10:11:00Z', now)).toBe(0);
  });
});
