import { describe, expect, it } from '@jest/globals';
import { GroupCommit } from './group-commit.js';

interface Job {
  id: string;
  key: string;
}

interface Flush {
  ids: string[];
  answer(results?: string[]): void;
  settle(outcomes: PromiseSettledResult<string>[]): void;
  fail(error: unknown): void;
}

/** Real timers: the group flushes on setImmediate, so one turn of the event loop lets it run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A few turns: a settled flush frees its slot in a microtask, then schedules the next pump for the turn after. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await nextTurn();
};

const job = (id: string, key = id): Job => ({ id, key });

/** A group whose flush records every batch and answers only when the test says so. */
function group(options: { maxInFlight?: number; maxBatch?: number } = {}) {
  const flushes: Flush[] = [];
  let running = 0;
  let mostRunning = 0;
  const commit = new GroupCommit<Job, string>({
    flush: (requests) =>
      new Promise<PromiseSettledResult<string>[]>((resolve, reject) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        const ids = requests.map((r) => r.id);
        flushes.push({
          ids,
          answer: (results = ids.map((id) => `done:${id}`)) => {
            running -= 1;
            resolve(results.map((value) => ({ status: 'fulfilled', value })));
          },
          settle: (outcomes) => {
            running -= 1;
            resolve(outcomes);
          },
          fail: (error) => {
            running -= 1;
            reject(error);
          },
        });
      }),
    keyOf: (request) => request.key,
    maxInFlight: options.maxInFlight ?? 1,
    maxBatch: options.maxBatch ?? 64,
  });
  return {
    submit: (id: string, key = id) => commit.submit(job(id, key)),
    flushes,
    batches: () => flushes.map((f) => f.ids),
    running: () => running,
    mostRunning: () => mostRunning,
  };
}

describe('GroupCommit', () => {
  it('sends a lone request by itself on the next turn of the event loop', async () => {
    const g = group({ maxInFlight: 2 });
    const result = g.submit('A');
    expect(g.batches()).toEqual([]);
    await nextTurn();
    expect(g.batches()).toEqual([['A']]);
    g.flushes[0]!.answer();
    await expect(result).resolves.toBe('done:A');
  });

  it('gathers the requests that arrive while the in-flight slots are busy into the next batch', async () => {
    const g = group({ maxInFlight: 1 });
    const a = g.submit('A');
    await nextTurn();
    expect(g.batches()).toEqual([['A']]);

    const rest = [g.submit('B'), g.submit('C')];
    await nextTurn();
    rest.push(g.submit('D'));
    await settle();
    expect(g.batches()).toEqual([['A']]); // still waiting for A's flush

    g.flushes[0]!.answer();
    await settle();
    expect(g.batches()).toEqual([['A'], ['B', 'C', 'D']]);
    g.flushes[1]!.answer();
    expect(await Promise.all([a, ...rest])).toEqual(['done:A', 'done:B', 'done:C', 'done:D']);
  });

  it('runs at most maxInFlight flushes at once', async () => {
    const g = group({ maxInFlight: 3, maxBatch: 1 });
    const results = Array.from({ length: 10 }, (_, i) => g.submit(`R${i}`));
    await settle();
    expect(g.batches()).toEqual([['R0'], ['R1'], ['R2']]);
    expect(g.running()).toBe(3);

    for (let answered = 0; answered < 10; answered += 1) {
      g.flushes[answered]!.answer();
      await settle();
      expect(g.running()).toBeLessThanOrEqual(3);
    }
    expect(g.mostRunning()).toBe(3);
    expect(g.batches()).toEqual(Array.from({ length: 10 }, (_, i) => [`R${i}`]));
    expect(await Promise.all(results)).toEqual(Array.from({ length: 10 }, (_, i) => `done:R${i}`));
  });

  it('takes at most maxBatch requests per flush and keeps the rest, in order, for the following ones', async () => {
    const g = group({ maxInFlight: 1, maxBatch: 3 });
    const results = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => g.submit(id));
    await settle();
    expect(g.batches()).toEqual([['A', 'B', 'C']]);
    g.flushes[0]!.answer();
    await settle();
    expect(g.batches()).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
    ]);
    g.flushes[1]!.answer();
    await settle();
    expect(g.batches()[2]).toEqual(['G']);
    g.flushes[2]!.answer();
    expect(await Promise.all(results)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => `done:${id}`));
  });

  it('never puts two requests with the same key in one batch, and keeps arrival order per key', async () => {
    const g = group({ maxInFlight: 1 });
    const results = [
      g.submit('a1', 'a'),
      g.submit('b1', 'b'),
      g.submit('a2', 'a'),
      g.submit('a3', 'a'),
      g.submit('c1', 'c'),
      g.submit('b2', 'b'),
    ];
    for (let i = 0; i < 3; i += 1) {
      await settle();
      g.flushes[i]!.answer();
    }
    await settle();
    expect(g.batches()).toEqual([['a1', 'b1', 'c1'], ['a2', 'b2'], ['a3']]);
    expect(await Promise.all(results)).toEqual(['a1', 'b1', 'a2', 'a3', 'c1', 'b2'].map((id) => `done:${id}`));
  });

  it('gives each caller the result at its own position in the batch', async () => {
    const g = group({ maxInFlight: 1 });
    const a = g.submit('A');
    const b = g.submit('B');
    const c = g.submit('C');
    await settle();
    expect(g.batches()).toEqual([['A', 'B', 'C']]);
    g.flushes[0]!.answer(['first', 'second', 'third']);
    expect(await Promise.all([c, a, b])).toEqual(['third', 'first', 'second']);
  });

  it('rejects only the request whose own outcome failed', async () => {
    const g = group({ maxInFlight: 1 });
    const a = g.submit('A');
    const b = g.submit('B');
    const c = g.submit('C');
    await nextTurn();
    expect(g.batches()).toEqual([['A', 'B', 'C']]);
    const boom = new Error('B alone failed');
    g.flushes[0]!.settle([
      { status: 'fulfilled', value: 'done:A' },
      { status: 'rejected', reason: boom },
      { status: 'fulfilled', value: 'done:C' },
    ]);
    await expect(a).resolves.toBe('done:A');
    await expect(b).rejects.toBe(boom);
    await expect(c).resolves.toBe('done:C');
  });

  it('rejects every request of a failed flush with its error and still runs the later batches', async () => {
    const g = group({ maxInFlight: 1 });
    const failed = [g.submit('A'), g.submit('B')];
    const outcomes = Promise.allSettled(failed);
    await settle();
    const later = [g.submit('C'), g.submit('D')];
    await settle();
    expect(g.batches()).toEqual([['A', 'B']]);

    const error = new Error('statement failed');
    g.flushes[0]!.fail(error);
    expect(await outcomes).toEqual([
      { status: 'rejected', reason: error },
      { status: 'rejected', reason: error },
    ]);

    await settle();
    expect(g.batches()).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    g.flushes[1]!.answer();
    expect(await Promise.all(later)).toEqual(['done:C', 'done:D']);

    // and the group keeps serving new requests afterwards
    const after = g.submit('E');
    await settle();
    g.flushes[2]!.answer();
    await expect(after).resolves.toBe('done:E');
    expect(g.running()).toBe(0);
  });
});
