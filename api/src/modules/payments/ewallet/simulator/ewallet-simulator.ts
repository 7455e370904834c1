/**
 * A stand-in for an e-wallet payment gateway, for development and tests: its own small HTTP service.
 *   POST /api/payments           creates a payment (merchant_ref, amount, provider, callback_url, return_url)
 *   GET  /pay/:id                the payment page the player sees (Pay / Fail)
 *   POST /pay/:id/complete       outcome=paid|failed: calls the merchant's callback, signed, then sends the
 *                                browser back to return_url?trx_id=... (when one was given)
 * Tests start it in-process (`startEwalletSimulator`); in development run the built `main.js` beside
 * this file and point EWALLET_GATEWAY_URL at it, with the same EWALLET_CALLBACK_SECRET on both sides.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback, type GatewayCallback } from '../callback-signature.js';

interface SimulatedPayment {
  id: string;
  merchantRef: string;
  amount: string;
  provider: string;
  callbackUrl: string;
  returnUrl: string;
  status: 'created' | 'paid' | 'failed';
  expiresAt: Date;
}

export interface EwalletSimulator {
  url: string;
  /** Completes a payment as the player would on the page; answers the merchant's HTTP status. */
  complete(id: string, outcome: 'paid' | 'failed'): Promise<number>;
  /** The last callback sent (body and signature), so tests can replay or forge it. */
  lastCallback(): { body: GatewayCallback; signature: string } | undefined;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 10_000) throw new Error('body too large');
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startEwalletSimulator(options: {
  secret: string;
  port?: number;
  host?: string;
  ttlMinutes?: number;
}): Promise<EwalletSimulator> {
  const payments = new Map<string, SimulatedPayment>();
  let last: { body: GatewayCallback; signature: string } | undefined;

  const complete = async (id: string, outcome: 'paid' | 'failed'): Promise<number> => {
    const payment = payments.get(id);
    if (!payment || payment.status !== 'created') return 404;
    payment.status = outcome;
    const body: GatewayCallback = {
      transaction_id: payment.id,
      merchant_ref: payment.merchantRef,
      status: outcome,
      amount: payment.amount,
      nonce: randomBytes(12).toString('hex'),
      timestamp: Math.floor(Date.now() / 1000),
    };
    const signature = signCallback(body, options.secret);
    last = { body, signature };
    const res = await fetch(payment.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
      body: JSON.stringify(body),
    });
    return res.status;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (req.method === 'POST' && url.pathname === '/api/payments') {
      const body = await readJson(req);
      const id = `SIM${randomBytes(6).toString('hex').toUpperCase()}`;
      const expiresAt = new Date(Date.now() + (options.ttlMinutes ?? 10) * 60_000);
      payments.set(id, {
        id,
        merchantRef: String(body.merchant_ref),
        amount: String(body.amount),
        provider: String(body.provider),
        callbackUrl: String(body.callback_url),
        returnUrl: typeof body.return_url === 'string' && /^https?:\/\//.test(body.return_url) ? body.return_url : '',
        status: 'created',
        expiresAt,
      });
      send(
        201,
        JSON.stringify({
          transaction_id: id,
          payment_url: `${simulator.url}/pay/${id}`,
          number: '01700000999',
          expires_at: expiresAt.toISOString(),
        }),
      );
      return;
    }
    const page = /^\/pay\/([A-Z0-9]+)(\/complete)?$/.exec(url.pathname);
    const payment = page ? payments.get(page[1]!) : undefined;
    if (page && payment && req.method === 'GET' && !page[2]) {
      send(
        200,
        `<!doctype html><title>Pay ${escapeHtml(payment.provider)}</title><h1>${escapeHtml(payment.provider)} payment</h1>
         <p>Amount: ${escapeHtml(payment.amount)} BDT</p><p>Status: ${payment.status}</p>
         <form method="post" action="/pay/${payment.id}/complete?outcome=paid"><button>Pay</button></form>
         <form method="post" action="/pay/${payment.id}/complete?outcome=failed"><button>Fail</button></form>`,
        'text/html; charset=utf-8',
      );
      return;
    }
    if (page && payment && req.method === 'POST' && page[2]) {
      const status = await complete(payment.id, url.searchParams.get('outcome') === 'failed' ? 'failed' : 'paid');
      if (payment.returnUrl) {
        const back = new URL(payment.returnUrl);
        back.searchParams.set('trx_id', payment.id);
        res.writeHead(303, { location: back.toString() });
        res.end();
        return;
      }
      send(
        200,
        `<!doctype html><p>Payment ${payment.status}. Merchant answered ${status}. You can close this page.</p>`,
        'text/html; charset=utf-8',
      );
      return;
    }
    if (url.pathname === '/favicon.ico') {
      send(204, '', 'image/x-icon');
      return;
    }
    send(404, JSON.stringify({ message: 'Not found' }));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const simulator: EwalletSimulator = {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    complete,
    lastCallback: () => last,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
