import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { isInForce, type Exclusion } from '../domain/exclusion.js';
import { exclusionMessages, exclusionRefusal } from '../domain/exclusion-messages.js';
import { ExclusionsRepository } from '../persistence/exclusions.repository.js';

/**
 * While a time-out or self-exclusion is in force the player may log in, withdraw and read messages, but
 * every deposit request (manual or e-wallet: `payments.deposit-request`), game launch (`games.launch`), exchange order and stake (`wallet.stake`,
 * through StakeVeto: provider bets answer RS_ERROR_USER_DISABLED) is refused, the message naming the end in Dhaka time.
 * Withdrawals have no veto here. A sign-up with an excluded player's phone or e-mail is refused too. One primary-key read per check. Named so it runs before the limit vetoes
 * (vetoes run in name order): an excluded player is told of the exclusion, not of a limit.
 */
@Injectable()
export class ExclusionVeto {
  constructor(
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('payments.deposit-request', { name: 'player-protection.closed-by-exclusion.deposits' })
  deposit(context: VetoContexts['payments.deposit-request']): Promise<VetoDecision> {
    return this.decide(context.playerId);
  }

  /** Exchange orders (issue 18) check `exchange.order` before anything is written: an excluded player is refused there too. */
  @Veto('exchange.order', { name: 'player-protection.closed-by-exclusion.exchange-orders' })
  exchangeOrder(context: VetoContexts['exchange.order']): Promise<VetoDecision> {
    return this.decide(context.playerId);
  }

  /** Opening a provider's game: log-in stays open to withdraw and read messages, not to play. */
  @Veto('games.launch', { name: 'player-protection.closed-by-exclusion.game-launch' })
  gameLaunch(context: VetoContexts['games.launch']): Promise<VetoDecision> {
    return this.decide(context.playerId);
  }

  /**
   * A new account with the phone or e-mail of a player whose exclusion is in force is refused (the
   * message does not say why, so it tells nobody about another person's account).
   */
  @Veto('players.sign-up', { name: 'player-protection.closed-by-exclusion.sign-up' })
  async signUp(context: VetoContexts['players.sign-up']): Promise<VetoDecision> {
    return (await this.exclusions.contactExcluded(context.phone, context.email, this.clock.now()))
      ? refuse('excluded_contact', exclusionMessages.signUpRefused)
      : allow;
  }

  private async decide(playerId: string): Promise<VetoDecision> {
    return exclusionDecision(await this.exclusions.read(playerId), this.clock.now());
  }
}

/** Refuses while a time-out or self-exclusion is in force, naming its end (the stake veto uses it too). */
export function exclusionDecision(exclusion: Exclusion | null, now: Date): VetoDecision {
  if (!isInForce(exclusion, now)) return allow;
  return refuse(exclusion.kind === 'timeout' ? 'time_out' : 'self_excluded', exclusionRefusal(exclusion, now));
}
