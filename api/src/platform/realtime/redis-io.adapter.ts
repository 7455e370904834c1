import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { RedisConnections } from '../redis/redis.module.js';

/** socket.io channel prefix shared by the adapter (api instances) and the emitter (any role). */
export const socketIoKey = (config: AppConfig) => `${config.REDIS_PREFIX}:socket.io`;

/** Makes every api instance's socket.io server one logical server: emits fan out through Redis. */
export class RedisIoAdapter extends IoAdapter {
  constructor(private readonly appContext: INestApplicationContext) {
    super(appContext);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const config = this.appContext.get<AppConfig>(APP_CONFIG);
    const connections = this.appContext.get(RedisConnections);
    const server = super.createIOServer(port, { ...options, path: '/socket.io', serveClient: false } as ServerOptions) as Server;
    server.adapter(createAdapter(connections.open(), connections.open(), { key: socketIoKey(config) }));
    return server;
  }
}
