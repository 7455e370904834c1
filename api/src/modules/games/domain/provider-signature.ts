import { createHmac, createPublicKey, createSecretKey, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

/**
 * The signature of a provider call: base64 in `X-Khela-Signature`, over the raw body bytes, with
 * RSA-SHA256 (PKCS#1 v1.5, the provider's public key) or HMAC-SHA256 (shared secret), as the provider's
 * row says. Anything unreadable (no header, bad base64, a broken key) is simply not a valid signature.
 */
export function verifyProviderSignature(
  scheme: 'rsa' | 'hmac',
  key: string | KeyObject | null,
  raw: Buffer,
  signature: string | undefined,
): boolean {
  if (key === null) return false;
  if (!signature || signature.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  const given = Buffer.from(signature, 'base64');
  if (scheme === 'hmac') {
    const expected = createHmac('sha256', key).update(raw).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  try {
    return verify('sha256', raw, key, given);
  } catch {
    return false;
  }
}

/**
 * The provider's key parsed once (a PEM parse or a secret's bytes per call cost more than the check):
 * what `verifyProviderSignature` takes in place of the text. Null for a key that cannot be read (then no
 * signature is valid, as with the text).
 */
export function providerVerifyKey(scheme: 'rsa' | 'hmac', key: string): KeyObject | null {
  try {
    return scheme === 'hmac' ? createSecretKey(Buffer.from(key, 'utf8')) : createPublicKey(key);
  } catch {
    return null;
  }
}

/** How a provider signs (the tests and the simulator use it): HMAC with the secret, or RSA with its private key. */
export function signProviderBody(scheme: 'rsa' | 'hmac', key: string, raw: Buffer | string): string {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  return scheme === 'hmac' ? createHmac('sha256', key).update(bytes).digest('base64') : sign('sha256', bytes, key).toString('base64');
}
