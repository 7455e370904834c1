import { HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { minutesText } from '../domain/player-failure.js';
import { AttemptCountersStore } from '../persistence/attempt-counters.store.js';

/** Per-IP limits (fixed windows in Redis). Generous enough for a family behind one carrier NAT. */
export const rateLimits = {
  'sign-up': { limit: 10, windowSeconds: 15 * 60 },
  login: { limit: 30, windowSeconds: 15 * 60 },
  'send-code': { limit: 10, windowSeconds: 15 * 60 },
  'reset-password': { limit: 20, windowSeconds: 15 * 60 },
  // each desktop captcha is a Redis key for 5 minutes: enough for a few registrations and reloads
  captcha: { limit: 60, windowSeconds: 15 * 60 },
} as const;
export type RateLimitBucket = keyof typeof rateLimits;

const RATE_LIMIT = 'khela:players:rate-limit';
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT, bucket);

/** Answers 429 `{ message: 'Too many attempts. Please try again in N minutes.' }` past a route's limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AttemptCountersStore) private readonly counters: AttemptCountersStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(RATE_LIMIT, context.getHandler());
    if (!bucket) return true;
    const { limit, windowSeconds } = rateLimits[bucket];
    const ip = context.switchToHttp().getRequest<{ ip?: string }>().ip ?? 'unknown';
    const hit = await this.counters.hit(bucket, ip, limit, windowSeconds);
    if (hit.allowed) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(hit.retryAfterSeconds));
    throw new HttpException(
      { message: `Too many attempts. Please try again in ${minutesText(hit.retryAfterSeconds)}.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
