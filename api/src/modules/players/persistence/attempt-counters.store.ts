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

// Claims one password check before it is made (KEYS: count, lock; ARGV: limit, window, lock seconds).
// The count holds failures and checks still in flight, so a burst gets at most `limit` checks.
const claimScript = `
local locked = redis.call('TTL', KEYS[2])
if locked > 0 then return {0, locked} end
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return {0, tonumber(ARGV[3])} end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return {1, 0}
`;

// A claimed check failed: it stays counted; once the count reaches the limit the username is locked.
const failScript = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then
  redis.call('SET', KEYS[2], '1', 'EX', ARGV[2])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`;

// A claimed check never happened (the request broke before it): give the claim back.
const releaseScript = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export type LoginClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Redis counters: per-IP rate limits and the per-username login lockout. Every limit counts an attempt
 * atomically before the check it guards (one Lua step each), so parallel requests cannot get more checks
 * than the limit: a burst of 150 logins makes at most five password checks for one username.
 */
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

  /**
   * Claims one password check for `username`, before the password is looked at. Refused while the
   * username is locked, or while five checks (failed within 15 minutes, or still running) are counted.
   * Settle every allowed claim with `loginFailed`, `loginSucceeded` or `releaseLogin`.
   */
  async claimLogin(username: string): Promise<LoginClaim> {
    const [allowed, retryAfter] = (await this.redis.eval(
      claimScript,
      2,
      this.failKey(username),
      this.lockKey(username),
      loginLockout.maxFailures,
      loginLockout.windowSeconds,
      loginLockout.lockSeconds,
    )) as [number, number];
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, retryAfter) };
  }

  /** The claimed check failed; the fifth failure within 15 minutes locks the username for 15 minutes. */
  async loginFailed(username: string): Promise<void> {
    await this.redis.eval(
      failScript,
      2,
      this.failKey(username),
      this.lockKey(username),
      loginLockout.maxFailures,
      loginLockout.lockSeconds,
    );
  }

  /** The right password: the failures and any lock of the username are forgotten. */
  async loginSucceeded(username: string): Promise<void> {
    await this.clearFailures(username);
  }

  /** The claimed check was never made (an unexpected error before it): the claim is given back. */
  async releaseLogin(username: string): Promise<void> {
    await this.redis.eval(releaseScript, 1, this.failKey(username));
  }

  async clearFailures(username: string): Promise<void> {
    await this.redis.del(this.failKey(username), this.lockKey(username));
  }
}
