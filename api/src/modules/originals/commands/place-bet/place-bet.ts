import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { VetoPoint } from '../../../../platform/events/index.js';
import { HouseCalls } from '../../../games/index.js';
import { GetPlayerStandingQuery } from '../../../players/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import {
  checkLimits,
  dicePayout,
  diceWins,
  limboPayout,
  limboWins,
  validDiceChance,
  validLimboTarget,
  type DiceDirection,
  type LimitRefusal,
} from '../../domain/bet-rules.js';
import { diceRoll } from '../../domain/fairness/dice.js';
import { limboResult } from '../../domain/fairness/limbo.js';
import { BetsRepository, type StoredBet } from '../../persistence/bets.repository.js';
import { SeedsRepository } from '../../persistence/seeds.repository.js';
import { protectionWords } from '../protection-words.js';

export type BetRequest =
  | { game: 'dice'; stakeMinor: bigint; direction: DiceDirection; chance: number; idempotencyKey: string }
  | { game: 'limbo'; stakeMinor: bigint; target: number; idempotencyKey: string };

export type BetRefusal =
  LimitRefusal | 'win_chance' | 'target' | 'player_disabled' | 'key_reused' | 'not_enough_money' | 'protection' | 'unavailable';

/** `message`: player protection's own words for a 'protection' refusal (which limit, until when), when it has them. */
export type BetResult = { ok: true; bet: StoredBet; balanceMinor: bigint | null } | { ok: false; refusal: BetRefusal; message?: string };

export const gameCodes = { dice: 'khela-dice', limbo: 'khela-limbo' } as const;

class KeyTakenMeanwhile extends Error {}

/**
 * A dice or limbo bet for money. The result is decided first from the player's committed seed pair and
 * the next nonce (stored with the bet, so it can be recomputed), then the stake and the win go through
 * the seamless wallet as the house provider's bet and win (HouseCalls): ledger, rounds, records, turnover
 * and the 'wallet.stake' veto are the same as any provider's. Idempotent by the player's key: a repeat
 * answers the same bet, and a bet left pending by a crash is finished by its repeat (the wallet calls are
 * idempotent by their transaction ids, derived from the bet id).
 */
@Injectable()
export class PlaceBet {
  private readonly logger = new Logger(PlaceBet.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(SeedsRepository) private readonly seeds: SeedsRepository,
    @Inject(BetsRepository) private readonly bets: BetsRepository,
    @Inject(HouseCalls) private readonly house: HouseCalls,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
  ) {}

