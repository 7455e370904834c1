import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type Command, type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';

export const REDIS = Symbol('REDIS');

/**
 * How request-serving connections behave while Redis is away: every command fails at once instead of
 * waiting in ioredis' offline queue (which made login answer 500 after 3 s), a command on a connection
 * that stopped answering gives up after a second, and nothing is replayed after a reconnect (a counter
 * the caller saw fail must not count later). The caller's error becomes a 503 in the exception filter.
 * BullMQ workers and socket.io's subscriber keep ioredis' waiting behaviour (they open their own).
 */
export const failFastOptions: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: 1000,
  maxRetriesPerRequest: 1,
  autoResendUnfulfilledCommands: false,
};

/** The longest start-up waits for the shared connection before serving (it keeps reconnecting after). */
const firstConnectWaitMs = 5000;

/**
 * Hands out ioredis connections. Blocking users (BullMQ workers, socket.io's subscriber) need their
 * own connection; everything else shares `REDIS`. Every connection made here is closed on shutdown.
 */
export class RedisConnections {
  private readonly opened = new Set<Redis>();

  constructor(private readonly url: string) {}

  open(options: RedisOptions = {}): Redis {
    const { commandTimeout, ...redisOptions } = options;
    const client = new Redis(this.url, { lazyConnect: false, enableOfflineQueue: true, ...redisOptions });
    if (commandTimeout !== undefined) giveUpOnSilentCommands(client, commandTimeout);
    client.on('error', () => undefined); // errors surface on commands; avoid unhandled 'error' events
    // socket.io's adapter and emitter publish without handling a failed PUBLISH: unhandled, one push made
    // while Redis is away would end the process once ioredis gives up on it. Awaiting callers still see it.
    const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
    client.publish = ((...args: unknown[]) => {
      const sent = publish(...args);
      sent.catch(() => undefined);
      return sent;
    }) as Redis['publish'];
    this.opened.add(client);
    client.once('end', () => this.opened.delete(client));
    return client;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.opened].map((c) => c.quit().catch(() => c.disconnect())));
    this.opened.clear();
  }
}

/**
 * ioredis' own `commandTimeout`, except that a reply already waiting on the socket is read before the
 * command is given up. Its timer fires in the event loop's timers phase, before the poll phase that reads
 * sockets: on a busy CPU (150 sign-ins at once at load 20) a reply Redis sent in a millisecond was still
 * unread when the second passed, and the request answered 503 "Redis unavailable" with Redis answering.
 * Here the timer only schedules the check for after the next poll (setImmediate), so what times out is a
 * command Redis really has not answered: a stuck connection still fails within about `ms`.
 */
function giveUpOnSilentCommands(client: Redis, ms: number): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((command: Command, stream?: unknown) => {
    const sent = send(command, stream as never);
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!command.isResolved) command.reject(new Error('Command timed out'));
        }),
      ms,
    );
    const clear = () => clearTimeout(timer);
    command.promise.then(clear, clear);
    return sent;
  }) as Redis['sendCommand'];
}

/** Resolves once `client` is ready, or after `ms` (it keeps trying in the background either way). */
export function readyOrTimeout(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    client.once('ready', done);
  });
}

@Global()
@Module({
  providers: [
    { provide: RedisConnections, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new RedisConnections(c.REDIS_URL) },
    {
      provide: REDIS,
      inject: [RedisConnections, APP_CONFIG],
      // Without an offline queue a command sent before the first connect would fail: start-up waits for it.
      useFactory: async (connections: RedisConnections, c: AppConfig) => {
        const client = connections.open({
          keyPrefix: `${c.REDIS_PREFIX}:`,
          ...failFastOptions,
          commandTimeout: c.REDIS_COMMAND_TIMEOUT_MS,
        });
        await readyOrTimeout(client, firstConnectWaitMs);
        return client;
      },
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
