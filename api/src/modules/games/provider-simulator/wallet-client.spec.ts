import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader, signBody, WalletClient, WalletUnreachableError, type WalletTransport } from './wallet-client.js';

const secret = 'sim-secret-0123456789abcdef';

async function readText(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

describe('simulator wallet client', () => {
  it('signs the exact body bytes: base64 HMAC-SHA256 with the shared secret', () => {
    const body = '{"request_uuid":"r-1","user":"demoplayer1"}';
    expect(signBody(body, secret)).toBe(createHmac('sha256', secret).update(body).digest('base64'));
    // RFC 4231 test case 2 ("Jefe"), base64 of its hex digest.
    expect(signBody('what do ya want for nothing?', 'Jefe')).toBe(
      Buffer.from('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', 'hex').toString('base64'),
    );
    expect(signBody(`${body} `, secret)).not.toBe(signBody(body, secret));
  });

  it('posts to /api/provider/{provider}/{call} with the signature of the body it sends', async () => {
    const seen: { url: string; body: string; signature: string }[] = [];
    const server = createServer((req, res) => {
      void readText(req).then((body) => {
        seen.push({ url: req.url!, body, signature: String(req.headers[signatureHeader]) });
        const { request_uuid } = JSON.parse(body) as { request_uuid: string };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'RS_OK', request_uuid, balance: 500 }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const client = new WalletClient({ apiUrl: `http://127.0.0.1:${port}/`, provider: 'sim', secret });
      const { answer, attempts } = await client.bet({
        user: 'demoplayer1',
        token: 't',
        game_code: 'RTG-TIGER-FORTUNE',
        round: 'r1',
        transaction_uuid: 'tx-1',
        currency: 'BDT',
        amount: 1000,
      });
      expect(attempts).toBe(1);
      expect(answer).toMatchObject({ status: 'RS_OK', balance: 500 });
      expect(seen[0]!.url).toBe('/api/provider/sim/transaction/bet');
      expect(seen[0]!.signature).toBe(signBody(seen[0]!.body, secret));
      expect(JSON.parse(seen[0]!.body)).toMatchObject({ transaction_uuid: 'tx-1', amount: 1000, request_uuid: answer.request_uuid });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('a lost answer is retried with the very same bytes and signature; it gives up after its attempts', async () => {
    const sent: string[] = [];
    let lose = 2;
    const transport: WalletTransport = async ({ body, signature }) => {
      expect(signature).toBe(signBody(body, secret));
      sent.push(body);
      if (lose-- > 0) throw new Error('timeout');
      return JSON.stringify({ status: 'RS_OK', request_uuid: JSON.parse(body).request_uuid });
    };
    const client = new WalletClient({ apiUrl: 'http://wallet', provider: 'sim', secret, transport, retryDelayMs: 1 });
    const { attempts } = await client.win({
      user: 'u',
      token: 't',
      game_code: 'g',
      round: 'r',
      transaction_uuid: 'w-1',
      reference_transaction_uuid: 'b-1',
      currency: 'BDT',
      amount: 0,
      round_closed: true,
    });
    expect(attempts).toBe(3);
    expect(new Set(sent).size).toBe(1);

    const never = new WalletClient({
      apiUrl: 'http://wallet',
      provider: 'sim',
      secret,
      attempts: 2,
      retryDelayMs: 1,
      transport: () => Promise.reject(new Error('timeout')),
    });
    await expect(never.userInfo({ user: 'u' })).rejects.toBeInstanceOf(WalletUnreachableError);
  });
});
