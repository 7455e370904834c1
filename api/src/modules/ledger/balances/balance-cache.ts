import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { GenerationCache } from '../../../platform/redis/generation-cache.js';
import { REDIS } from '../../../platform/redis/redis.module.js';
import type { AccountId } from '../domain/append-request.js';

/**
 * An entry lives this long without a write: the bound on staleness if an invalidation was lost (a Redis
 * outage at the instant of the write, a process that ended before its retry). At one poll per 10 s, five
 * polls in six are answered by Redis.
 */
const entrySeconds = 60;

/**
 * Player account balances for the spec's polls (`POST /api/balance` every 10 s): read from Redis, so a
 * poll costs no Postgres query. Shared by every api and worker process, so a read right after a write sees
 * it in any process: LedgerStore invalidates the accounts an append moved after its commit and before the
 * writer gets its answer (see `invalidate`), and a reader stores what it read from Postgres only if no
 * invalidation came between its look and its store (`GenerationCache`, which also says what happens
 * while Redis is away and why keys carry the database's oid).
 */
@Injectable()
export class BalanceCache implements OnApplicationShutdown {
  private readonly cache: GenerationCache;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {
    this.cache = new GenerationCache(redis, pool, { namespace: 'ledger:balance', entrySeconds });
  }

  /** The account's committed balance: from Redis when stored and not invalidated since, else from Postgres. */
  async balance(accountId: AccountId): Promise<bigint> {
    const look = await this.cache.look(accountId);
    if ('hit' in look) return BigInt(look.hit);
    const started = Date.now();
    const balance = await this.read(accountId);
    // Redis away: answer from Postgres, store nothing
    if ('miss' in look && Date.now() - started < this.cache.slowReadMs) await this.cache.fill(accountId, look.miss, balance.toString());
    return balance;
  }

  /**
   * Called by the writer after its commit and awaited before it answers: from then on no process reads the
   * earlier balance from Redis. Never throws (the money has moved); what fails is retried in the background.
   */
  async invalidate(accountIds: Iterable<AccountId>): Promise<void> {
    await this.cache.invalidate(accountIds);
  }

  onApplicationShutdown(): void {
    this.cache.stop();
  }

  private async read(accountId: AccountId): Promise<bigint> {
    const { rows } = await this.pool.query<{ balance: string }>({
      name: 'ledger-account-balance',
      text: `SELECT balance FROM account_balances WHERE account_id = $1`,
      values: [accountId],
    });
    return BigInt(rows[0]?.balance ?? 0);
  }
}
