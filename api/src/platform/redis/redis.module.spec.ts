import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { failFastOptions, RedisConnections } from './redis.module.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';

/** A local port where nothing listens: every connection attempt is refused at once. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A stand-in Redis in its own process (as the real one is: it answers while this process is busy),
 * speaking just enough RESP: `+OK` to every command, or nothing at all when `silent` (a stuck connection:
 * the socket is open, no answer ever comes).
 */
async function fakeRedis(silent: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const script = `
    const server = require('node:net').createServer((socket) => {
      socket.on('error', () => {});
      socket.on('data', (chunk) => {
        if (${silent}) return;
        for (const byte of chunk) if (byte === 0x2a) socket.write('+OK\\r\\n'); // one reply per RESP array
      });
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim())));
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

describe('a fail-fast connection whose Redis does not answer', () => {
  // enableReadyCheck off: the stand-in does not answer INFO; 'ready' comes with the TCP connection.
  const options = { ...failFastOptions, enableReadyCheck: false, commandTimeout: 300 };

  it('gives a command up after about its timeout, with an error the filter answers 503', async () => {
    const redis = await fakeRedis(true);
    const connections = new RedisConnections(redis.url);
    try {
      const client = connections.open(options);
      await new Promise((resolve) => client.once('ready', resolve));
      const started = Date.now();
      const error = await client.get('anything').then(
        () => undefined,
        (e: unknown) => e,
      );
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(290);
      expect(waited).toBeLessThan(2000);
      expect((error as Error).message).toBe('Command timed out');
      expect(isDependencyUnavailable(error)).toBe(true);
    } finally {
      await connections.closeAll();
      await redis.close();
    }
  });

  it('keeps a reply that arrived while the process was busy past the timeout (a loaded CPU is not an outage)', async () => {
    const redis = await fakeRedis(false);
    const connections = new RedisConnections(redis.url);
    try {
      const client = connections.open(options);
      await new Promise((resolve) => client.once('ready', resolve));
      const reply = client.set('key', 'value');
      // The reply comes back at once, but the event loop is busy for twice the timeout first: the timer is
      // due before the socket is read. ioredis' own commandTimeout rejected here.
      const busyUntil = Date.now() + 2 * options.commandTimeout;
      while (Date.now() < busyUntil);
      await expect(reply).resolves.toBe('OK');
    } finally {
      await connections.closeAll();
      await redis.close();
    }
  });
});

describe('Redis connections while Redis is away', () => {
  const opened: RedisConnections[] = [];
  const connections = async () => {
    const c = new RedisConnections(`redis://127.0.0.1:${await deadPort()}`);
    opened.push(c);
    return c;
  };
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.closeAll()));
  });

  it('a fail-fast connection refuses a command at once, with an error the filter answers 503', async () => {
    const redis = (await connections()).open(failFastOptions);
    const started = Date.now();
    const error = await redis.get('anything').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(200);
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it("a PUBLISH nobody awaits (socket.io's adapter and emitter) fails without an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const redis = (await connections()).open({ maxRetriesPerRequest: 0 });
      const gaveUp = new Promise((resolve) => redis.once('reconnecting', resolve)); // the queue is flushed then
      void redis.publish('channel', 'message'); // as the emitter does: fire and forget
      await gaveUp;
      await new Promise((r) => setImmediate(r)); // Node reports unhandled rejections once the microtasks ran
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
