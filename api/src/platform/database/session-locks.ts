import { createHash } from 'node:crypto';
import pg from 'pg';
import { guardClient, isConnectionError } from './transaction.js';

/** A signed 64-bit advisory lock key for a text (sha256, first 8 bytes): Postgres's single-key form. */
export function lockKeyOf(text: string): bigint {
  return createHash('sha256').update(text).digest().readBigInt64BE(0);
}

/**
 * Session-level advisory locks held by this process on one dedicated connection (opened on first
 * use, not taken from the pool). Postgres releases them the moment that connection ends, so a lock
 * says "a live process is on it": a `kill -9` frees every lock of the process at once, with no lease
 * to wait out. When the connection drops while the process lives, the next call reconnects and takes
 * again the locks it held (a lock another process took meanwhile is lost, and `holds` says so).
 * Locks are re-entrant per session in Postgres: callers lock a key at most once at a time.
 */
export class SessionLocks {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly held = new Set<string>();
  private closed = false;

  constructor(private readonly options: { databaseUrl: string; applicationName: string }) {}

  /** Takes the lock if nobody holds it; false when another session (a live process) does. */
  async tryLock(key: bigint): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.session();
      try {
        const { rows } = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1::bigint) AS ok`, [key.toString()]);
        if (rows[0]!.ok) this.held.add(key.toString());
        return rows[0]!.ok;
      } catch (error) {
        // a session terminated before this process noticed: once more on a new one (which retakes the held locks)
        if (attempt > 1 || !isConnectionError(error)) throw error;
        if (this.client === client) this.client = undefined;
        await client.end().catch(() => undefined);
      }
    }
  }

  /** Lets the lock go (nothing to do when the session is gone: its locks went with it). */
  async unlock(key: bigint): Promise<void> {
    if (!this.held.delete(key.toString())) return;
    const client = this.client;
    if (!client) return;
    await client.query(`SELECT pg_advisory_unlock($1::bigint)`, [key.toString()]).catch(() => undefined);
  }

  holds(key: bigint): boolean {
    return this.held.has(key.toString());
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  private session(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('SessionLocks closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = guardClient(
      new pg.Client({
        connectionString: this.options.databaseUrl,
        application_name: this.options.applicationName,
        connectionTimeoutMillis: 5000,
      }),
    );
    const lost = () => {
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    // a lost session lost its locks: take them again, and forget those another process took meanwhile
    for (const key of [...this.held]) {
      const { rows } = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1::bigint) AS ok`, [key]);
      if (!rows[0]!.ok) this.held.delete(key);
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('SessionLocks closed');
    }
    this.client = client;
    return client;
  }
}
