import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { REDIS } from '../../../../platform/redis/redis.module.js';

const key = 'originals:crash:driver';
// Renew or release only while the lease is still ours (another process may hold it since ours expired).
const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const acquireScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
if redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return 1 else return 0 end`;
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Who drives the crash rounds: a Redis lease (SET NX PX, renewed by its holder about every second). One process
 * at a time drives; a holder that stops renewing (killed, stalled) loses it after `ttlMs` and another takes over. The lease only
 * keeps two drivers from doing the same work: every round transition is conditional in Postgres, so two drivers
 * at once could never start, crash or pay a round twice.
 */
@Injectable()
export class CrashLease {
  /**
   * Long enough that a holder whose event loop stalls for a few seconds (a loaded machine) keeps the lease: a
   * takeover finds a round whose point passed meanwhile interrupted, so losing the lease to a stall costs players'
   * rounds. A holder that died is replaced after at most this long.
   */
  readonly ttlMs = 10_000;
  private readonly me = randomUUID();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Takes the lease, or keeps it when it is ours already (a renewal that failed for a moment loses nothing). */
  async acquire(): Promise<boolean> {
    return (await this.redis.eval(acquireScript, 1, key, this.me, String(this.ttlMs))) === 1;
  }

  async renew(): Promise<boolean> {
    return (await this.redis.eval(renewScript, 1, key, this.me, String(this.ttlMs))) === 1;
  }

  async release(): Promise<void> {
    await this.redis.eval(releaseScript, 1, key, this.me);
  }
}
