import { describe, expect, it } from 'vitest';
import { dhakaLocalToIso } from './dhaka-time';

describe('dhakaLocalToIso', () => {
  it('reads the picker value as Dhaka time', () => {
    expect(dhakaLocalToIso('2026-12-01T10:00')).toBe('2026-12-01T04:00:00.000Z');
    expect(dhakaLocalToIso('2026-12-01T03:30')).toBe('2026-11-30T21:30:00.000Z');
  });
  it('answers nothing for an empty or broken value', () => {
    expect(dhakaLocalToIso('')).toBeUndefined();
    expect(dhakaLocalToIso('tomorrow')).toBeUndefined();
  });
});
