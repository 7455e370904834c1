import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';

/**
 * Stores a value read from Postgres only if no invalidation came since the reader looked (same generation):
 * a read that raced a commit never stores the older value.
 */
const fillScript = `
local generation = redis.call('HGET', KEYS[1], 'g') or ''
if generation ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;

/** After a commit: a new generation and no value, so every process's next read goes to Postgres. */
const invalidateScript = `
redis.call('HINCRBY', KEYS[1], 'g', 1)
redis.call('HDEL', KEYS[1], 'v')
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1`;

interface CacheCommands {
  generationCacheFill(key: string, generation: string, value: string, seconds: number): Promise<number>;
  generationCacheInvalidate(key: string, seconds: number): Promise<number>;
}

export interface GenerationCacheOptions {
  /** What the entries are, for the log and the keys: `ledger:balance`, `auth:session`. */
  namespace: string;
  /** An entry lives this long after it was stored: the bound on staleness if an invalidation was lost. */
  entrySeconds: number;
}

/** What a look in Redis found: the stored value, the generation to fill against, or Redis away. */
export type CacheLook = { hit: string } | { miss: string } | { down: true };

/**
 * A read-through cache in Redis shared by every process, for values whose writers can say, after their
 * commit and before they answer, which entries they changed (the ledger's balances, the bearer sessions).
 * A read that starts after a writer's answer sees the write, in any process:
 * - the writer calls `invalidate` after its commit and awaits it before answering (a new generation, no value);
 * - a reader that missed reads Postgres and stores what it read only if the generation it saw before its read
 *   is still there (`fillScript`), so a read that raced a commit never stores the older value.
 *
 * Redis away: `look` answers `down` (the caller reads Postgres and stores nothing); invalidations that failed
 * are retried every 250 ms by this process, and an entry expires `entrySeconds` after it was stored whatever
 * happens (the staleness bound when an invalidation is lost: Redis down at the instant of a write and back
 * before the retry, a process that died before retrying, a failover that lost the write). Keys carry the
 * database's oid, so a database created anew (db:reset, a restore) never meets entries of the old one.
 */
export class GenerationCache {
  /** How often invalidations that failed (Redis away) are tried again. */
  static readonly retryEveryMs = 250;

  private readonly logger: Logger;
  private readonly redis: Redis & CacheCommands;
  private keyPrefix: string | undefined;
  private keyPrefixLookup: Promise<string> | undefined;
  private readonly failed = new Set<string>();
  private retryTimer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(
    redis: Redis,
    private readonly pool: Pool,
    private readonly options: GenerationCacheOptions,
  ) {
    redis.defineCommand('generationCacheFill', { numberOfKeys: 1, lua: fillScript });
    redis.defineCommand('generationCacheInvalidate', { numberOfKeys: 1, lua: invalidateScript });
    this.redis = redis as Redis & CacheCommands;
    this.logger = new Logger(`GenerationCache ${options.namespace}`);
  }

  /** A slower read from Postgres is answered but not stored: its entry's invalidation could have expired meanwhile. */
  get slowReadMs(): number {
    return (this.options.entrySeconds * 1000) / 4;
  }

  /** The entry of `id`: its value, or the generation a fill must find still there, or Redis away. */
  async look(id: string): Promise<CacheLook> {
    try {
      const [value, generation] = await this.redis.hmget(await this.keyOf(id), 'v', 'g');
      return typeof value === 'string' ? { hit: value } : { miss: generation ?? '' };
    } catch {
      return { down: true };
    }
  }

  /**
   * Stores `value` read from Postgres after a `look` that missed with `generation`, for at most
   * `seconds` (never more than `entrySeconds`), unless an invalidation came between. Never throws.
   */
  async fill(id: string, generation: string, value: string, seconds = this.options.entrySeconds): Promise<void> {
    const lifetime = Math.min(Math.floor(seconds), this.options.entrySeconds);
    if (lifetime < 1) return;
    try {
      await this.redis.generationCacheFill(await this.keyOf(id), generation, value, lifetime);
    } catch {
      // Redis away: nothing stored, the next read goes to Postgres again
    }
  }

  /**
   * Called by the writer after its commit and awaited before it answers: from then on no process reads the
   * earlier value from Redis. Never throws (the write has committed); what fails is retried in the background.
   */
  async invalidate(ids: Iterable<string>): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const outcomes = await Promise.allSettled(
      unique.map(async (id) => this.redis.generationCacheInvalidate(await this.keyOf(id), this.options.entrySeconds)),
    );
    const failed = unique.filter((_, i) => outcomes[i]!.status === 'rejected');
    if (failed.length === 0) {
      if (this.failing && this.failed.size === 0) this.logger.log('invalidations go through again');
      this.failing = this.failed.size > 0;
      return;
    }
    if (!this.failing) this.logger.warn(`invalidations failed, retrying every ${GenerationCache.retryEveryMs} ms`);
    this.failing = true;
    for (const id of failed) this.failed.add(id);
    this.scheduleRetry();
  }

  /** Stops retrying (application shutdown). */
  stop(): void {
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
    }, GenerationCache.retryEveryMs);
    this.retryTimer.unref();
  }

  private async keyOf(id: string): Promise<string> {
    return `${this.keyPrefix ?? (await this.lookUpKeyPrefix())}${id}`;
  }

  private lookUpKeyPrefix(): Promise<string> {
    this.keyPrefixLookup ??= this.pool
      .query<{ oid: string }>(`SELECT oid::text AS oid FROM pg_database WHERE datname = current_database()`)
      .then(
        ({ rows }) => (this.keyPrefix = `${this.options.namespace}:${rows[0]!.oid}:`),
        (error: Error) => {
          this.keyPrefixLookup = undefined; // asked again next time, not remembered
          throw error;
        },
      );
    return this.keyPrefixLookup;
  }
}
