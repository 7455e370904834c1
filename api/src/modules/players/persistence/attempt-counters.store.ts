import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { loginLockout } from '../domain/login-rules.js';

// Fixed window: the first hit starts the window; answers the count and the seconds the window has left.
const hitScript = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('TTL', KEYS[1])}
`;

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** Redis counters: per-IP rate limits and the per-username login lockout. */
@Injectable()
export class AttemptCountersStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one attempt in `bucket` for `subject`; refused once more than `limit` fall in the window. */
  async hit(
    bucket: string,
    subject: string,
    limit: number,
    windowSeconds: number,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const [count, ttl] = (await this.redis.eval(hitScript, 1, `players:rate:${bucket}:${digest(subject)}`, windowSeconds)) as [
      number,
      number,
    ];
    return count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, ttl) };
  }

  private failKey = (username: string) => `players:login-fail:${digest(username.toLowerCase())}`;
  private lockKey = (username: string) => `players:login-lock:${digest(username.toLowerCase())}`;

  /** Seconds the username stays locked out (0: not locked). */
  async lockedForSeconds(username: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.lockKey(username)));
  }

  /** Counts a failed sign-in; the fifth within 15 minutes locks the username for 15 minutes. */
  async recordFailure(username: string): Promise<void> {
    const [count] = (await this.redis.eval(hitScript, 1, this.failKey(username), loginLockout.windowSeconds)) as [number, number];
    if (count >= loginLockout.maxFailures) {
      await this.redis.multi().set(this.lockKey(username), '1', 'EX', loginLockout.lockSeconds).del(this.failKey(username)).exec();
    }
  }

  async clearFailures(username: string): Promise<void> {
    await this.redis.del(this.failKey(username), this.lockKey(username));
  }
}
