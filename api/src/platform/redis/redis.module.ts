import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';

export const REDIS = Symbol('REDIS');

/**
 * Hands out ioredis connections. Blocking users (BullMQ workers, socket.io's subscriber) need their
 * own connection; everything else shares `REDIS`. Every connection made here is closed on shutdown.
 */
export class RedisConnections {
  private readonly opened = new Set<Redis>();

  constructor(private readonly url: string) {}

  open(options: RedisOptions = {}): Redis {
    const client = new Redis(this.url, { lazyConnect: false, enableOfflineQueue: true, ...options });
    client.on('error', () => undefined); // errors surface on commands; avoid unhandled 'error' events
    this.opened.add(client);
    client.once('end', () => this.opened.delete(client));
    return client;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.opened].map((c) => c.quit().catch(() => c.disconnect())));
    this.opened.clear();
  }
}

@Global()
@Module({
  providers: [
    { provide: RedisConnections, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new RedisConnections(c.REDIS_URL) },
    {
      provide: REDIS,
      inject: [RedisConnections, APP_CONFIG],
      useFactory: (connections: RedisConnections, c: AppConfig) =>
        connections.open({ keyPrefix: `${c.REDIS_PREFIX}:`, maxRetriesPerRequest: 2 }),
    },
  ],
  exports: [REDIS, RedisConnections],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RedisConnections) private readonly connections: RedisConnections) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connections.closeAll();
  }
}
