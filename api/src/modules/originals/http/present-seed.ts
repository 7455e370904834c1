import type { OriginalsRevealedSeed, OriginalsSeedPair } from '@khela/contracts';
import type { StoredSeed } from '../persistence/seeds.repository.js';

/** The active pair as the player sees it: never the server seed itself. */
export const presentActiveSeed = (s: StoredSeed): OriginalsSeedPair => ({
  seed_id: s.id,
  server_seed_hash: s.serverSeedHash,
  client_seed: s.clientSeed,
  next_nonce: s.nextNonce,
});

/** A rotated-out pair: the server seed revealed. */
export const presentRevealedSeed = (s: StoredSeed): OriginalsRevealedSeed => ({
  seed_id: s.id,
  server_seed: s.serverSeed,
  server_seed_hash: s.serverSeedHash,
  client_seed: s.clientSeed,
  nonces_used: s.nextNonce,
  revealed_at: (s.revealedAt ?? new Date()).toISOString(),
});
