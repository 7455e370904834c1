import { describe, expect, it } from '@jest/globals';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { logRedactions } from './logger.js';
import { currentRequestId } from './request-context.js';
import { requestLogging } from './request-logging.middleware.js';

async function serve(level: string, lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = express();
  app.use(
    requestLogging(pino({ level, mixin: () => ({ requestId: currentRequestId() }), redact: { paths: logRedactions, remove: true } }, sink)),
  );
  app.use((_req, res) => {
    res.setHeader('Set-Cookie', ['khela_staff_session=SESSION-SECRET; HttpOnly', 'khela_staff_csrf=CSRF-SECRET']);
    res.json({ requestId: currentRequestId() });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const settle = async (lines: string[], n: number) => {
  for (let i = 0; i < 100 && lines.length < n; i += 1) await new Promise((r) => setTimeout(r, 10));
};

describe('request logging', () => {
  it('logs the request line and status, with the request id, and no bearer token, cookie or Set-Cookie', async () => {
    const lines: string[] = [];
    const { server, base } = await serve('info', lines);
    try {
      const res = await fetch(`${base}/api/admin/auth/login?x=1`, {
        headers: { Authorization: 'Bearer BEARER-SECRET', Cookie: 'khela_staff_session=COOKIE-SECRET', 'X-Request-Id': 'req-12345678' },
      });
      expect(res.headers.get('x-request-id')).toBe('req-12345678');
      expect(await res.json()).toEqual({ requestId: 'req-12345678' });
      await fetch(`${base}/api/health`);
      await settle(lines, 2);
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1); // /api/health is not logged
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'request completed',
      requestId: 'req-12345678',
      req: { method: 'GET', url: '/api/admin/auth/login?x=1' },
      res: { statusCode: 200 },
    });
    expect(lines[0]).not.toMatch(/SECRET/);
  });

  it('builds and writes nothing when the level is above info, and still gives each request an id', async () => {
    const lines: string[] = [];
    const { server, base } = await serve('warn', lines);
    try {
      const res = await fetch(`${base}/api/balance`, { method: 'POST' });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await settle(lines, 1);
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(0);
  });
});
