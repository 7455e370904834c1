import { describe, expect, it } from '@jest/globals';
import { KeyedLanes } from './keyed-lanes.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('KeyedLanes', () => {
  it('runs one key one task at a time, in order, and other keys alongside', async () => {
    const lanes = new KeyedLanes();
    const log: string[] = [];
    const gate = deferred();
    const a1 = lanes.run('a', async () => {
      log.push('a1 start');
      await gate.promise;
      log.push('a1 end');
      return 1;
    });
    const a2 = lanes.run('a', async () => {
      log.push('a2');
      return 2;
    });
    const b1 = lanes.run('b', async () => {
      log.push('b1');
      return 3;
    });
    expect(await b1).toBe(3);
    expect(log).toEqual(['a1 start', 'b1']);
    gate.resolve();
    expect(await Promise.all([a1, a2])).toEqual([1, 2]);
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('a failing task fails alone: the next one of its key still runs; idle keys are forgotten', async () => {
    const lanes = new KeyedLanes();
    const failed = lanes.run('a', async () => {
      throw new Error('boom');
    });
    const next = lanes.run('a', async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('ran');
    await new Promise((r) => setImmediate(r));
    expect(lanes.busyKeys).toBe(0);
  });
});
