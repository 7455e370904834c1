/** The English of every refusal of GET /api/fair/verify (Bangla: originals-messages.bn.ts). */
export const fairVerifyMessages = {
  game: 'game must be one of dice, limbo, mines, slot or crash.',
  serverSeed: 'serverSeed is required for dice, limbo, mines and slot: 1-128 characters.',
  clientSeed: 'clientSeed is required for dice, limbo, mines and slot: 1-128 characters.',
  nonce: 'nonce must be a whole number from 0 to 4294967295.',
  mines: 'mines must be a whole number from 1 to 24.',
  hash: 'hash must be a game hash: 64 lowercase hexadecimal characters.',
  salt: 'salt is required for crash: 1-128 characters.',
} as const;
