import type { OriginalsBet, OriginalsGame } from '@khela/contracts';
import { diceMultiplier } from '../domain/bet-rules.js';
import { hundredthsFromText, takaFromMinor } from '../domain/money-text.js';
import type { StoredBet } from '../persistence/bets.repository.js';
import { presentSlotOutcome } from '../slot/http/present-slot-outcome.js';

const games: Record<string, OriginalsGame> = { 'khela-dice': 'dice', 'khela-limbo': 'limbo', 'khela-slot': 'slot' };

function multiplierOf(b: StoredBet): string {
  if (b.gameCode === 'khela-dice') return diceMultiplier(hundredthsFromText(b.params.win_chance!)).toFixed(4);
  // the slot's multiplier is what the spin paid, its outcome
  return b.gameCode === 'khela-slot' ? b.outcome : b.params.target!;
}

export const presentBet = (b: StoredBet): OriginalsBet => ({
  bet_id: b.id,
  game: games[b.gameCode] ?? 'limbo',
  stake: takaFromMinor(b.stakeMinor),
  params: b.params,
  outcome: b.outcome,
  won: b.won,
  multiplier: multiplierOf(b),
  payout: takaFromMinor(b.payoutMinor),
  seed_id: b.seedId,
  nonce: b.nonce,
  client_seed: b.clientSeed,
  server_seed_hash: b.serverSeedHash,
  server_seed: b.serverSeed,
  placed_at: b.createdAt.toISOString(),
  ...(b.gameCode === 'khela-slot' ? { slot: presentSlotOutcome(b.params.stops!.split(',').map(Number)) } : {}),
});
