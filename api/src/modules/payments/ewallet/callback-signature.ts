import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-wallet gateway's callback, and its signature: HMAC-SHA256 with the shared secret over the
 * fields joined in a fixed order (so verifying needs no raw body). The nonce makes every callback
 * unique (a replay is refused); the timestamp bounds how old one may be.
 */
export interface GatewayCallback {
  transaction_id: string;
  merchant_ref: string;
  status: 'paid' | 'failed';
  /** Two-place decimal string. */
  amount: string;
  nonce: string;
  /** Unix seconds. */
  timestamp: number;
}

export const callbackMaxAgeSeconds = 300;

export function canonicalCallback(c: GatewayCallback): string {
  return [c.transaction_id, c.merchant_ref, c.status, c.amount, c.nonce, String(c.timestamp)].join('|');
}

export function signCallback(c: GatewayCallback, secret: string): string {
  return createHmac('sha256', secret).update(canonicalCallback(c)).digest('hex');
}

export function verifyCallbackSignature(c: GatewayCallback, signature: string, secret: string): boolean {
  const expected = Buffer.from(signCallback(c, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A body that has every field with the right type, or null. */
export function readCallback(body: unknown): GatewayCallback | null {
  const b = body as Partial<Record<keyof GatewayCallback, unknown>> | null;
  if (!b || typeof b !== 'object') return null;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 100;
  if (!text(b.transaction_id) || !text(b.merchant_ref) || !text(b.amount) || !text(b.nonce)) return null;
  if (b.status !== 'paid' && b.status !== 'failed') return null;
  if (typeof b.timestamp !== 'number' || !Number.isInteger(b.timestamp)) return null;
  return b as GatewayCallback;
}
