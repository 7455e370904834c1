/** The English of the seed routes' refusals (Bangla: originals-messages.bn.ts). */
export const seedMessages = {
  clientSeed: 'client_seed must be 1-64 characters: letters, digits, spaces, - _ or .',
  minesInPlay: 'Finish your mines game before rotating: its board comes from the active server seed.',
} as const;

// Plain characters only: the seed is typed into outside verifiers, and no ':' (the HMAC message is
// `clientSeed:nonce:round`, so a ':' in the seed would only confuse a reader).
export const clientSeedPattern = /^[A-Za-z0-9 _.-]{1,64}$/;
