import { afterAll, describe, expect, it } from '@jest/globals';
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
