import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { RedisConnections } from '../redis/redis.module.js';

/** socket.io channel prefix shared by the adapter (api instances) and the emitter (any role). */
export const socketIoKey = (config: AppConfig) => `${config.REDIS_PREFIX}:socket.io`;

/**
 * Makes every api instance's socket.io server one logical server: emits fan out through Redis. Also keeps what an
 * idle socket costs low (issue 15: 5,000 idle sockets under 400 MB in one api process; bench/sockets/README.md):
 * message handlers bound with one plain listener each instead of Nest's RxJS chain per socket, and neither the
 * handshake's nor the WebSocket upgrade's HTTP request kept once the socket is connected.
 */
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
    releaseUpgradeRequests(server.engine as unknown as UpgradingEngine);
    return server;
  }

  /**
   * A gateway's `@SubscribeMessage` handlers on one socket: one listener per message, with what Nest's IoAdapter
   * does (the handler's result, once resolved, is the client's acknowledgement, or emitted when it is
   * `{ event, data }`; a handler's error is logged and the socket keeps listening). Nest's own builds an RxJS chain
   * per socket and message (fromEvent, mergeMap, takeUntil of a shared disconnect stream): about 9 KiB of
   * subscribers, closures and contexts per socket for the player gateway's two messages, as long as it is
   * connected. A disconnected socket receives no more messages (the takeUntil's purpose) and its listeners go with it.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
        let result: Observable<unknown>;
        try {
          result = transform(callback(data, ack));
        } catch (error) {
          this.logger.error(error);
          return;
        }
        result.subscribe({
          next: (response) => {
            if (response === null || response === undefined) return;
            const { event, data: payload } = response as { event?: string; data?: unknown };
            if (event) socket.emit(event, payload);
            else if (!isAckHandledManually && typeof ack === 'function') (ack as (value: unknown) => void)(response);
          },
          error: (error: unknown) => this.logger.error(error),
        });
      });
    }
  }
}

interface UpgradingEngine {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  middlewares?: unknown[];
}

/**
 * engine.io answers a WebSocket upgrade with a stand-in response that listens for its TCP socket's `close` for the
 * connection's whole life, holding the upgrade's IncomingMessage (headers, raw headers, its stream state: ~3 KiB)
 * as long as the socket is open. Only engine.io middlewares (`engine.use`, none here) read that response; with none,
 * the upgrade is answered before `handleUpgrade` returns and the listener goes (ws's own listener stays).
 */
function releaseUpgradeRequests(engine: UpgradingEngine): void {
  const handleUpgrade = engine.handleUpgrade.bind(engine);
  engine.handleUpgrade = (req, socket, head) => {
    const before = socket.rawListeners('close');
    handleUpgrade(req, socket, head);
    if (engine.middlewares?.length) return;
    // the stand-in's is a `once` listener (a wrapper with `.listener`), added before ws's own `on('close')`
    const standIn = socket.rawListeners('close').find((l) => !before.includes(l) && 'listener' in l);
    if (standIn) socket.removeListener('close', standIn as (...args: unknown[]) => void);
  };
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
