import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../../platform/database/transaction.js';
import { GetPlayerStandingQuery } from '../../../../players/index.js';
import { checkLimits } from '../../../domain/bet-rules.js';
import { minePositions } from '../../../domain/fairness/mines.js';
import { BetsRepository } from '../../../persistence/bets.repository.js';
import { SeedsRepository } from '../../../persistence/seeds.repository.js';
import { minesPayout, validMineCount } from '../../domain/mines-payout.js';
import { MinesGamesRepository } from '../../persistence/mines-games.repository.js';
import { minesGameCode, MinesWallet } from '../mines-wallet.js';
import { finishUnpaid, type MinesRefusal, type MinesResult } from '../mines-result.js';

class NotInserted extends Error {}

/**
 * Starts a mines game: the board is decided at once from the player's committed seed pair and the next
 * nonce (stored, secret until the game ends), then the stake goes through the seamless wallet. One game in
 * play a player (a partial unique index); idempotent by the player's key: a repeat answers the same game.
 */
@Injectable()
export class StartMinesGame {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(SeedsRepository) private readonly seeds: SeedsRepository,
    @Inject(BetsRepository) private readonly settings: BetsRepository,
    @Inject(MinesGamesRepository) private readonly games: MinesGamesRepository,
    @Inject(MinesWallet) private readonly wallet: MinesWallet,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async start(playerId: string, request: { stakeMinor: bigint; mines: number; idempotencyKey: string }): Promise<MinesResult> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(playerId));
    if (!player || player.status !== 'active') return { ok: false, refusal: 'player_disabled' };
    const requestHash = createHash('sha256')
      .update(JSON.stringify(['mines', String(request.stakeMinor), request.mines]))
      .digest('hex');

    const existing = await this.games.byKey(playerId, request.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== requestHash) return { ok: false, refusal: 'key_reused' };
      return this.afterStake(existing.id);
    }
    if (!validMineCount(request.mines)) return { ok: false, refusal: 'mines' };
    const limits = await this.settings.limits(minesGameCode);
    if (!limits) return { ok: false, refusal: 'disabled' };
    // the max win is checked again on every reveal; here, a stake whose first safe tile already passes it
    const overLimit = checkLimits(limits, request.stakeMinor, minesPayout(request.stakeMinor, request.mines, 1));
    if (overLimit) return { ok: false, refusal: overLimit };
    // an earlier game decided but not paid (the wallet was busy) is paid before a new one starts
    await finishUnpaid(this.games, this.wallet, playerId);

    let gameId: string;
    try {
      gameId = await inTransaction(this.pool, async (client) => {
        const { seed, nonce } = await this.seeds.takeNonce(client, playerId);
        const id = await this.games.insert(client, {
          playerId,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          seedId: seed.id,
          nonce,
          clientSeed: seed.clientSeed,
          mines: request.mines,
          minePositions: minePositions({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, request.mines),
          stakeMinor: request.stakeMinor,
        });
        // the key was taken meanwhile, or a game is already in play: roll back so the nonce is not spent
        if (!id) throw new NotInserted();
        return id;
      });
    } catch (error) {
      if (!(error instanceof NotInserted)) throw error;
      const repeat = await this.games.byKey(playerId, request.idempotencyKey);
      if (!repeat) return { ok: false, refusal: 'game_in_play' };
      return repeat.requestHash === requestHash ? this.afterStake(repeat.id) : { ok: false, refusal: 'key_reused' };
    }
    return this.afterStake(gameId);
  }

  /** Asks for the stake if it was not answered yet, and answers the game as it stands. */
  private async afterStake(gameId: string): Promise<MinesResult> {
    let game = (await this.games.byId(gameId))!;
    if (game.status === 'staking') {
      const answer = await this.wallet.stake(game);
      if (answer !== 'taken') return this.wallet.refused(game, answer);
      game = (await this.games.byId(gameId))!;
    }
    // a repeat of a refused start: told as the first time (player protection's words as they stand now)
    if (game.status === 'refused')
      return game.refusal === 'protection' ? this.wallet.refused(game, 'protection') : { ok: false, refusal: game.refusal as MinesRefusal };
    return { ok: true, game };
  }
}
