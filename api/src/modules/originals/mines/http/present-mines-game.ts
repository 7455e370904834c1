import type { MinesGameView } from '@khela/contracts';
import { takaFromMinor } from '../../domain/money-text.js';
import { minesMultiplierText, minesPayout, safeTiles } from '../domain/mines-payout.js';
import type { MinesGame } from '../persistence/mines-games.repository.js';

/** A game as its player sees it: the board stays hidden while the game is in play. */
export function presentMinesGame(g: MinesGame): MinesGameView {
  const over = g.status === 'busted' || g.status === 'cashed';
  const safeRevealed = g.status === 'busted' ? g.revealed.length - 1 : g.revealed.length;
  return {
    game_id: g.id,
    status: g.status === 'busted' || g.status === 'cashed' ? g.status : 'open',
    stake: takaFromMinor(g.stakeMinor),
    mines: g.mines,
    revealed: g.revealed,
    multiplier: safeRevealed > 0 ? minesMultiplierText(g.mines, safeRevealed) : null,
    next_multiplier: !over && g.revealed.length < safeTiles(g.mines) ? minesMultiplierText(g.mines, g.revealed.length + 1) : null,
    payout: takaFromMinor(over ? g.payoutMinor : g.revealed.length > 0 ? minesPayout(g.stakeMinor, g.mines, g.revealed.length) : 0n),
    mine_positions: over ? g.minePositions : null,
    closed_by: g.closedBy,
    seed_id: g.seedId,
    nonce: g.nonce,
    client_seed: g.clientSeed,
    server_seed_hash: g.serverSeedHash,
    server_seed: g.serverSeed,
    started_at: g.createdAt.toISOString(),
    finished_at: g.finishedAt?.toISOString() ?? null,
  };
}
