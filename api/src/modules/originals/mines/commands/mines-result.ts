import type { LimitRefusal } from '../../domain/bet-rules.js';
import type { MinesGame, MinesGamesRepository } from '../persistence/mines-games.repository.js';
import type { MinesWallet, StakeAnswer } from './mines-wallet.js';

export type MinesRefusal =
  | LimitRefusal
  | Exclude<StakeAnswer, 'taken'>
  | 'mines'
  | 'tile'
  | 'game_in_play'
  | 'no_game'
  | 'nothing_revealed'
  | 'player_disabled'
  | 'key_reused';

/** `message`: player protection's own words for a 'protection' refusal (which limit, until when), when it has them. */
export type MinesResult = { ok: true; game: MinesGame } | { ok: false; refusal: MinesRefusal; message?: string };

/** Pays the player's games that ended but whose win the wallet has not taken yet (it was busy or the api stopped). */
export async function finishUnpaid(games: MinesGamesRepository, wallet: MinesWallet, playerId: string): Promise<void> {
  for (const game of await games.unpaid(playerId)) await wallet.settle(game);
}
