import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { allow, allowHeld, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { checkDeposit, hasAnyLimit } from '../domain/deposit-limits.js';
import { overLimitMessage } from '../domain/protection-messages.js';
import { CountedDeposits } from '../persistence/counted-deposits.js';
import { DepositLimitsRepository } from '../persistence/deposit-limits.repository.js';

/**
 * Refuses a deposit request (manual or e-wallet) that would take the player over a deposit limit in
 * force: the limits are checked when the player asks to deposit. A request accepted then is honoured
 * when finance approves it or the gateway reports it paid, even if the player has since lowered a
 * limit: the player sent that money under the limits of the time (README "Player protection").
 * A request allowed under a limit is allowed held (`depositLimitHold`): payments records it through the
 * platform's VetoGuard, which checks again under a per-player lock held until the request has committed,
 * so two requests checked at the same instant cannot both take the last room (no limit: no lock).
 */
@Injectable()
export class DepositLimitVeto {
  constructor(
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(CountedDeposits) private readonly deposits: CountedDeposits,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('payments.deposit-request', { name: 'player-protection.deposit-limits' })
  async check(context: VetoContexts['payments.deposit-request']): Promise<VetoDecision> {
    const now = this.clock.now();
    const limits = await this.limits.read(context.playerId);
    if (!hasAnyLimit(limits)) return allow;
    const verdict = checkDeposit(limits, await this.deposits.read(context.playerId, now), BigInt(context.amount), now);
    return verdict.ok
      ? allowHeld(depositLimitHold(context.playerId))
      : refuse(`deposit_limit_${verdict.period}`, overLimitMessage(verdict));
  }
}

/** The hold key of a player's deposit requests under a deposit limit: checked and recorded one at a time. */
export const depositLimitHold = (playerId: string): string => `deposit-limits:${playerId}`;
