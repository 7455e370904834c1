import { Logger } from '@nestjs/common';
import type pg from 'pg';
import type { Pool, PoolClient } from 'pg';

/** The pool, or one connection inside a transaction: repositories that may join a transaction take either. */
export type Db = Pool | PoolClient;

const logger = new Logger('Database');
const guarded = new WeakSet<object>();

/**
 * Gives a pg client a permanent 'error' listener. pg-pool listens only while a client is idle, so a
 * checked-out client whose backend is terminated (57P01, a restart, a cut network) emits an 'error'
 * nobody hears and Node ends the process. With the listener, the error only fails the unit of work
 * using the client (its query rejects, its transaction is gone) and pg-pool discards the broken
 * client when it is released (it is no longer queryable).
 */
export function guardClient<C extends pg.Client | PoolClient>(client: C): C {
  if (guarded.has(client)) return client;
  guarded.add(client);
  client.on('error', (error: Error) => logger.warn(`a database connection failed: ${error.message}`));
  return client;
}

/**
 * Guards every client the pool has and will create (see guardClient), and the pool itself. The api's
 * pool (TypeORM's) gets this at boot; any other pool a process makes should too.
 */
export function guardPool(pool: Pool): Pool {
  if (guarded.has(pool)) return pool;
  guarded.add(pool);
  if (pool.listenerCount('error') === 0) pool.on('error', (error) => logger.warn(`an idle database connection failed: ${error.message}`));
  pool.on('connect', (client) => guardClient(client));
  for (const client of (pool as unknown as { _clients?: PoolClient[] })._clients ?? []) guardClient(client);
  return pool;
}

/** A client of the pool, guarded (see guardClient): release it with `release(error)` when it failed. */
export async function connect(pool: Pool): Promise<PoolClient> {
  return guardClient(await pool.connect());
}

/** A connection that failed (terminated, reset) must not go back to the pool. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  if (code && /^(57P0[1-3]|08\d{3})$/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|not queryable|ECONNRESET|EPIPE|ECONNREFUSED/i.test(message);
}

/**
 * Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws.
 * A dropped connection fails this unit of work only (it is rolled back by Postgres, the error reaches
 * the caller, the broken connection is discarded), never the process.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await connect(pool);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (isConnectionError(error)) broken = error as Error;
    // a ROLLBACK that fails leaves the connection in an unknown state: it is discarded too
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * A caller's open transaction that a unit of work joins instead of opening its own: its writes commit or
 * roll back with the caller's, and whatever must wait for that commit (a push, a signal) is handed to
 * `afterCommit`, which the caller runs once the commit succeeded (never after a rollback).
 */
export interface JoinedTransaction {
  client: PoolClient;
  afterCommit(run: () => void | Promise<void>): void;
}
