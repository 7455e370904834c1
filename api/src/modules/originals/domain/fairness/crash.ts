import { createHash, createHmac } from 'node:crypto';

/**
 * bustabit v2's crash (seeding event, bitcointalk topic 2807542, and its official verifier,
 * github.com/bustabit/verifier):
 * - the chain: each element is SHA-256 of the lowercase hex string of the previous one; games are played
 *   from the end, so hashing game n's hash gives game n-1's, and game 1's hashes to the published
 *   terminating hash;
 * - a game's result: HMAC-SHA256 keyed by the salt (the hex string as written, as the verifier passes it)
 *   over the game hash's 32 BYTES (the verifier decodes the hex first; over the hex text the results
 *   differ), its first 52 bits r, X = r / 2^52, then floor(99 / (1 - X)) / 100, at least 1.00: a 1% edge.
 */
export const hashPattern = /^[0-9a-f]{64}$/;

const nBits = 52;

/** The hash of the game before (the next link towards the terminating hash). */
export function previousGameHash(gameHash: string): string {
  return createHash('sha256').update(gameHash).digest('hex');
}

/** The result of a game, from its hash and the chain's salt. */
export function crashPoint(gameHash: string, salt: string): number {
  if (!hashPattern.test(gameHash)) throw new RangeError('the game hash must be 64 lowercase hex characters');
  const hmac = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
  return crashPointFromBits(Number.parseInt(hmac.slice(0, nBits / 4), 16));
}

/** The result from the 52 bits (exported for the statistical test, which draws the bits directly). */
export function crashPointFromBits(r: number): number {
  const x = r / 2 ** nBits; // uniform in [0, 1)
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

/**
 * A chain of `length` hashes from a secret start, in play order: [game 1, ..., game length], with the
 * terminating hash (what is published before game 1) beside it. Pure; a real chain of 10^6+ games is
 * generated once by the crash part of issue 19, not here.
 */
export function hashChain(start: string, length: number): { games: string[]; terminatingHash: string } {
  const generated = [start];
  for (let i = 1; i < length; i++) generated.push(previousGameHash(generated[i - 1]!));
  const games = generated.reverse();
  return { games, terminatingHash: previousGameHash(games[0]!) };
}
