import type { FairVerification } from '@khela/contracts';
import { commitmentOf } from './fairness/seeds.js';
import { crashPoint, previousGameHash } from './fairness/crash.js';
import { diceRollFromFloat } from './fairness/dice.js';
import { limboResultFromFloat } from './fairness/limbo.js';
import { minePositions } from './fairness/mines.js';
import { stakeFloats } from './fairness/stake-floats.js';
import { slotLineCount, slotSpin } from '../slot/domain/slot-machine.js';

/** What a fairness check asks, already validated (see http/dto/fair-verify.dto.ts). */
export type VerifyRequest =
  | { game: 'dice' | 'limbo' | 'slot'; serverSeed: string; clientSeed: string; nonce: number }
  | { game: 'mines'; serverSeed: string; clientSeed: string; nonce: number; mines: number }
  | { game: 'crash'; hash: string; salt: string };

/**
 * Recomputes one round from its public inputs with the same functions the games use, so what a player
 * checks is what decided their bet.
 */
export function verifyRound(request: VerifyRequest): FairVerification {
  if (request.game === 'crash') {
    return {
      game: 'crash',
      hash: request.hash,
      salt: request.salt,
      crash_point: crashPoint(request.hash, request.salt),
      previous_hash: previousGameHash(request.hash),
    };
  }
  const seeds = { serverSeed: request.serverSeed, clientSeed: request.clientSeed, nonce: request.nonce };
  const inputs = {
    server_seed: seeds.serverSeed,
    server_seed_hash: commitmentOf(seeds.serverSeed),
    client_seed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  if (request.game === 'mines') return { game: 'mines', ...inputs, mines: request.mines, positions: minePositions(seeds, request.mines) };
  if (request.game === 'slot') {
    const spin = slotSpin(seeds);
    return {
      game: 'slot',
      ...inputs,
      stops: spin.stops,
      window: spin.window,
      wins: spin.wins,
      multiplier: spin.totalLinePays / slotLineCount,
    };
  }
  const float = stakeFloats(seeds, 1)[0]!;
  return request.game === 'dice'
    ? { game: 'dice', ...inputs, float, roll: diceRollFromFloat(float) }
    : { game: 'limbo', ...inputs, float, multiplier: limboResultFromFloat(float) };
}
