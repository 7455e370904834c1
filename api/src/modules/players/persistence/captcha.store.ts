import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../platform/redis/redis.module.js';

/** Desktop registration captchas: the 4-digit answer for 5 minutes, usable once (a wrong answer burns it too). */
@Injectable()
export class CaptchaStore {
  static readonly lifetimeSeconds = 300;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key = (id: string) => `players:captcha:${id}`;

  async save(id: string, answer: string): Promise<void> {
    await this.redis.set(this.key(id), answer, 'EX', CaptchaStore.lifetimeSeconds);
  }

  async take(id: string, answer: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return false;
    const stored = await this.redis.getdel(this.key(id));
    return stored !== null && stored === answer;
  }
}
