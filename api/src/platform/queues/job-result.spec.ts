import { describe, expect, it } from '@jest/globals';
import { jobResult } from './job-result.js';

describe('jobResult: what BullMQ can store as a job’s return value', () => {
  it('turns bigints into decimal strings at any depth, so JSON.stringify (BullMQ’s) does not throw', () => {
    const run = { weekStart: '2026-11-16', amountMinor: 123_456_789_012_345_678n, paid: 2, runs: [{ creditedMinor: -5n, note: null }] };
    expect(() => JSON.stringify(run)).toThrow(/BigInt/);
    const stored = jobResult(run);
    expect(stored).toEqual({
      weekStart: '2026-11-16',
      amountMinor: '123456789012345678',
      paid: 2,
      runs: [{ creditedMinor: '-5', note: null }],
    });
    expect(() => JSON.stringify(stored)).not.toThrow();
  });

  it('keeps nothing as nothing, and plain values as they are', () => {
    expect(jobResult(undefined)).toBeUndefined();
    expect(jobResult(7)).toBe(7);
    expect(jobResult('done')).toBe('done');
    expect(jobResult(12n)).toBe('12');
  });
});
