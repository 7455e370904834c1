import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../../platform/clock/clock.js';
import { cashOutMultiplier } from '../../domain/crash-round.js';
import { CrashBetsRepository, type CrashBet } from '../../persistence/crash-bets.repository.js';
import { CrashRoundsRepository } from '../../persistence/crash-rounds.repository.js';
import { CrashPushes } from '../../realtime/crash-pushes.js';
import { SettleCrashBet } from '../settle-crash-bet/settle-crash-bet.js';

export type CashOutRefusal = 'no_bet' | 'too_late' | 'not_staked';

export type CashOutResult = { ok: true; bet: CrashBet; balanceMinor: bigint | null } | { ok: false; refusal: CashOutRefusal };

/**
 * A player's cash-out of their bet in a running round, at the multiplier the clock gives now (any api
 * process computes it from the round's start; the driver's ticks only show it). The outcome leaves 'open' by
 * one conditional UPDATE, so a cash-out racing the crash or an auto cash-out is decided once; the win follows
 * at once. A repeat answers the bet as cashed out.
 */
@Injectable()
export class CashOut {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(CrashRoundsRepository) private readonly rounds: CrashRoundsRepository,
    @Inject(CrashBetsRepository) private readonly bets: CrashBetsRepository,
    @Inject(SettleCrashBet) private readonly wallet: SettleCrashBet,
    @Inject(CrashPushes) private readonly pushes: CrashPushes,
  ) {}

  async cashOut(playerId: string, roundId: string): Promise<CashOutResult> {
    const round = await this.rounds.byId(roundId);
    const bet = round ? await this.bets.ofPlayerInRound(playerId, roundId) : null;
    if (!round || !bet) return { ok: false, refusal: 'no_bet' };
    if (bet.outcome === 'cashed_out') return this.pay(bet);
    if (bet.outcome !== 'open') return { ok: false, refusal: 'too_late' };
    if (bet.stakeState !== 'taken') return { ok: false, refusal: 'not_staked' };
    const multiplier = cashOutMultiplier(round, this.clock.nowMs());
    if (multiplier === null) return { ok: false, refusal: round.state === 'betting' ? 'no_bet' : 'too_late' };
    const cashed = await this.bets.cashOut(bet.id, playerId, multiplier);
    if (!cashed) {
      // decided meanwhile: by its own auto cash-out (paid), or by the crash
      const now = (await this.bets.one(bet.id))!;
      return now.outcome === 'cashed_out' ? this.pay(now) : { ok: false, refusal: 'too_late' };
    }
    this.pushes.bets(roundId, [cashed]);
    return this.pay(cashed);
  }

  private async pay(bet: CrashBet): Promise<CashOutResult> {
    // the win is sent once per bet id; a failure here is sent again by the driver's settlement pass
    const { balanceMinor } = bet.settled ? { balanceMinor: null } : await this.wallet.settle(bet);
    return { ok: true, bet: { ...bet, settled: bet.settled || balanceMinor !== null }, balanceMinor };
  }
}
