import { createHash, createPublicKey } from 'node:crypto';

/** Shortest HMAC secret we accept (the same floor as GAME_SIM_SECRET and the e-wallet's callback secret). */
export const minHmacSecretLength = 16;
export const maxKeyLength = 8192;

export type ProviderKeyProblem = 'hmac_too_short' | 'not_rsa_public_key';

/**
 * Whether new key material can verify signatures: an HMAC secret of 16 to 8192 characters, or a PEM RSA
 * public key (2048 bits or more). Answers the key in the form stored (an RSA key re-exported as SPKI PEM).
 */
export function checkProviderKey(
  scheme: 'rsa' | 'hmac',
  key: string,
): { ok: true; key: string } | { ok: false; problem: ProviderKeyProblem } {
  if (scheme === 'hmac')
    return key.length >= minHmacSecretLength && key.length <= maxKeyLength ? { ok: true, key } : { ok: false, problem: 'hmac_too_short' };
  try {
    if (!/-----BEGIN (RSA )?PUBLIC KEY-----/.test(key)) return { ok: false, problem: 'not_rsa_public_key' };
    const parsed = createPublicKey(key);
    const bits = parsed.asymmetricKeyDetails?.modulusLength ?? 0;
    if (parsed.asymmetricKeyType !== 'rsa' || bits < 2048) return { ok: false, problem: 'not_rsa_public_key' };
    return { ok: true, key: parsed.export({ type: 'spki', format: 'pem' }).toString() };
  } catch {
    return { ok: false, problem: 'not_rsa_public_key' };
  }
}

/**
 * What staff see of a key: "SHA256:" and the first 16 bytes of a SHA-256 as hex pairs. Of the DER of an RSA
 * public key (compare with `openssl pkey -pubin -outform DER | sha256sum`); of an HMAC secret under a fixed
 * label, so equal secrets show equal fingerprints while the secret itself is never shown.
 */
export function keyFingerprint(scheme: 'rsa' | 'hmac', key: string): string {
  let bytes: Buffer;
  if (scheme === 'rsa') {
    try {
      bytes = createPublicKey(key).export({ type: 'spki', format: 'der' });
    } catch {
      bytes = Buffer.from(key, 'utf8');
    }
  } else bytes = Buffer.from(`khela-provider-hmac-key\0${key}`, 'utf8');
  const hex = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `SHA256:${hex.match(/../g)!.join(':')}`;
}
