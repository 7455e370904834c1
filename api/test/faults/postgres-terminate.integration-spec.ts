import { afterAll, beforeAll, describe, it, jest } from '@jest/globals';
import { envNumber, failFault, faultSeed } from './fault-harness.js';
import {
  expectPaymentsSettled,
  observerApplicationName,
  PaymentsLoad,
  runLoadWithFaults,
  settleMs,
  startPaymentsStack,
  type PaymentsStack,
} from './payments-load.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(240_000));

/**
 * Issue 11: terminate every database connection of the api and the worker (pg_terminate_backend), a few
 * times at seeded points of the payments load. Same outcome as a crash: after the clients' retries every
 * deposit credited once, every withdrawal paid out or released once, nothing stuck, the ledger verifies.
 */
describe('faults: database connections terminated during the payments load', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack();
  }, hangBound(180_000));

  afterAll(async () => {
    await stack?.close();
  });

  it('every deposit credited once, every withdrawal paid out or released once, none stuck, the ledger verifies', async () => {
    const random = faultSeed('terminate Postgres connections');
    const { world, api, db } = stack;
    const load = new PaymentsLoad(world, () => api.url, random);
    const terminated: number[] = [];
    await runLoadWithFaults(load, random, {
      count: envNumber('FAULT_TERMINATIONS', 3),
      decisions: world.depositors.length + world.withdrawers.length,
      label: 'terminate the database connections',
      fault: async () => {
        // the processes' connections (pools, LISTEN, advisory-lock holders), not the test's own observer; a fault
        // that lands while the processes are still reconnecting from the last one waits (up to 5 s) for a
        // connection to cut, so every fault really happens
        const deadline = Date.now() + 5000;
        for (;;) {
          const { rowCount } = await world.sql.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name IS DISTINCT FROM $2`,
            [db.name, observerApplicationName],
          );
          if ((rowCount ?? 0) > 0 || Date.now() > deadline) {
            terminated.push(rowCount ?? 0);
            return;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      },
    });
    process.stdout.write(`[faults] connections terminated: ${terminated.join(', ')}\n`);
    if (!terminated.every((n) => n > 0)) failFault(`a fault cut no connection (connections cut per fault: ${terminated.join(', ')})`);
    await expectPaymentsSettled(stack, load, settleMs());
  });
});
