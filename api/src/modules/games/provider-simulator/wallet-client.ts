/**
 * The simulator's client of Khela's seamless wallet API (`provider-api/README.md`), as an aggregator calls
 * it: JSON bodies signed with HMAC-SHA256 over the raw bytes (`X-Khela-Signature`, base64). A call whose
 * answer does not come (timeout, connection lost, a 5xx from a proxy) is sent again with the very same
 * bytes, so the same request_uuid and transaction_uuid: the wallet's idempotency makes the retry safe and
 * answers what the first attempt did. The game server and the chaos driver both use it.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type {
  ProviderAnswer,
  ProviderBalanceRequest,
  ProviderBetRequest,
  ProviderRollbackRequest,
  ProviderUserInfoRequest,
  ProviderWinRequest,
} from '@khela/contracts';

export const signatureHeader = 'x-khela-signature';

/** Base64 HMAC-SHA256 of the exact body bytes. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

export type WalletCall = 'user/info' | 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback';

/** Sends one signed body and answers the response text; throws when no answer came. Tests wrap it to lose answers. */
export type WalletTransport = (request: { url: string; body: string; signature: string; timeoutMs: number }) => Promise<string>;

/** Connections kept open between calls, as an aggregator's client does: no TCP handshake per bet. */
const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 128 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 128 }) };

export const httpTransport: WalletTransport = ({ url, body, signature, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      {
        method: 'POST',
        agent: target.protocol === 'https:' ? agents.https : agents.http,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [signatureHeader]: signature },
        timeout: timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () =>
          // The wallet answers every call with 200; anything else came from in between (a proxy, a restart): retry.
          response.statusCode === 200 ? resolve(text) : reject(new Error(`wallet answered HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });

export class WalletUnreachableError extends Error {
  constructor(
    readonly call: WalletCall,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`${call}: no answer after ${attempts} attempts (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

export interface WalletClientOptions {
  /** Khela's base URL, e.g. http://127.0.0.1:3000 */
  apiUrl: string;
  /** This provider's code at Khela (`sim`). */
  provider: string;
  secret: string;
  timeoutMs?: number;
  /** Attempts per call, the first included. */
  attempts?: number;
  /** Wait before retry n is n times this. */
  retryDelayMs?: number;
  transport?: WalletTransport;
}

/** A request as the caller gives it: the client adds request_uuid. */
type Without<T> = Omit<T, 'request_uuid'> & { request_uuid?: string };

export interface WalletAnswer {
  answer: ProviderAnswer;
  /** How many times the body was sent. */
  attempts: number;
}

export class WalletClient {
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly transport: WalletTransport;

  constructor(private readonly options: WalletClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.attempts = options.attempts ?? 4;
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.transport = options.transport ?? httpTransport;
  }

  userInfo(request: Without<ProviderUserInfoRequest>) {
    return this.send('user/info', request);
  }
  balance(request: Without<ProviderBalanceRequest>) {
    return this.send('user/balance', request);
  }
  bet(request: Without<ProviderBetRequest>) {
    return this.send('transaction/bet', request);
  }
  win(request: Without<ProviderWinRequest>) {
    return this.send('transaction/win', request);
  }
  rollback(request: Without<ProviderRollbackRequest>) {
    return this.send('transaction/rollback', request);
  }

  /** Signs the body once and sends it until an answer comes or the attempts run out. */
  async send(call: WalletCall, request: object & { request_uuid?: string }): Promise<WalletAnswer> {
    const body = JSON.stringify({ request_uuid: randomUUID(), ...request });
    const signature = signBody(body, this.options.secret);
    const url = `${this.options.apiUrl.replace(/\/$/, '')}/api/provider/${encodeURIComponent(this.options.provider)}/${call}`;
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      try {
        const text = await this.transport({ url, body, signature, timeoutMs: this.timeoutMs });
        return { answer: JSON.parse(text) as ProviderAnswer, attempts: attempt };
      } catch (error) {
        lastError = error;
        if (attempt < this.attempts) await new Promise((r) => setTimeout(r, this.retryDelayMs * attempt));
      }
    }
    throw new WalletUnreachableError(call, this.attempts, lastError);
  }
}
