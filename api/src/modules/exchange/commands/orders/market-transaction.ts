import type { Pool } from 'pg';
import { inTransaction, type JoinedTransaction } from '../../../../platform/database/transaction.js';
import type { OrderBookRepository } from '../../persistence/order-book.repository.js';

/** A refusal decided inside a market's transaction: thrown to roll everything back, answered as a value. */
export class OrderRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs `work` in one transaction holding the market's lock (one change of a market's book at a time, on
 * any api process); wallet commands join it, so orders, fills, holds and events commit together or not at
 * all. What must wait for the commit (balance pushes, cache invalidation) runs after it, awaited.
 */
export async function inMarketTransaction<T>(
  pool: Pool,
  book: OrderBookRepository,
  marketId: string,
  work: (tx: JoinedTransaction) => Promise<T>,
  /** 'taken by work': its first statement takes the lock itself (a match odds order's `exchange_order_open`: one round trip less). */
  lock: 'here' | 'taken by work' = 'here',
): Promise<T> {
  const committed: (() => void | Promise<void>)[] = [];
  const result = await inTransaction(pool, async (client) => {
    if (lock === 'here') await book.lockMarket(client, marketId);
    return work({ client, afterCommit: (run) => committed.push(run) });
  });
  for (const run of committed) await run();
  return result;
}
