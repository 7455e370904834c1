import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { REDIS } from '../../../platform/redis/redis.module.js';

export interface PendingEnrolment {
  staffId: string;
  /** Chosen at the first /2fa/enrol call; repeated calls show the same secret. */
  secret?: string;
}

const ttlSeconds = 600;
const key = (token: string) => `staff-enrol:${createHash('sha256').update(token).digest('hex')}`;

/** Short-lived tokens between a correct password and a confirmed authenticator (Redis, 10 minutes). */
@Injectable()
export class EnrolmentTokens {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(staffId: string): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.redis.set(key(token), JSON.stringify({ staffId } satisfies PendingEnrolment), 'EX', ttlSeconds);
    return token;
  }

  async read(token: string): Promise<PendingEnrolment | undefined> {
    if (!token || token.length > 100) return undefined;
    const raw = await this.redis.get(key(token));
    return raw ? (JSON.parse(raw) as PendingEnrolment) : undefined;
  }

  async update(token: string, pending: PendingEnrolment): Promise<void> {
    await this.redis.set(key(token), JSON.stringify(pending), 'KEEPTTL');
  }

  async consume(token: string): Promise<void> {
    await this.redis.del(key(token));
  }
}
