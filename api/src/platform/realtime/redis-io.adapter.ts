import type { IncomingMessage } from 'node:http';
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
    server.engine.on('connection', keepHandshakeOnly);
    return server;
  }
}

/**
 * engine.io keeps each connection's first HTTP request (the IncomingMessage, and through it its TCP socket,
 * long closed when the client upgraded from long-polling) for the connection's whole life; socket.io reads
 * only its headers, url and query, when a namespace connects (the handshake: `auth.token` or the
 * Authorization header, socket-auth.ts). Keep just those: part of the ~31 KiB an idle socket costs, toward
 * the issue 15 budget of 5,000 idle sockets under 400 MB (bench/sockets/README.md).
 */
function keepHandshakeOnly(raw: { request: IncomingMessage }): void {
  const { headers, url } = raw.request;
  const { _query } = raw.request as IncomingMessage & { _query?: unknown };
  const encrypted = Boolean((raw.request.socket as { encrypted?: boolean } | null)?.encrypted);
  raw.request = { headers, url, _query, connection: { encrypted }, socket: { encrypted } } as unknown as IncomingMessage;
}
