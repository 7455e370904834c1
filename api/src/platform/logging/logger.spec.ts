import { describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { logRedactions } from './logger.js';

describe('log redaction', () => {
  it('a request line keeps no bearer token, no cookie and no Set-Cookie (a staff sign-in sets its session token there)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const httpLogger = pinoHttp({ logger: pino({ redact: { paths: logRedactions, remove: true } }, sink) });
    const server: Server = createServer((req, res) => {
      httpLogger(req, res);
      res.setHeader('Set-Cookie', ['khela_staff_session=SESSION-SECRET; HttpOnly', 'khela_staff_csrf=CSRF-SECRET']);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/api/admin/auth/login`, {
        headers: { Authorization: 'Bearer BEARER-SECRET', Cookie: 'khela_staff_session=COOKIE-SECRET' },
      });
      for (let i = 0; i < 50 && lines.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ req: { url: '/api/admin/auth/login' }, res: { statusCode: 200 } });
    expect(lines[0]).not.toMatch(/SECRET/);
  });
});
