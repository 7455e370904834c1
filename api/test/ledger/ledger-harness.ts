import pg from 'pg';
import { guardPool } from '../../src/platform/database/transaction.js';
import { LedgerAccounts, LedgerStore } from '../../src/modules/ledger/index.js';
import { LedgerAppendSignal } from '../../src/modules/ledger/append/ledger-append-signal.js';
import { hangBound } from '../test-env.js';

/** The ledger's providers on a plain pg pool, for tests that need no Nest application. */
export function ledgerOnPool(databaseUrl: string, max = 10) {
  // Guarded as every pool of ours is: a connection terminated while idle fails that connection, not the test process.
  const pool = guardPool(new pg.Pool({ connectionString: databaseUrl, max }));
  const signal = new LedgerAppendSignal(pool);
  return {
    pool,
    store: new LedgerStore(pool, signal),
    accounts: new LedgerAccounts(pool),
    async close() {
      signal.onApplicationShutdown();
      await pool.end();
    },
  };
}

/**
 * Polls until `check` answers true, or throws after `timeoutMs` on an idle machine: the bound for what must
 * happen grows with the machine's load (hangBound, up to 4x), as the test timeout does, since a reactor or job
 * that takes 1 s idle took over 5 s at load 25 on 2 cores (clean-clone CI beside other runs). It still ends as
 * soon as the condition holds.
 */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000, everyMs = 50): Promise<void> {
  const bound = hangBound(timeoutMs);
  const deadline = Date.now() + bound;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${bound} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** True once every projection's checkpoint has passed every event (the worker has caught up). */
export async function projectionsCaughtUp(pool: pg.Pool, names = ['account_statement', 'house_balances']): Promise<boolean> {
  const { rows } = await pool.query<{ behind: number }>(
    `SELECT count(*)::int AS behind
       FROM unnest($1::text[]) AS n(name)
       LEFT JOIN projection_checkpoints c ON c.name = n.name
      WHERE EXISTS (SELECT 1 FROM ledger_events e WHERE (e.tx_id, e.position) > (coalesce(c.tx_id, '0'), coalesce(c.position, 0)))`,
    [names],
  );
  return rows[0]!.behind === 0;
}
