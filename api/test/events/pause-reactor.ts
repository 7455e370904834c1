import pg from 'pg';

/**
 * Stalls one reactor as a stopped or backed-up worker would: holds, on a connection of its own, the
 * advisory lock each relay round of that reactor tries first (relay-tick.ts), so every round skips
 * it until `resume()`. Other reactors go on.
 */
export async function pauseReactor(databaseUrl: string, reactor: string): Promise<{ resume(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`SELECT pg_advisory_lock(727003, hashtext($1))`, [reactor]);
  return {
    resume: async () => {
      await client.query(`SELECT pg_advisory_unlock(727003, hashtext($1))`, [reactor]);
      await client.end();
    },
  };
}
