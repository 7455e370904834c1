import { createHmac } from 'node:crypto';

/**
 * Stake's published random-number scheme ("Implementation" and "Conversions" of stake.com/provably-fair):
 * the bytes of HMAC-SHA256 keyed by the server seed over `clientSeed:nonce:round`, 32 bytes a round, the
 * next round (the cursor) when a game needs more than 8 floats; each float is 4 bytes read as
 * sum(byte_i / 256^(i+1)), so it lies in [0, 1). Kept byte-compatible so an outside Stake verifier gives
 * the same number for the same seeds.
 */
export interface SeedTriple {
  /** The revealed server seed, used as the HMAC key exactly as written (a string, not decoded hex). */
  serverSeed: string;
  clientSeed: string;
  /** The bet's nonce: a non-negative integer. */
  nonce: number;
}

const bytesPerRound = 32;
const bytesPerFloat = 4;

/** The bytes of rounds `cursor` onwards, enough for `count` bytes. */
export function stakeBytes(seeds: SeedTriple, count: number, cursor = 0): Buffer {
  const rounds: Buffer[] = [];
  for (let round = cursor, have = 0; have < count; round++, have += bytesPerRound) {
    rounds.push(createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${round}`).digest());
  }
  return Buffer.concat(rounds).subarray(0, count);
}

/** `count` floats in [0, 1), 4 bytes each (Stake's `generateFloats`). */
export function stakeFloats(seeds: SeedTriple, count: number, cursor = 0): number[] {
  const bytes = stakeBytes(seeds, count * bytesPerFloat, cursor);
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    let float = 0;
    for (let j = 0; j < bytesPerFloat; j++) float += bytes[i * bytesPerFloat + j]! / 256 ** (j + 1);
    floats.push(float);
  }
  return floats;
}
