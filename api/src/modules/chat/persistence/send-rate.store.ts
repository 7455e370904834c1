import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../platform/redis/redis.module.js';

/** How many messages one player may send in a window: far above a person typing, well below a script. */
export const chatSendLimit = { messages: 30, windowSeconds: 60 } as const;

// Fixed window: the first message starts it; answers the count and the seconds the window has left.
const hitScript = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('TTL', KEYS[1])}
`;

/** A per-player counter of chat messages in Redis (the key prefix is the deployment's). */
@Injectable()
export class SendRateStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one message; answers whether it may be sent, and when to try again when not. */
  async hit(playerId: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const [count, ttl] = (await this.redis.eval(hitScript, 1, `chat:send-rate:${playerId}`, chatSendLimit.windowSeconds)) as [
      number,
      number,
    ];
    return count <= chatSendLimit.messages ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, ttl) };
  }
}
