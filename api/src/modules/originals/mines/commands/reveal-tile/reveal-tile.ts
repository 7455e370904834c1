import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../../platform/database/transaction.js';
import { BetsRepository } from '../../../persistence/bets.repository.js';
import { decideReveal } from '../../domain/mines-moves.js';
import { MinesGamesRepository } from '../../persistence/mines-games.repository.js';
import { minesGameCode, MinesWallet } from '../mines-wallet.js';
import type { MinesResult } from '../mines-result.js';
import { stakeFirst } from '../stake-first.js';

/**
 * Reveals one tile of the player's game in play. The game row is locked for the move, so two reveals at
 * once run one after the other; revealing a tile twice changes nothing. A mine ends the game (payout 0), the
 * last safe tile ends it as a win; either way the win call follows the commit.
 */
@Injectable()
export class RevealMinesTile {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(BetsRepository) private readonly settings: BetsRepository,
    @Inject(MinesGamesRepository) private readonly games: MinesGamesRepository,
    @Inject(MinesWallet) private readonly wallet: MinesWallet,
  ) {}

  async reveal(playerId: string, tile: number): Promise<MinesResult> {
    const staked = await stakeFirst(this.games, this.wallet, playerId);
    if (!staked.ok) return staked;
    // the game's own max win applies to its reveals even when staff switched the game off meanwhile
    const maxWinMinor = (await this.settings.limits(minesGameCode))?.maxWinMinor ?? 0n;

    const outcome = await inTransaction(this.pool, async (client): Promise<MinesResult & { ended?: boolean }> => {
      const game = await this.games.currentForUpdate(client, playerId);
      if (!game || game.status !== 'open') return { ok: false, refusal: 'no_game' };
      const decision = decideReveal(game, tile, maxWinMinor);
      if (decision.kind === 'refused') return { ok: false, refusal: decision.refusal };
      if (decision.kind === 'already') return { ok: true, game };
      await this.games.addRevealed(client, game.id, tile);
      if (decision.kind === 'mine') {
        await this.games.finish(client, game.id, { status: 'busted', payoutMinor: 0n, closedBy: 'player' });
      } else if (decision.allSafeRevealed) {
        await this.games.finish(client, game.id, { status: 'cashed', payoutMinor: decision.payoutMinor, closedBy: 'player' });
      }
      return { ok: true, game: (await this.games.byId(game.id, client))!, ended: decision.kind === 'mine' || decision.allSafeRevealed };
    });
    if (!outcome.ok) return outcome;
    if (outcome.ended) await this.wallet.settle(outcome.game);
    return { ok: true, game: (await this.games.byId(outcome.game.id))! };
  }
}
