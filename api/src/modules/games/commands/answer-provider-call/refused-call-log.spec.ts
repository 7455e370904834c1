import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RefusedCall, RefusedCallsRepository } from '../../persistence/refused-calls.repository.js';
import { RefusedCallLog } from './refused-call-log.js';

/** The bounds on keeping refused provider calls (anyone can post them): rate per minute, writes at once, size. */
describe('RefusedCallLog', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const call = (raw = '{"request_uuid":"r"}') => ({
    providerCode: 'sim',
    call: 'bet',
    raw: Buffer.from(raw),
    answer: '{"status":"RS_ERROR_INVALID_SIGNATURE"}',
    status: 'RS_ERROR_INVALID_SIGNATURE',
    reason: 'bad signature',
  });
  const logOf = (perMinute: number, record: (c: RefusedCall) => Promise<void> = () => Promise.resolve()) => {
    const kept: RefusedCall[] = [];
    const repository = { record: (c: RefusedCall) => (kept.push(c), record(c)) } as unknown as RefusedCallsRepository;
    return { log: new RefusedCallLog(repository, { GAME_REFUSED_CALLS_PER_MINUTE: perMinute }), kept };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('keeps at most GAME_REFUSED_CALLS_PER_MINUTE a minute, then again in the next minute', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { log, kept } = logOf(3);
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(log.keep(call()));
      await settle(); // each write done before the next: only the rate bound applies
    }
    expect(answers).toEqual([true, true, true, false, false]);
    now += 59_999;
    expect(log.keep(call())).toBe(false);
    now += 1;
    expect(log.keep(call())).toBe(true);
    await settle();
    expect(kept).toHaveLength(4);
  });

  it('runs at most 4 writes at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { log, kept } = logOf(600, () => held);
    const answers = Array.from({ length: 6 }, () => log.keep(call()));
    expect(answers).toEqual([true, true, true, true, false, false]);
    release();
    await settle();
    expect(log.keep(call())).toBe(true);
    expect(kept).toHaveLength(5);
  });

  it('keeps the first 8 KB of the body and its full size; 0 a minute keeps nothing', async () => {
    const { log, kept } = logOf(600);
    log.keep(call('x'.repeat(100_000)));
    await settle();
    expect(kept[0]).toMatchObject({ requestBytes: 100_000 });
    expect(kept[0]!.request).toHaveLength(8192);
    const off = logOf(0);
    expect(off.log.keep(call())).toBe(false);
    expect(off.kept).toHaveLength(0);
  });
});
