import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { codePolicy, type CodeCheck, type CodePurpose } from '../domain/verification-code.js';

// Checks a code and counts a wrong try in one step, so parallel guesses cannot exceed the limit.
const checkScript = `
local h = redis.call('HMGET', KEYS[1], 'hash', 'tries', 'target')
if not h[1] then return {'expired'} end
local tries = tonumber(h[2])
if tries >= tonumber(ARGV[2]) then return {'too_many'} end
if h[1] == ARGV[1] then redis.call('DEL', KEYS[1]); return {'ok', h[3]} end
tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
return {'wrong', tostring(tonumber(ARGV[2]) - tries)}
`;

/**
 * One-time codes in Redis: one live code per player and purpose (the newest send wins), a 300 s resend
 * wait, 10 minutes of validity, 5 wrong tries. Only a hash of the code is stored.
 */
@Injectable()
export class VerificationCodesStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private codeKey = (purpose: CodePurpose, playerId: string) => `players:code:${purpose}:${playerId}`;
  private waitKey = (purpose: CodePurpose, playerId: string) => `players:code-wait:${purpose}:${playerId}`;
  private hash = (purpose: CodePurpose, playerId: string, code: string) =>
    createHash('sha256').update(`${purpose}:${playerId}:${code}`).digest('hex');

  /** Seconds until another code may be sent (0: now). */
  async waitSeconds(purpose: CodePurpose, playerId: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.waitKey(purpose, playerId)));
  }

  /** Claims the resend slot; answers the seconds to wait when the last code is younger than 300 s. */
  async claimSend(purpose: CodePurpose, playerId: string): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
    const claimed = await this.redis.set(this.waitKey(purpose, playerId), '1', 'EX', codePolicy.resendAfterSeconds, 'NX');
    if (claimed === 'OK') return { ok: true };
    return { ok: false, waitSeconds: Math.max(1, await this.waitSeconds(purpose, playerId)) };
  }

  /** Gives the slot back when the code could not be recorded, so the player is not made to wait for nothing. */
  async releaseSend(purpose: CodePurpose, playerId: string): Promise<void> {
    await this.redis.del(this.waitKey(purpose, playerId));
  }

  async save(purpose: CodePurpose, playerId: string, target: string, code: string): Promise<void> {
    const key = this.codeKey(purpose, playerId);
    await this.redis
      .multi()
      .del(key)
      .hset(key, { hash: this.hash(purpose, playerId, code), tries: 0, target })
      .expire(key, codePolicy.validSeconds)
      .exec();
  }

  async check(purpose: CodePurpose, playerId: string, code: string): Promise<CodeCheck> {
    const result = (await this.redis.eval(
      checkScript,
      1,
      this.codeKey(purpose, playerId),
      this.hash(purpose, playerId, code),
      codePolicy.maxWrongTries,
    )) as string[];
    const [outcome, value] = result;
    if (outcome === 'ok') return { outcome, target: value ?? '' };
    if (outcome === 'wrong') return { outcome, triesLeft: Number(value) };
    return { outcome: outcome === 'too_many' ? 'too_many' : 'expired' };
  }
}
