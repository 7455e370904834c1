import { describe, expect, it } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { providerVerifyKey, signProviderBody, verifyProviderSignature } from './provider-signature.js';
import { contentOf, parseProviderCall } from './provider-wire.js';

const bet = { request_uuid: 'q1', user: 'u', token: 't', game_code: 'G', round: 'r', transaction_uuid: 'x', currency: 'BDT', amount: 100 };

describe('provider wire', () => {
  it('reads a well-formed call', () => {
    expect(parseProviderCall('transaction/bet', JSON.stringify(bet))).toEqual({
      ok: true,
      request: { call: 'transaction/bet', body: bet },
    });
    expect(parseProviderCall('user/info', '{"request_uuid":"a","user":"u"}').ok).toBe(true);
  });

  it('bad JSON, not an object, or a missing field: RS_ERROR_WRONG_SYNTAX (echoing request_uuid when readable)', () => {
    expect(parseProviderCall('transaction/bet', '{')).toEqual({ ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid: '' });
    expect(parseProviderCall('transaction/bet', '"x"')).toEqual({ ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid: '' });
    const { amount: _amount, ...noAmount } = bet;
    expect(parseProviderCall('transaction/bet', JSON.stringify(noAmount))).toEqual({
      ok: false,
      status: 'RS_ERROR_WRONG_SYNTAX',
      requestUuid: 'q1',
    });
    expect(parseProviderCall('transaction/win', JSON.stringify(bet))).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(parseProviderCall('transaction/bet', JSON.stringify({ ...bet, token: null }))).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
    });
  });

  it.each([
    ['amount as a string', { amount: '100' }],
    ['a fractional amount', { amount: 1.5 }],
    ['a negative amount', { amount: -1 }],
    ['a bet of 0', { amount: 0 }],
    ['an amount beyond a safe integer', { amount: 2 ** 60 }],
    ['an empty id', { round: '' }],
    ['an id with a control character', { transaction_uuid: 'a\u0001' }],
    ['an id over 200 characters', { token: 'x'.repeat(201) }],
    ['a number as an id', { user: 5 }],
    ['is_free not a boolean', { is_free: 'yes' }],
  ])('RS_ERROR_WRONG_TYPES: %s', (_name, change) => {
    expect(parseProviderCall('transaction/bet', JSON.stringify({ ...bet, ...change }))).toMatchObject({
      ok: false,
      status: 'RS_ERROR_WRONG_TYPES',
    });
  });

  it('a win of 0 is allowed (it closes a lost round)', () => {
    const win = { ...bet, reference_transaction_uuid: 'b', amount: 0, round_closed: true };
    expect(parseProviderCall('transaction/win', JSON.stringify(win)).ok).toBe(true);
  });

  it('content ignores request_uuid, token, field order and unknown fields', () => {
    const a = parseProviderCall('transaction/bet', JSON.stringify(bet));
    const b = parseProviderCall('transaction/bet', JSON.stringify({ extra: 1, ...bet, request_uuid: 'q2', token: 'other' }));
    const c = parseProviderCall('transaction/bet', JSON.stringify({ ...bet, amount: 101 }));
    if (!a.ok || !b.ok || !c.ok) throw new Error('parse');
    expect(contentOf(a.request)).toBe(contentOf(b.request));
    expect(contentOf(a.request)).not.toBe(contentOf(c.request));
  });
});

describe('provider signatures', () => {
  const raw = Buffer.from(JSON.stringify(bet));
  it('HMAC-SHA256 over the raw bytes, base64', () => {
    const signature = signProviderBody('hmac', 'secret-secret-secret', raw);
    expect(verifyProviderSignature('hmac', 'secret-secret-secret', raw, signature)).toBe(true);
    expect(verifyProviderSignature('hmac', 'another-secret-here', raw, signature)).toBe(false);
    expect(verifyProviderSignature('hmac', 'secret-secret-secret', Buffer.from(`${raw.toString()} `), signature)).toBe(false);
    // the key parsed once (what the wallet calls keep) verifies as the text does
    expect(verifyProviderSignature('hmac', providerVerifyKey('hmac', 'secret-secret-secret'), raw, signature)).toBe(true);
    expect(verifyProviderSignature('hmac', providerVerifyKey('hmac', 'another-secret-here'), raw, signature)).toBe(false);
  });

  it('RSA-SHA256 with the public key; anything unreadable is not valid', () => {
    const keys = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const signature = signProviderBody('rsa', keys.privateKey, raw);
    expect(verifyProviderSignature('rsa', keys.publicKey, raw, signature)).toBe(true);
    expect(verifyProviderSignature('rsa', keys.publicKey, Buffer.from('{}'), signature)).toBe(false);
    expect(verifyProviderSignature('rsa', 'not a key', raw, signature)).toBe(false);
    expect(verifyProviderSignature('rsa', providerVerifyKey('rsa', keys.publicKey), raw, signature)).toBe(true);
    expect(verifyProviderSignature('rsa', providerVerifyKey('rsa', keys.publicKey), Buffer.from('{}'), signature)).toBe(false);
    expect(providerVerifyKey('rsa', 'not a key')).toBeNull();
    expect(verifyProviderSignature('rsa', providerVerifyKey('rsa', 'not a key'), raw, signature)).toBe(false);
    for (const bad of [undefined, '', 'not base64!', 'x'.repeat(3000)])
      expect(verifyProviderSignature('rsa', keys.publicKey, raw, bad)).toBe(false);
  });
});
