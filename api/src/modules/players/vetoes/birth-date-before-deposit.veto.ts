import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { ageOn, birthDateMessages, dhakaDate, minimumAge } from '../domain/birth-date.js';
import { PlayersRepository } from '../persistence/players.repository.js';

/**
 * Issue 16, age and identity: a player deposits only with a saved birth date that makes them 18 or older
 * (not only at withdrawal, where payments checks it again). Every path that creates a deposit (manual
 * request, e-wallet request) asks the `payments.deposit-request` veto point first, so this one check covers
 * them all. The birth date is saved once, adults only (update-birth-date); a date from before that rule
 * (or put in by staff) that makes the player a minor today is refused here too.
 */
@Injectable()
export class BirthDateBeforeDepositVeto {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('payments.deposit-request', { name: 'players.birth-date-before-deposit' })
  async check(context: VetoContexts['payments.deposit-request']): Promise<VetoDecision> {
    const player = await this.players.findById(context.playerId);
    if (!player?.dofb) return refuse('birth_date_required', birthDateMessages.requiredBeforeDeposit);
    if (ageOn(player.dofb, dhakaDate(this.clock.now())) < minimumAge) return refuse('under_age', birthDateMessages.underage);
    return allow;
  }
}
