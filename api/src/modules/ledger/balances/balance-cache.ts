import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { REDIS } from '../../../platform/redis/redis.module.js';
import type { AccountId } from '../domain/append-request.js';

/**
 * An entry lives this long without a write: the bound on staleness if an invalidation was lost (a Redis
 * outage at the instant of the write, a process that ended before its retry). At one poll per 10 s, five
 * polls in six are answered by Redis.
 */
const entrySeconds = 60;
/** A database read slower than this is answered but not stored: its entry's write could have expired meanwhile. */
const slowReadMs = (entrySeconds * 1000) / 4;
/** How often invalidations that failed (Redis away) are tried again. */
const retryEveryMs = 250;

/**
 * Fills an entry with the balance read from Postgres, only if no write invalidated the account since the
 * reader looked (same generation): a read that raced a commit never stores the older balance.
 */
const fillScript = `
local generation = redis.call('HGET', KEYS[1], 'g') or ''
if generation ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;

/** After a commit: a new generation and no balance, so every process's next read goes to Postgres. */
const invalidateScript = `
redis.call('HINCRBY', KEYS[1], 'g', 1)
redis.call('HDEL', KEYS[1], 'v')
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1`;

interface CacheCommands {
  balanceCacheFill(key: string, generation: string, balance: string, seconds: number): Promise<number>;
  balanceCacheInvalidate(key: string, seconds: number): Promise<number>;
}

/**
 * Player account balances for the spec's polls (`POST /api/balance` every 10 s): read from Redis, so a
 * poll costs no Postgres query. Shared by every api and worker process, so a read right after a write sees
 * it in any process: LedgerStore invalidates the accounts an append moved after its commit and before the
 * writer gets its answer (see `invalidate`), and a reader stores what it read from Postgres only if no
 * invalidation came between its look and its store (the generation in `fillScript`).
 *
 * Redis away: reads go to Postgres and store nothing; invalidations that failed are retried every 250 ms
 * by this process, and an entry expires 60 s after it was stored whatever happens. Keys carry the
 * database's oid, so a database created anew (db:reset, a restore) never meets entries of the old one
 * whose account ids it reuses.
 */
@Injectable()
export class BalanceCache implements OnApplicationShutdown {
  private readonly logger = new Logger(BalanceCache.name);
  private readonly redis: Redis & CacheCommands;
  private keyPrefix: string | undefined;
  private keyPrefixLookup: Promise<string> | undefined;
  private readonly failed = new Set<AccountId>();
  private retryTimer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {
    redis.defineCommand('balanceCacheFill', { numberOfKeys: 1, lua: fillScript });
    redis.defineCommand('balanceCacheInvalidate', { numberOfKeys: 1, lua: invalidateScript });
    this.redis = redis as Redis & CacheCommands;
  }

  /** The account's committed balance: from Redis when stored and not invalidated since, else from Postgres. */
  async balance(accountId: AccountId): Promise<bigint> {
    const key = await this.keyOf(accountId);
    let generation: string;
    try {
      const [value, stored] = await this.redis.hmget(key, 'v', 'g');
      if (typeof value === 'string') return BigInt(value);
      generation = stored ?? '';
    } catch {
      return this.read(accountId); // Redis away: answer from Postgres, store nothing
    }
    const started = Date.now();
    const balance = await this.read(accountId);
    if (Date.now() - started < slowReadMs) {
      await this.redis.balanceCacheFill(key, generation, balance.toString(), entrySeconds).catch(() => undefined);
    }
    return balance;
  }

  /**
   * Called by the writer after its commit and awaited before it answers: from then on no process reads the
   * earlier balance from Redis. Never throws (the money has moved); what fails is retried in the background.
   */
  async invalidate(accountIds: Iterable<AccountId>): Promise<void> {
    const ids = [...new Set(accountIds)];
    if (ids.length === 0) return;
    const outcomes = await Promise.allSettled(ids.map(async (id) => this.redis.balanceCacheInvalidate(await this.keyOf(id), entrySeconds)));
    const failed = ids.filter((_, i) => outcomes[i]!.status === 'rejected');
    if (failed.length === 0) {
      if (this.failing && this.failed.size === 0) this.logger.log('balance cache: invalidations go through again');
      this.failing = this.failed.size > 0;
      return;
    }
    if (!this.failing) this.logger.warn(`balance cache: invalidations failed, retrying every ${retryEveryMs} ms`);
    this.failing = true;
    for (const id of failed) this.failed.add(id);
    this.scheduleRetry();
  }

  onApplicationShutdown(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      const ids = [...this.failed];
      this.failed.clear();
      void this.invalidate(ids);
    }, retryEveryMs);
    this.retryTimer.unref();
  }

  private async read(accountId: AccountId): Promise<bigint> {
    const { rows } = await this.pool.query<{ balance: string }>({
      name: 'ledger-account-balance',
      text: `SELECT balance FROM account_balances WHERE account_id = $1`,
      values: [accountId],
    });
    return BigInt(rows[0]?.balance ?? 0);
  }

  private async keyOf(accountId: AccountId): Promise<string> {
    return `${this.keyPrefix ?? (await this.lookUpKeyPrefix())}${accountId}`;
  }

  private lookUpKeyPrefix(): Promise<string> {
    this.keyPrefixLookup ??= this.pool
      .query<{ oid: string }>(`SELECT oid::text AS oid FROM pg_database WHERE datname = current_database()`)
      .then(
        ({ rows }) => (this.keyPrefix = `ledger:balance:${rows[0]!.oid}:`),
        (error: Error) => {
          this.keyPrefixLookup = undefined; // asked again next time, not remembered
          throw error;
        },
      );
    return this.keyPrefixLookup;
  }
}