  async place(playerId: string, request: BetRequest): Promise<BetResult> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(playerId));
    if (!player || player.status !== 'active') return { ok: false, refusal: 'player_disabled' };
    const params = paramsOf(request);
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.game, String(request.stakeMinor), params]))
      .digest('hex');

    const existing = await this.bets.byKey(playerId, request.idempotencyKey);
    if (existing) return this.resume(existing, requestHash, player);

    if (request.game === 'dice' && !validDiceChance(request.chance)) return { ok: false, refusal: 'win_chance' };
    if (request.game === 'limbo' && !validLimboTarget(request.target)) return { ok: false, refusal: 'target' };
    const gameCode = gameCodes[request.game];
    const limits = await this.bets.limits(gameCode);
    if (!limits) return { ok: false, refusal: 'disabled' };
    const payoutIfWin =
      request.game === 'dice' ? dicePayout(request.stakeMinor, request.chance) : limboPayout(request.stakeMinor, request.target);
    const overLimit = checkLimits(limits, request.stakeMinor, payoutIfWin);
    if (overLimit) return { ok: false, refusal: overLimit };

    try {
      await inTransaction(this.pool, async (client) => {
        const { seed, nonce } = await this.seeds.takeNonce(client, playerId);
        const triple = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
        let outcomeHundredths: number;
        let won: boolean;
        if (request.game === 'dice') {
          outcomeHundredths = Math.round(diceRoll(triple) * 100);
          won = diceWins({ direction: request.direction, chance: request.chance }, outcomeHundredths);
        } else {
          outcomeHundredths = Math.round(limboResult(triple) * 100);
          won = limboWins(request.target, outcomeHundredths);
        }
        const id = await this.bets.insert(client, {
          playerId,
          gameCode,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          seedId: seed.id,
          nonce,
          clientSeed: seed.clientSeed,
          stakeMinor: request.stakeMinor,
          params,
          outcome: (outcomeHundredths / 100).toFixed(2),
          won,
          payoutMinor: won ? payoutIfWin : 0n,
        });
        // a concurrent repeat took the key: roll back, so this request's nonce is not spent
        if (!id) throw new KeyTakenMeanwhile();
      });
    } catch (error) {
      if (!(error instanceof KeyTakenMeanwhile)) throw error;
      return this.resume((await this.bets.byKey(playerId, request.idempotencyKey))!, requestHash, player);
    }
    return this.settle((await this.bets.byKey(playerId, request.idempotencyKey))!, player);
  }

  /** Finishes a pending bet (the job's entry): the same wallet calls with the same ids. */
  async finish(bet: StoredBet): Promise<BetResult> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(bet.playerId));
    if (!player) return { ok: false, refusal: 'unavailable' };
    return this.settle(bet, player);
  }

  private async resume(bet: StoredBet, requestHash: string, player: { id: string; username: string }): Promise<BetResult> {
    if (bet.requestHash !== requestHash) return { ok: false, refusal: 'key_reused' };
    if (bet.status === 'refused') return this.refused(bet, bet.refusal as BetRefusal);
    if (bet.status === 'settled') {
      // a repeat answers the same bet with the balance as it is now (main + bonus, what the wallet API reports)
      const wallet = await this.queries.execute(new GetWalletQuery(player.id));
      return { ok: true, bet, balanceMinor: wallet ? wallet.balances.main + wallet.balances.bonus : null };
    }
    return this.settle(bet, player);
  }

  /** The wallet calls of a decided bet: the stake, then the win (0 when lost), closing the round. */
  private async settle(bet: StoredBet, player: { id: string; username: string }): Promise<BetResult> {
    const token = await this.house.token(player, bet.gameCode);
    const round = `originals-${bet.id}`;
    const betTransactionId = `${round}-bet`;
    const common = { username: player.username, token, gameCode: bet.gameCode, round };
    const staked = await this.house.bet({ ...common, transactionId: betTransactionId, amountMinor: bet.stakeMinor });
    if (staked.status !== 'RS_OK') {
      const refusal = refusalOf(staked.status);
      // a transient failure stays pending: the repeat asks the wallet again
      if (refusal === 'unavailable') return { ok: false, refusal };
      await this.bets.markRefused(bet.id, refusal);
      return this.refused(bet, refusal);
    }
    const paid = await this.house.win({ ...common, transactionId: `${round}-win`, betTransactionId, amountMinor: bet.payoutMinor });
    if (paid.status !== 'RS_OK') {
      this.logger.warn({ betId: bet.id, status: paid.status }, 'originals win not taken yet; the repeat finishes it');
      return { ok: false, refusal: 'unavailable' };
    }
    await this.bets.markSettled(bet.id);
    return { ok: true, bet: { ...bet, status: 'settled' }, balanceMinor: paid.balanceMinor ?? null };
  }

  /** A refusal as the player is told it: player protection's own words for 'protection' (protection-words.ts). */
  private async refused(bet: StoredBet, refusal: BetRefusal): Promise<BetResult> {
    const message = refusal === 'protection' ? await protectionWords(this.vetoes, bet.playerId, bet.stakeMinor) : undefined;
    return message ? { ok: false, refusal, message } : { ok: false, refusal };
  }
}

const paramsOf = (r: BetRequest): Record<string, string> =>
  r.game === 'dice' ? { direction: r.direction, win_chance: (r.chance / 100).toFixed(2) } : { target: (r.target / 100).toFixed(2) };

function refusalOf(status: string): BetRefusal {
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return 'not_enough_money';
  // the player is locked, or player protection (the 'wallet.stake' veto) refused the stake
  if (status === 'RS_ERROR_USER_DISABLED') return 'protection';
  if (status === 'RS_ERROR_INVALID_GAME') return 'disabled';
  return 'unavailable';
}
