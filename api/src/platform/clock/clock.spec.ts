import { describe, expect, it } from '@jest/globals';
import { ManualClock, SystemClock } from './clock.js';
import { CryptoRandomSource, SeededRandomSource } from './random-source.js';

describe('Clock', () => {
  it('ManualClock stands still until set or advanced', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(clock.advance(90_000).toISOString()).toBe('2026-03-01T10:01:30.000Z');
    clock.set('2026-12-31T23:59:59Z');
    expect(clock.nowMs()).toBe(Date.parse('2026-12-31T23:59:59Z'));
    expect(() => new ManualClock('not a time')).toThrow(/not a time/);
  });

  it('SystemClock tells the real time', () => {
    const before = Date.now();
    const now = new SystemClock().nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('RandomSource', () => {
  it('a seeded source repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const random = new SeededRandomSource(seed);
      return [random.int(0, 37), random.int(1, 7), random.bytes(4).toString('hex'), random.uuid()];
    };
    expect(draw('round-1')).toEqual(draw('round-1'));
    expect(draw('round-1')).not.toEqual(draw('round-2'));
    expect(draw('round-1')[3]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('int stays in [min, max) and reaches both ends', () => {
    for (const random of [new SeededRandomSource('range'), new CryptoRandomSource()]) {
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const n = random.int(-2, 3);
        expect(n).toBeGreaterThanOrEqual(-2);
        expect(n).toBeLessThan(3);
        seen.add(n);
      }
      expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2]);
    }
    expect(() => new SeededRandomSource().int(5, 5)).toThrow(RangeError);
  });
});
