import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { envNumber, faultSeed, sleep } from './fault-harness.js';
import {
  expectPaymentsSettled,
  PaymentsLoad,
  runLoadWithFaults,
  startPaymentsStack,
  type PaymentsStack,
  settleMs,
} from './payments-load.js';

jest.setTimeout(240_000);

/** How long Redis stays away (issue 11: 20 s). */
const outageMs = envNumber('FAULT_REDIS_OUTAGE_MS', 20_000);
/** `kill`: redis-server dies and comes back empty (no persistence); `pause`: SIGSTOP/SIGCONT, connections left open. */
const mode = process.env.FAULT_REDIS_MODE ?? 'kill';
/** The longest any one exchange may take, outage or not: the api answers (503 at worst), it never hangs. */
const latencyBoundMs = envNumber('FAULT_LATENCY_BOUND_MS', 5_000);

/**
 * Issue 11: stop Redis for 20 s in the middle of the payments load (200 concurrent deposit approvals and
 * withdrawal payouts/releases), then start it again. No request hangs (each answered within its bound,
 * none cut off by the client's timeout), nothing is lost, and everything completes once Redis is back.
 */
describe(`faults: Redis stopped for ${outageMs / 1000} s (${mode}) during the payments load`, () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    if (mode !== 'kill' && mode !== 'pause') throw new Error(`FAULT_REDIS_MODE must be kill or pause, got "${mode}"`);
    stack = await startPaymentsStack();
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('no request hangs, every deposit credited once, every withdrawal paid out or released once, the ledger verifies', async () => {
    const random = faultSeed(`redis ${mode} ${outageMs} ms`);
    const { world, api, redis } = stack;
    const load = new PaymentsLoad(world, () => api.url, random);
    await runLoadWithFaults(load, random, {
      count: 1,
      decisions: Math.ceil((world.depositors.length + world.withdrawers.length) / 2), // early, so most of the load meets the outage
      label: `stop Redis (${mode}) for ${outageMs} ms`,
      fault: async () => {
        if (mode === 'pause') redis.pause();
        else await redis.kill();
        await sleep(outageMs);
        if (mode === 'pause') redis.resume();
        else await redis.start();
      },
    });

    const hung = load.attempts
      .filter((a) => a.status === null || a.ms > latencyBoundMs)
      .map((a) => `${a.flow} ${a.step} at ${a.at} ms: ${a.status ?? a.error} after ${a.ms} ms`);
    expect(hung).toEqual([]);
    await expectPaymentsSettled(stack, load, settleMs());
  });
});
