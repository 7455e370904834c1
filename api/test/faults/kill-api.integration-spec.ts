import { afterAll, beforeAll, describe, it, jest } from '@jest/globals';
import { envNumber, faultSeed } from './fault-harness.js';
import {
  expectPaymentsSettled,
  PaymentsLoad,
  runLoadWithFaults,
  startPaymentsStack,
  type PaymentsStack,
  settleMs,
} from './payments-load.js';

jest.setTimeout(240_000);

/**
 * Issue 11: kill -9 the api at seeded random points while 200 deposit approvals and withdrawal
 * payouts/releases run at once, start it again each time (same port); after the clients' retries every approved
 * deposit is credited exactly once, every withdrawal paid out or released exactly once, nothing stuck,
 * and the ledger verifies.
 */
describe('faults: kill -9 of the api during the payments load', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack();
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('every deposit credited once, every withdrawal paid out or released once, none stuck, the ledger verifies', async () => {
    const random = faultSeed('kill -9 api');
    const { world, api } = stack;
    const load = new PaymentsLoad(world, () => api.url, random);
    await runLoadWithFaults(load, random, {
      count: envNumber('FAULT_KILLS', 3),
      decisions: world.depositors.length + world.withdrawers.length,
      label: 'kill -9 the api',
      fault: async () => {
        await api.kill();
        await api.start();
      },
    });
    await expectPaymentsSettled(stack, load, settleMs());
  });
});
