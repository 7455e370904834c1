import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { hangBound } from '../test-env.js';
import { envNumber, faultSeed } from './fault-harness.js';
import {
  expectPaymentsSettled,
  PaymentsLoad,
  runLoadWithFaults,
  settleMs,
  startPaymentsStack,
  type PaymentsStack,
} from './payments-load.js';

/**
 * Issue 11: kill -9 one process (the api or the worker) at seeded random points while 200 deposit approvals and
 * withdrawal payouts/releases run at once, and start it again each time (the api on the same port); after the
 * clients' retries every approved deposit is credited exactly once, every withdrawal paid out or released exactly
 * once, nothing stuck, and the ledger verifies. One spec file per role, so the fault stage runs them one at a time.
 */
export function describeKillDuringPaymentsLoad(role: 'api' | 'worker'): void {
  describe(`faults: kill -9 of the ${role} during the payments load`, () => {
    let stack: PaymentsStack;

    beforeAll(async () => {
      stack = await startPaymentsStack();
    }, hangBound(180_000));

    afterAll(async () => {
      await stack?.close();
    });

    it('every deposit credited once, every withdrawal paid out or released once, none stuck, the ledger verifies', async () => {
      const random = faultSeed(`kill -9 ${role}`);
      const { world, api } = stack;
      const victim = stack[role];
      const load = new PaymentsLoad(world, () => api.url, random);
      await runLoadWithFaults(load, random, {
        count: envNumber('FAULT_KILLS', 3),
        decisions: world.depositors.length + world.withdrawers.length,
        label: `kill -9 the ${role}`,
        fault: async () => {
          await victim.kill();
          await victim.start();
        },
      });
      await expectPaymentsSettled(stack, load, settleMs());
    });
  });
}
