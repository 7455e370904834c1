import { describe, expect, it } from '@jest/globals';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { checkProviderKey, keyFingerprint } from './provider-key.js';

const rsa = (modulusLength: number) =>
  generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('provider keys', () => {
  const strong = rsa(2048);

  it('accepts an HMAC secret of 16 characters or more and refuses a shorter one', () => {
    expect(checkProviderKey('hmac', 'a'.repeat(16))).toEqual({ ok: true, key: 'a'.repeat(16) });
    expect(checkProviderKey('hmac', 'a'.repeat(15))).toEqual({ ok: false, problem: 'hmac_too_short' });
  });

  it('accepts a PEM RSA public key of 2048 bits, and refuses a private key, a short key, an EC key and text', () => {
    expect(checkProviderKey('rsa', strong.publicKey)).toEqual({ ok: true, key: strong.publicKey });
    expect(checkProviderKey('rsa', strong.privateKey)).toEqual({ ok: false, problem: 'not_rsa_public_key' });
    expect(checkProviderKey('rsa', rsa(1024).publicKey)).toEqual({ ok: false, problem: 'not_rsa_public_key' });
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(checkProviderKey('rsa', ec.publicKey)).toEqual({ ok: false, problem: 'not_rsa_public_key' });
    expect(checkProviderKey('rsa', '-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----')).toEqual({
      ok: false,
      problem: 'not_rsa_public_key',
    });
  });

  it('fingerprints an RSA key by its DER and an HMAC secret without showing it', () => {
    const der = createHash('sha256')
      .update(Buffer.from(strong.publicKey.replace(/-----[^-]+-----|\s/g, ''), 'base64'))
      .digest('hex');
    expect(keyFingerprint('rsa', strong.publicKey)).toBe(`SHA256:${der.slice(0, 32).match(/../g)!.join(':')}`);
    const secret = 'a-secret-of-enough-length';
    const print = keyFingerprint('hmac', secret);
    expect(print).toMatch(/^SHA256:([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
    expect(print).toBe(keyFingerprint('hmac', secret));
    expect(print).not.toBe(keyFingerprint('hmac', `${secret}x`));
    expect(print).not.toContain(createHash('sha256').update(secret).digest('hex').slice(0, 8));
  });
});
