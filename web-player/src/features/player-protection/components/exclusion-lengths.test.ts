import { describe, expect, it } from 'vitest';
import { selfExclusionLengths, timeoutLengths } from './exclusion-lengths';

describe('the break lengths offered follow the configured ranges (issue 16)', () => {
  it("offers the spec's landmarks at the spec's ranges", () => {
    expect(timeoutLengths({ min: 1, max: 42 }).map((l) => l.key)).toEqual(['d1', 'd7', 'd14', 'd30', 'd42']);
    expect(selfExclusionLengths({ min: 6, max: 60 }).map((l) => l.key)).toEqual(['m6', 'm12', 'm24', 'm36', 'm60']);
  });

  it('offers the landmarks inside a configured range, and always its shortest and longest', () => {
    const lengths = timeoutLengths({ min: 2, max: 10 });
    expect(lengths.map((l) => l.request)).toEqual([
      { kind: 'timeout', days: 2 },
      { kind: 'timeout', days: 7 },
      { kind: 'timeout', days: 10 },
    ]);
    expect(lengths.map((l) => l.landmark)).toEqual([null, 'd7', null]);
    expect(selfExclusionLengths({ min: 12, max: 120 }).map((l) => l.key)).toEqual(['m12', 'm24', 'm36', 'm60', 'm120']);
    expect(timeoutLengths({ min: 3, max: 3 }).map((l) => l.key)).toEqual(['d3']);
  });
});
