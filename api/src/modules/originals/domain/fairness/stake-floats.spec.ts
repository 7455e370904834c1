import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { stakeBytes, stakeFloats } from './stake-floats.js';

// A published worked example of this exact scheme (HMAC-SHA256 keyed by the server seed over
// `clientSeed:nonce:0`, 4 bytes a float): opduel.com/en/fairness/limbo. No vector published by Stake itself
// was found (see the module README).
const published = {
  serverSeed: 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55',
  clientSeed: 'LuckyClientSeed777',
  nonce: 2,
};

/** An independent, straightforward reading of Stake's description: one HMAC per round, bytes in order. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / 8);
    const hash = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    const at = (i % 8) * 4;
    out.push(hash[at]! / 256 + hash[at + 1]! / 65536 + hash[at + 2]! / 16777216 + hash[at + 3]! / 4294967296);
  }
  return out;
}

describe('Stake bytes and floats', () => {
  it('reproduces the published example: bytes 89 5a ca b6, float 0.5365416235', () => {
    expect([...stakeBytes(published, 4)]).toEqual([137, 90, 202, 182]);
    expect(stakeFloats(published, 1)[0]).toBeCloseTo(0.5365416235, 10);
  });

  it('matches an independent implementation for 24 floats (three rounds of the cursor)', () => {
    for (const [serverSeed, clientSeed, nonce] of [
      ['a'.repeat(64), 'khela', 0],
      ['server seed with spaces', 'client:with:colons', 41],
      [published.serverSeed, published.clientSeed, 4_294_967_295],
    ] as const) {
      expect(stakeFloats({ serverSeed, clientSeed, nonce }, 24)).toEqual(referenceFloats(serverSeed, clientSeed, nonce, 24));
    }
  });

  it('starts round 1 at the 9th float, and a cursor skips whole rounds', () => {
    const floats = stakeFloats(published, 17);
    expect(stakeFloats(published, 1, 1)[0]).toBe(floats[8]);
    expect(stakeFloats(published, 1, 2)[0]).toBe(floats[16]);
    expect(floats[8]).not.toBe(floats[0]);
  });

  it('keeps every float in [0, 1)', () => {
    const floats = stakeFloats(published, 400);
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(stakeFloats({ ...published, nonce: 3 }, 1)).not.toEqual(stakeFloats(published, 1));
  });
});
