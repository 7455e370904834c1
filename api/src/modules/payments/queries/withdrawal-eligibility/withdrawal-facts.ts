import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { HasActiveTurnoverQuery } from '../../../turnover/index.js';
import type { EligibilityFacts } from '../../domain/withdrawal-rules.js';
import { WithdrawalsRepository } from '../../persistence/withdrawals.repository.js';
import { DhakaClock } from '../../ports/dhaka-clock.js';
import { PlayerFactsReader, type PlayerFacts } from '../../ports/player-facts.js';
import { WITHDRAWAL_SWITCH, type WithdrawalSwitch } from '../../ports/withdrawal-switch.js';

/** The facts behind GET /api/userwithdrawcheck and POST /api/submit-withdraw. */
@Injectable()
export class WithdrawalFactsReader {
  constructor(
    @Inject(PlayerFactsReader) private readonly players: PlayerFactsReader,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(WITHDRAWAL_SWITCH) private readonly switchboard: WithdrawalSwitch,
    @Inject(DhakaClock) private readonly clock: DhakaClock,
  ) {}

  async read(playerId: string): Promise<{ player: PlayerFacts; eligibility: EligibilityFacts } | undefined> {
    const player = await this.players.read(playerId);
    if (!player) return undefined;
    return {
      player,
      eligibility: {
        birthDate: player.birthDate,
        today: this.clock.today(),
        phoneVerified: player.phoneVerified,
        hasActiveTurnover: await this.queries.execute(new HasActiveTurnoverQuery(playerId)),
        hasOpenWithdrawal: await this.withdrawals.hasOpen(playerId),
        withdrawalsOn: await this.switchboard.withdrawalsOn(),
      },
    };
  }
}
