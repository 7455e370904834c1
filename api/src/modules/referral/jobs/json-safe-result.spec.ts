import { describe, expect, it } from '@jest/globals';
import { jsonSafe } from './json-safe-result.js';

describe('job results as JSON', () => {
  it('writes bigints as decimal strings and keeps them as bigints for callers', () => {
    const run = jsonSafe({ kind: 'day', paidMinor: 2_000n, recorded: 1 });
    expect(run.paidMinor).toBe(2_000n);
    expect(JSON.stringify(run)).toBe('{"kind":"day","paidMinor":"2000","recorded":1}');
    expect(JSON.stringify([jsonSafe({ creditedMinor: 5n })])).toBe('[{"creditedMinor":"5"}]');
    expect(Object.keys(run)).toEqual(['kind', 'paidMinor', 'recorded']);
  });
});
