import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../../platform/database/transaction.js';
import { decideCashOut } from '../../domain/mines-moves.js';
import { MinesGamesRepository } from '../../persistence/mines-games.repository.js';
import { MinesWallet } from '../mines-wallet.js';
import type { MinesResult } from '../mines-result.js';
import { stakeFirst } from '../stake-first.js';

/** Cashes out the player's game in play at the multiplier of the tiles revealed; the win call follows the commit. */
@Injectable()
export class CashOutMines {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MinesGamesRepository) private readonly games: MinesGamesRepository,
    @Inject(MinesWallet) private readonly wallet: MinesWallet,
  ) {}

  async cashOut(playerId: string): Promise<MinesResult> {
    const staked = await stakeFirst(this.games, this.wallet, playerId);
    if (!staked.ok) return staked;
    const outcome = await inTransaction(this.pool, async (client): Promise<MinesResult> => {
      const game = await this.games.currentForUpdate(client, playerId);
      if (!game || game.status !== 'open') return { ok: false, refusal: 'no_game' };
      const decision = decideCashOut(game);
      if (!decision.ok) return { ok: false, refusal: decision.refusal };
      await this.games.finish(client, game.id, { status: 'cashed', payoutMinor: decision.payoutMinor, closedBy: 'player' });
      return { ok: true, game: (await this.games.byId(game.id, client))! };
    });
    if (!outcome.ok) return outcome;
    await this.wallet.settle(outcome.game);
    return { ok: true, game: (await this.games.byId(outcome.game.id))! };
  }
}
