import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { codePolicy } from '../domain/verification-code.js';

/**
 * The one-time code of an outbox message, between the moment it is issued and its delivery.
 *
 * Why here and not in the outbox row: staff read `message_outbox` (the Outbox page), so the row keeps
 * only the masked text; the delivery job renders the real text from this value when it sends. The value
 * lives in Redis, which no staff API reads, never reaches Postgres (nor its backups), expires with the
 * code itself (a code that was not delivered within its validity is useless anyway), and is deleted as
 * soon as the message is delivered. Checking a code never uses it: that is `VerificationCodesStore`,
 * which keeps only a hash.
 */
@Injectable()
export class OutboxSecretsStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key = (outboxId: string) => `players:outbox-secret:${outboxId}`;

  async keep(outboxId: string, code: string): Promise<void> {
    await this.redis.set(this.key(outboxId), code, 'EX', codePolicy.validSeconds);
  }

  /** The code, while it is still valid and not yet delivered. */
  async read(outboxId: string): Promise<string | undefined> {
    return (await this.redis.get(this.key(outboxId))) ?? undefined;
  }

  async forget(outboxId: string): Promise<void> {
    await this.redis.del(this.key(outboxId));
  }
}
