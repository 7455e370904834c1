import { createHash, randomBytes } from 'node:crypto';

/**
 * Server seeds: 32 bytes from the operating system's CSPRNG (crypto.randomBytes, never Math.random),
 * written as 64 hex characters; the player sees only the SHA-256 of that text before play (the
 * commitment), and the seed itself once it is rotated out.
 */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a new player (they may change it at any time). */
export function generateClientSeed(): string {
  return randomBytes(10).toString('hex');
}

/** SHA-256 of the seed's text, as Stake and every common verifier compute it. */
export function commitmentOf(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export interface ActiveSeed {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  /** The nonce the next bet will use. */
  nextNonce: number;
}

/** A fresh seed pair: a new committed server seed, the nonce back at 0. */
export function newActiveSeed(clientSeed: string, serverSeed: string = generateServerSeed()): ActiveSeed {
  return { serverSeed, commitment: commitmentOf(serverSeed), clientSeed, nextNonce: 0 };
}

/**
 * Rotation: the old server seed is revealed (with its commitment and the nonces it served, so every
 * bet under it can be recomputed) and a new one is committed. The client seed carries over unless the
 * player gives a new one.
 */
export function rotateSeed(
  current: ActiveSeed,
  next: { clientSeed?: string; serverSeed?: string } = {},
): { revealed: { serverSeed: string; commitment: string; clientSeed: string; noncesUsed: number }; active: ActiveSeed } {
  return {
    revealed: {
      serverSeed: current.serverSeed,
      commitment: current.commitment,
      clientSeed: current.clientSeed,
      noncesUsed: current.nextNonce,
    },
    active: newActiveSeed(next.clientSeed ?? current.clientSeed, next.serverSeed ?? generateServerSeed()),
  };
}

/** Whether a revealed seed is the one committed to. */
export function matchesCommitment(serverSeed: string, commitment: string): boolean {
  return commitmentOf(serverSeed) === commitment.toLowerCase();
}
