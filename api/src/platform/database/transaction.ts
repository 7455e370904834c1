import type { Pool, PoolClient } from 'pg';

/** The pool, or one connection inside a transaction: repositories that may join a transaction take either. */
export type Db = Pool | PoolClient;

/** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
