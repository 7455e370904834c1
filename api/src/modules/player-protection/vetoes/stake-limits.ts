import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { allow, allowHeld, refuse, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { checkAmount, hasAnyLimit, limitPeriods, periodMs, type LimitPeriod, type Limits } from '../domain/deposit-limits.js';
import { countedPlay, fitsAll, playLimitKinds, usedFromTotals, type PlayLimitKind } from '../domain/play-limits.js';
import { overLimitMessage } from '../domain/protection-messages.js';
import { PlayRecord } from '../persistence/play-record.js';

/**
 * Refuses a stake that would take the player over a wager limit, or could take them over a loss limit
 * (the whole stake counted as lost), in any of the rolling windows. On `wallet.stake`, so every stake
 * path is covered (game bets through the provider API, whose answer for it is RS_ERROR_USER_DISABLED, and
 * the originals, which stake through the same path); StakeVeto reads the limits with the rest. Exchange
 * orders are decided here too, by their liability (ExchangeOrderLimitsVeto). With a limit set, one indexed
 * range sum of the player's 30 days of play; the moves themselves are read only to word a refusal.
 * An allowed stake of a player with a limit is allowed held (`playLimitHold`): the wallet's VetoGuard checks
 * it again under a per-player lock held until the stake has committed, so two stakes checked at the same
 * instant cannot both take the last room (players with no limit pay no lock).
 */
@Injectable()
export class StakeLimits {
  constructor(
    @Inject(PlayRecord) private readonly play: PlayRecord,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  decide(context: VetoContexts['wallet.stake'], limits: Record<PlayLimitKind, Limits>): Promise<VetoDecision> {
    return this.decideAmount(context.playerId, BigInt(context.amount), limits, false);
  }

  /**
   * Whether `amount` (a stake, or an exchange order's liability: `order`) fits the player's wager and loss
   * limits, counting stakes and exchange exposure alike (play-limits.ts).
   */
  async decideAmount(playerId: string, amount: bigint, limits: Record<PlayLimitKind, Limits>, order: boolean): Promise<VetoDecision> {
    if (!hasAnyLimit(limits.wager) && !hasAnyLimit(limits.loss)) return allow;
    const now = this.clock.now();
    const totals = await this.play.totals(playerId, now);
    const over = playLimitKinds.filter((kind) => {
      const used = Object.fromEntries(limitPeriods.map((p) => [p, usedFromTotals(kind, totals[p])])) as Record<LimitPeriod, bigint>;
      return !fitsAll(limits[kind], used, amount);
    });
    if (over.length === 0) return allowHeld(playLimitHold(playerId));
    const moves = await this.play.moves(playerId, new Date(now.getTime() - periodMs('month')));
    for (const kind of over) {
      const verdict = checkAmount(limits[kind], countedPlay(kind, moves), amount, now);
      if (!verdict.ok) return refuse(`${kind}_limit_${verdict.period}`, overLimitMessage(verdict, kind, order));
    }
    // the moves are read after the sums: a win recorded in between may have made room for a loss limit
    return allowHeld(playLimitHold(playerId));
  }
}

/** The hold key of a player's play under wager and loss limits: their stakes are checked and taken one at a time. */
export const playLimitHold = (playerId: string): string => `play-limits:${playerId}`;
