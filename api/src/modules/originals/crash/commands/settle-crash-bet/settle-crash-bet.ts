import { Inject, Injectable, Logger } from '@nestjs/common';
import { HouseCalls } from '../../../../games/index.js';
import { CrashBetsRepository, type CrashBet } from '../../persistence/crash-bets.repository.js';

export const crashGameCode = 'khela-crash';

export type StakeAnswer = 'taken' | 'not_enough_money' | 'protection' | 'disabled' | 'unavailable';

/**
 * A crash bet's two wallet calls, as the house provider `khela` (HouseCalls): the stake when it is placed, and
 * one win closing its round once its outcome is decided (the payout; 0 when lost; the stake when refunded).
 * Transaction ids come from the bet id (`crash-<id>-bet`, `crash-<id>-win`), so a call sent again (a retry, a
 * second driver, the repeat after a restart) is answered again without moving money: each bet is paid once.
 */
@Injectable()
export class SettleCrashBet {
  private readonly logger = new Logger(SettleCrashBet.name);

  constructor(
    @Inject(HouseCalls) private readonly house: HouseCalls,
    @Inject(CrashBetsRepository) private readonly bets: CrashBetsRepository,
  ) {}

  async stake(bet: CrashBet): Promise<{ answer: StakeAnswer; balanceMinor: bigint | null }> {
    const token = await this.house.token({ id: bet.playerId, username: bet.username }, crashGameCode);
    const round = `crash-${bet.id}`;
    const staked = await this.house.bet({
      username: bet.username,
      token,
      gameCode: crashGameCode,
      round,
      transactionId: `${round}-bet`,
      amountMinor: bet.stakeMinor,
    });
    const answer = stakeAnswerOf(staked.status);
    if (answer === 'taken') await this.bets.markStake(bet.id, 'taken');
    else if (answer !== 'unavailable') await this.bets.markStake(bet.id, 'refused', answer);
    return { answer, balanceMinor: staked.balanceMinor ?? null };
  }

  /**
   * Sends the win of a decided bet (asking for the stake first if its answer was never heard). Answers the
   * balance after, or null when the wallet did not take it (the next settlement pass sends it again).
   */
  async settle(bet: CrashBet): Promise<{ settled: boolean; balanceMinor: bigint | null }> {
    if (bet.outcome === 'open' || bet.stakeState === 'refused') return { settled: false, balanceMinor: null };
    if (bet.stakeState === 'pending') {
      const { answer } = await this.stake(bet);
      if (answer !== 'taken') return { settled: false, balanceMinor: null };
    }
    const token = await this.house.token({ id: bet.playerId, username: bet.username }, crashGameCode);
    const round = `crash-${bet.id}`;
    const paid = await this.house.win({
      username: bet.username,
      token,
      gameCode: crashGameCode,
      round,
      transactionId: `${round}-win`,
      betTransactionId: `${round}-bet`,
      amountMinor: bet.payoutMinor,
    });
    if (paid.status !== 'RS_OK') {
      this.logger.warn(`crash bet ${bet.id}: win not taken yet (${paid.status}); the next settlement pass sends it again`);
      return { settled: false, balanceMinor: null };
    }
    await this.bets.markSettled(bet.id);
    return { settled: true, balanceMinor: paid.balanceMinor ?? null };
  }

  /** Settles up to `limit` decided bets (of one round, or any), `concurrency` at a time. */
  async settleOutstanding(limit: number, roundId?: string, concurrency = 16): Promise<number> {
    const due = await this.bets.unsettled(limit, roundId);
    let next = 0;
    let settled = 0;
    const worker = async () => {
      while (next < due.length) {
        const bet = due[next++]!;
        try {
          if ((await this.settle(bet)).settled) settled += 1;
        } catch (error) {
          this.logger.warn(`crash bet ${bet.id}: settlement failed (${String(error)}); retried on the next pass`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    return settled;
  }
}

function stakeAnswerOf(status: string): StakeAnswer {
  if (status === 'RS_OK') return 'taken';
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return 'not_enough_money';
  // the player is locked, or player protection (the 'wallet.stake' veto) refused the stake
  if (status === 'RS_ERROR_USER_DISABLED') return 'protection';
  if (status === 'RS_ERROR_INVALID_GAME') return 'disabled';
  return 'unavailable';
}
