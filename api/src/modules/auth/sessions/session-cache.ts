import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { GenerationCache } from '../../../platform/redis/generation-cache.js';
import { REDIS } from '../../../platform/redis/redis.module.js';

/**
 * A live session's entry lives this long after it was stored: the bound on how long a revoked session could
 * still be let in if its invalidation was lost (Redis away at the instant of the revocation and back before
 * the retry, a process that died between its commit and its invalidation). At one balance poll per 10 s,
 * two in three session checks are answered by Redis; faster polls (VIP 1 s, exchange 300 ms) more.
 */
const entrySeconds = 30;

/** What an entry keeps of a live session (JSON): never the token, only what the guards hand on. */
interface StoredSession {
  k: 'player' | 'staff';
  s: string;
  i: string;
  e: number;
}

/**
 * The answer of `SessionStore.verify` for live sessions, in Redis per token hash (hex), shared by every
 * process (`GenerationCache`: a revocation invalidates its sessions' entries after its commit and before it
 * answers, a check that raced the commit never stores the live answer). Only live sessions are stored:
 * an unknown or revoked token reads Postgres every time, so forged tokens cannot fill Redis.
 */
@Injectable()
export class SessionCache implements OnApplicationShutdown {
  private readonly cache: GenerationCache;

  constructor(@Inject(REDIS) redis: Redis, @Inject(DB_POOL) pool: Pool) {
    this.cache = new GenerationCache(redis, pool, { namespace: 'auth:session', entrySeconds });
  }

  /**
   * The session of `tokenHash`: from Redis when stored and not invalidated since (and not expired by this
   * process's clock), else from `read` (Postgres), stored if live, unless Redis is away.
   */
  async verify(tokenHash: string, read: () => Promise<AuthenticatedSubject | null>): Promise<AuthenticatedSubject | null> {
    const look = await this.cache.look(tokenHash);
    if ('hit' in look) {
      const stored = JSON.parse(look.hit) as StoredSession;
      return stored.e > Date.now() ? { kind: stored.k, id: stored.i, sessionId: stored.s, expiresAt: new Date(stored.e) } : null;
    }
    const started = Date.now();
    const subject = await read();
    if (!subject?.expiresAt || !('miss' in look) || Date.now() - started >= this.cache.slowReadMs) return subject;
    const stored: StoredSession = { k: subject.kind, s: subject.sessionId, i: subject.id, e: subject.expiresAt.getTime() };
    // never kept past the session's own expiry
    await this.cache.fill(tokenHash, look.miss, JSON.stringify(stored), (stored.e - Date.now()) / 1000);
    return subject;
  }

  /** After a revocation committed, awaited before it answers: no process lets these tokens in from Redis. */
  async invalidate(tokenHashes: Iterable<string>): Promise<void> {
    await this.cache.invalidate(tokenHashes);
  }

  onApplicationShutdown(): void {
    this.cache.stop();
  }
}
