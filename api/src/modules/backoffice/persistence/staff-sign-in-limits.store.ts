import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { accountDelaySteps, signInLimits } from '../domain/staff-rules.js';

// The keys of one claim: KEYS[1] account+source count, [2] account+source lock, [3] source count,
// [4] account count, [5] account slot, [6] "the account signed in from this source".
const keysOf = (claim: SignInClaim) => {
  const account = digest(claim.username.toLowerCase());
  const source = digest(claim.source);
  const pair = digest(`${claim.username.toLowerCase()}|${claim.source}`);
  return [
    `backoffice:sign-in:pair:${pair}`,
    `backoffice:sign-in:pair-lock:${pair}`,
    `backoffice:sign-in:source:${source}`,
    `backoffice:sign-in:account:${account}`,
    `backoffice:sign-in:slot:${account}`,
    `backoffice:sign-in:known:${pair}`,
  ];
};

// Claims one check, before it is made, in one atomic step. Counts hold failures and checks in flight.
// ARGV: pair max, pair window, pair lock seconds, source max, source window, account free failures,
// account window, then the slot lengths (accountDelaySteps).
const claimScript = `
local function count(key) return tonumber(redis.call('GET', key) or '0') end
local function incr(key, window)
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, window) end
end
local locked = redis.call('TTL', KEYS[2])
if locked > 0 then return {'locked', locked} end
if count(KEYS[1]) >= tonumber(ARGV[1]) then return {'locked', tonumber(ARGV[3])} end
if count(KEYS[3]) >= tonumber(ARGV[4]) then return {'locked', math.max(1, redis.call('TTL', KEYS[3]))} end
if redis.call('EXISTS', KEYS[6]) == 0 then
  local excess = count(KEYS[4]) - tonumber(ARGV[6])
  if excess >= 0 then
    local slot = tonumber(ARGV[8 + math.min(excess, #ARGV - 8)])
    if not redis.call('SET', KEYS[5], '1', 'EX', slot, 'NX') then
      return {'wait', math.max(1, redis.call('TTL', KEYS[5]))}
    end
  end
end
incr(KEYS[1], ARGV[2])
incr(KEYS[3], ARGV[5])
incr(KEYS[4], ARGV[7])
return {'ok', 0}
`;

// A claimed check failed: it stays counted; reaching the limit locks the account from this source.
const failScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then
  redis.call('SET', KEYS[2], '1', 'EX', ARGV[2])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`;

const decrementScript = `
local function decr(key)
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
decr(KEYS[3])
decr(KEYS[4])
if ARGV[1] == 'signed-in' then
  redis.call('DEL', KEYS[1], KEYS[2])
  redis.call('SET', KEYS[6], '1', 'EX', ARGV[2])
else
  decr(KEYS[1])
end
return 0
`;

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** One counted sign-in check: who was tried, from where. */
export interface SignInClaim {
  username: string;
  source: string;
}

export type ClaimAnswer =
  { outcome: 'ok'; claim: SignInClaim } | { outcome: 'locked'; seconds: number } | { outcome: 'wait'; seconds: number };

/** The staff sign-in limits of `signInLimits`, as Redis counters changed by Lua scripts (atomic). */
@Injectable()
export class StaffSignInLimitsStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async claim(username: string, source: string): Promise<ClaimAnswer> {
    const claim = { username, source };
    const { source: pair, ip, account } = signInLimits;
    const [outcome, seconds] = (await this.redis.eval(
      claimScript,
      6,
      ...keysOf(claim),
      pair.maxFailures,
      pair.windowSeconds,
      pair.lockSeconds,
      ip.maxFailures,
      ip.windowSeconds,
      account.freeFailures,
      account.windowSeconds,
      ...accountDelaySteps,
    )) as [string, number];
    if (outcome === 'ok') return { outcome, claim };
    return { outcome: outcome === 'wait' ? 'wait' : 'locked', seconds: Math.max(1, seconds) };
  }

  /** The claimed check failed. Answers the lock's length when this failure locked the account from the source. */
  async failed(claim: SignInClaim): Promise<number | undefined> {
    const [count, lock] = keysOf(claim);
    const { maxFailures, lockSeconds } = signInLimits.source;
    const locked = (await this.redis.eval(failScript, 2, count!, lock!, maxFailures, lockSeconds)) as number;
    return locked === 1 ? lockSeconds : undefined;
  }

  /** Signed in: the source's failures on the account are forgotten and the source becomes known to it. */
  async signedIn(claim: SignInClaim): Promise<void> {
    await this.redis.eval(decrementScript, 6, ...keysOf(claim), 'signed-in', signInLimits.knownSourceSeconds);
  }

  /** The check passed but sign-in went no further (disabled, enrolment, code missing): the claim is given back. */
  async release(claim: SignInClaim): Promise<void> {
    await this.redis.eval(decrementScript, 6, ...keysOf(claim), 'released', 0);
  }
}
