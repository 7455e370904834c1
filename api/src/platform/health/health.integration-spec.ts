import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';

/** A TCP proxy in front of the real Postgres that the test can cut and restore, like a network fault. */
class CuttableProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(port = 0): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

describe('GET /api/health and /api/ready', () => {
  let db: TestDatabase;
  let app: TestApp;
  let proxy: CuttableProxy;

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = new URL(db.url);
    proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    url.host = `127.0.0.1:${proxy.port}`;
    app = await startTestApp({ databaseUrl: url.toString(), role: 'api' });
  });

  afterAll(async () => {
    await app?.close();
    await proxy.cut().catch(() => undefined);
    await db?.drop();
  });

  it('health answers while the process is alive', async () => {
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('ready is 200 when Postgres and Redis answer', async () => {
    const res = await fetch(`${app.url}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { postgres: 'up', redis: 'up' }, failed: [] });
  });

  it('ready is 503 naming Postgres while the database is unreachable, and recovers when it returns', async () => {
    const port = proxy.port;
    await proxy.cut();
    const down = await fetch(`${app.url}/api/ready`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'not_ready', checks: { postgres: 'down', redis: 'up' }, failed: ['postgres'] });

    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);

    await proxy.open(port);
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i++) {
      status = (await fetch(`${app.url}/api/ready`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
