import { minesTiles } from '../../domain/fairness/mines.js';
import { minesPayout, safeTiles } from './mines-payout.js';

/** What a move needs of a game in play. */
export interface OpenBoard {
  mines: number;
  minePositions: readonly number[];
  revealed: readonly number[];
  stakeMinor: bigint;
}

export type RevealDecision =
  | { kind: 'already' } // the tile was revealed before: nothing changes (a repeated click or request)
  | { kind: 'mine' } // the game is lost
  | { kind: 'safe'; payoutMinor: bigint; allSafeRevealed: boolean } // the value of cashing out now
  | { kind: 'refused'; refusal: 'tile' | 'above_max_win' };

export const validTile = (tile: unknown): tile is number =>
  Number.isInteger(tile) && (tile as number) >= 0 && (tile as number) < minesTiles;

/**
 * One reveal, pure. The max-win check comes before the board is looked at, so a refusal says nothing about
 * the tile: a reveal is refused when one more safe tile would pay a net win above the game's maximum win per
 * bet (the player can cash out instead). Revealing the last safe tile cashes out by itself.
 */
export function decideReveal(board: OpenBoard, tile: number, maxWinMinor: bigint): RevealDecision {
  if (!validTile(tile)) return { kind: 'refused', refusal: 'tile' };
  if (board.revealed.includes(tile)) return { kind: 'already' };
  const revealedAfter = board.revealed.length + 1;
  const payoutMinor = minesPayout(board.stakeMinor, board.mines, revealedAfter);
  if (payoutMinor - board.stakeMinor > maxWinMinor) return { kind: 'refused', refusal: 'above_max_win' };
  if (board.minePositions.includes(tile)) return { kind: 'mine' };
  return { kind: 'safe', payoutMinor, allSafeRevealed: revealedAfter === safeTiles(board.mines) };
}

/** A cash-out pays the multiplier of the tiles revealed; with none revealed there is nothing to cash out. */
export function decideCashOut(board: OpenBoard): { ok: true; payoutMinor: bigint } | { ok: false; refusal: 'nothing_revealed' } {
  if (board.revealed.length === 0) return { ok: false, refusal: 'nothing_revealed' };
  return { ok: true, payoutMinor: minesPayout(board.stakeMinor, board.mines, board.revealed.length) };
}

/**
 * The finish job's rule for a game left open with no move for a day: it is cashed out for the player at
 * the multiplier reached; a game with no tile revealed gets its stake back (the round closes at zero).
 */
export function idleCashOut(board: OpenBoard): bigint {
  return board.revealed.length === 0 ? board.stakeMinor : minesPayout(board.stakeMinor, board.mines, board.revealed.length);
}
