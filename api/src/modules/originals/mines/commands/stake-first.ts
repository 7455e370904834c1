import type { MinesGamesRepository } from '../persistence/mines-games.repository.js';
import type { MinesWallet } from './mines-wallet.js';
import type { MinesRefusal } from './mines-result.js';

/**
 * Before a move: a game whose stake was never answered (the api stopped between deciding the board and the
 * wallet call) has its stake asked for again, so no tile is revealed on a game nobody paid for.
 */
export async function stakeFirst(
  games: MinesGamesRepository,
  wallet: MinesWallet,
  playerId: string,
): Promise<{ ok: true } | { ok: false; refusal: MinesRefusal; message?: string }> {
  const current = await games.current(playerId);
  if (!current) return { ok: false, refusal: 'no_game' };
  if (current.status !== 'staking') return { ok: true };
  const answer = await wallet.stake(current);
  return answer === 'taken' ? { ok: true } : wallet.refused(current, answer);
}
