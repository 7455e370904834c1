import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { VetoPoint } from '../../../../platform/events/index.js';
import { HouseCalls } from '../../../games/index.js';
import { GetPlayerStandingQuery } from '../../../players/index.js';
import { protectionWords } from '../../commands/protection-words.js';
import { MinesGamesRepository, type MinesGame } from '../persistence/mines-games.repository.js';

export const minesGameCode = 'khela-mines';

export type StakeAnswer = 'taken' | 'not_enough_money' | 'protection' | 'disabled' | 'unavailable';
export type StakeRefusal = { ok: false; refusal: Exclude<StakeAnswer, 'taken'>; message?: string };

/**
 * A mines game's two wallet calls as the house provider `khela`: the stake when the game starts (round
 * `originals-mines-<id>` opens) and the win when it ends (the payout, 0 after a mine; the round closes).
 * Transaction ids come from the game id, so asking again after a crash moves nothing twice: the player's
 * next move, a repeat, or the finish job all call these same methods.
 */
@Injectable()
export class MinesWallet {
  private readonly logger = new Logger(MinesWallet.name);

  constructor(
    @Inject(HouseCalls) private readonly house: HouseCalls,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(MinesGamesRepository) private readonly games: MinesGamesRepository,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
  ) {}

  /** Takes the stake of a game in 'staking': open when taken, refused (nothing moved) when the wallet says no. */
  async stake(game: MinesGame): Promise<StakeAnswer> {
    const call = await this.common(game);
    if (!call) return 'unavailable';
    const answer = await this.house.bet({ ...call, transactionId: `${call.round}-bet`, amountMinor: game.stakeMinor });
    if (answer.status === 'RS_OK') {
      await this.games.markOpen(game.id);
      return 'taken';
    }
    const refusal = stakeRefusalOf(answer.status);
    // a transient failure stays 'staking': the next move or the finish job asks again
    if (refusal !== 'unavailable') await this.games.markRefused(game.id, refusal);
    return refusal;
  }

  /** A refused stake as the player is told it: player protection's own words for 'protection' (protection-words.ts). */
  async refused(game: MinesGame, refusal: Exclude<StakeAnswer, 'taken'>): Promise<StakeRefusal> {
    const message = refusal === 'protection' ? await protectionWords(this.vetoes, game.playerId, game.stakeMinor) : undefined;
    return message ? { ok: false, refusal, message } : { ok: false, refusal };
  }

  /** Pays a finished game (busted: 0) and closes its round; answers main + bonus after, or null if not taken yet. */
  async settle(game: MinesGame): Promise<{ paid: boolean; balanceMinor: bigint | null }> {
    const call = await this.common(game);
    if (!call) return { paid: false, balanceMinor: null };
    const answer = await this.house.win({
      ...call,
      transactionId: `${call.round}-win`,
      betTransactionId: `${call.round}-bet`,
      amountMinor: game.payoutMinor,
    });
    if (answer.status !== 'RS_OK') {
      this.logger.warn({ gameId: game.id, status: answer.status }, 'mines win not taken yet; the finish job pays it');
      return { paid: false, balanceMinor: null };
    }
    await this.games.markSettled(game.id);
    return { paid: true, balanceMinor: answer.balanceMinor ?? null };
  }

  private async common(game: MinesGame) {
    const player = await this.queries.execute(new GetPlayerStandingQuery(game.playerId));
    if (!player) return null;
    const token = await this.house.token(player, minesGameCode);
    return { username: player.username, token, gameCode: minesGameCode, round: `originals-mines-${game.id}` };
  }
}

function stakeRefusalOf(status: string): StakeAnswer {
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return 'not_enough_money';
  // the player is locked, or player protection (the 'wallet.stake' veto) refused the stake
  if (status === 'RS_ERROR_USER_DISABLED') return 'protection';
  if (status === 'RS_ERROR_INVALID_GAME') return 'disabled';
  return 'unavailable';
}
