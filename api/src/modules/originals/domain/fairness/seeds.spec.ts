import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { commitmentOf, generateServerSeed, matchesCommitment, newActiveSeed, rotateSeed } from './seeds.js';

describe('seeds', () => {
  it('draws 64 hex characters, different each time', () => {
    const seeds = new Set(Array.from({ length: 1000 }, generateServerSeed));
    expect(seeds.size).toBe(1000);
    expect([...seeds].every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
  });

  it('commits to the SHA-256 of the seed text', () => {
    const seed = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(matchesCommitment(seed, commitmentOf(seed).toUpperCase())).toBe(true);
    expect(matchesCommitment(`${seed}0`, commitmentOf(seed))).toBe(false);
  });

  it('rotation reveals the old seed with the nonces it served and commits a new one', () => {
    const active = { ...newActiveSeed('player-seed', 'old-server-seed'), nextNonce: 12 };
    const { revealed, active: next } = rotateSeed(active, { serverSeed: 'new-server-seed' });
    expect(revealed).toEqual({
      serverSeed: 'old-server-seed',
      commitment: commitmentOf('old-server-seed'),
      clientSeed: 'player-seed',
      noncesUsed: 12,
    });
    expect(next).toEqual({
      serverSeed: 'new-server-seed',
      commitment: commitmentOf('new-server-seed'),
      clientSeed: 'player-seed',
      nextNonce: 0,
    });
    expect(rotateSeed(active, { clientSeed: 'fresh' }).active.clientSeed).toBe('fresh');
    expect(rotateSeed(active).active.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });
});
