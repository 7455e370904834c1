/**
 * A stand-in for an HTTP SMS gateway, for development and tests: "the player's phone". It takes what the
 * api posts with the default SMS_TEMPLATE (`{"to":"...","text":"..."}`) and keeps it.
 *   POST /          one SMS (JSON {to, text}); answers 202
 *   GET  /          the messages received, newest first (HTML), ?to=<digits> for one number
 *   GET  /messages  the same as JSON
 * Tests start it in-process (`startSmsGatewaySimulator`) and read codes where the player would; in
 * development run the built `main.js` beside this file and point SMS_GATEWAY_URL at it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimulatedSms {
  to: string;
  text: string;
  at: Date;
}

export interface SmsGatewaySimulator {
  url: string;
  /** Every SMS received, oldest first. */
  messages(): SimulatedSms[];
  /** The newest SMS to a number (compared by its last 10 digits), waiting up to `timeoutMs` for one to arrive. */
  waitForSmsTo(number: string, options?: { after?: number; timeoutMs?: number }): Promise<SimulatedSms>;
  close(): Promise<void>;
}

const lastDigits = (number: string) => number.replace(/\D/g, '').slice(-10);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 20_000) throw new Error('body too large');
  }
  return text;
}

export async function startSmsGatewaySimulator(options: { port?: number; host?: string } = {}): Promise<SmsGatewaySimulator> {
  const received: SimulatedSms[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      if (req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { to?: unknown; text?: unknown };
        if (typeof body.to !== 'string' || typeof body.text !== 'string') {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"to and text are required"}');
          return;
        }
        received.push({ to: body.to, text: body.text, at: new Date() });
        for (const wake of waiters) wake();
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
        return;
      }
      const to = url.searchParams.get('to');
      const list = received.filter((m) => !to || lastDigits(m.to) === lastDigits(to)).reverse();
      if (url.pathname === '/messages') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
        return;
      }
      const rows = list
        .map((m) => `<tr><td>${m.at.toISOString()}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`)
        .join('');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><meta charset="utf-8"><title>SMS simulator</title><h1>SMS received</h1><table>${rows}</table>`);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad request"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const newestTo = (number: string, after: number) =>
    received
      .slice(after)
      .reverse()
      .find((m) => lastDigits(m.to) === lastDigits(number));

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    messages: () => [...received],
    waitForSmsTo(number, { after = 0, timeoutMs = 10_000 } = {}) {
      const found = newestTo(number, after);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const check = () => {
          const sms = newestTo(number, after);
          if (!sms) return;
          cleanup();
          resolve(sms);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no SMS reached ${number} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
