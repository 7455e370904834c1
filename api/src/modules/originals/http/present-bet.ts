import type { OriginalsBet } from '@khela/contracts';
import { diceMultiplier } from '../domain/bet-rules.js';
import { hundredthsFromText, takaFromMinor } from '../domain/money-text.js';
import type { StoredBet } from '../persistence/bets.repository.js';

export const presentBet = (b: StoredBet): OriginalsBet => ({
  bet_id: b.id,
  game: b.gameCode === 'khela-dice' ? 'dice' : 'limbo',
  stake: takaFromMinor(b.stakeMinor),
  params: b.params,
  outcome: b.outcome,
  won: b.won,
  multiplier: b.gameCode === 'khela-dice' ? diceMultiplier(hundredthsFromText(b.params.win_chance!)).toFixed(4) : b.params.target!,
  payout: takaFromMinor(b.payoutMinor),
  seed_id: b.seedId,
  nonce: b.nonce,
  client_seed: b.clientSeed,
  server_seed_hash: b.serverSeedHash,
  server_seed: b.serverSeed,
  placed_at: b.createdAt.toISOString(),
});
