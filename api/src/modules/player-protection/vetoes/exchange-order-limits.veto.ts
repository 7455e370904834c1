import { Inject, Injectable } from '@nestjs/common';
import { Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { StakeProtectionReader } from '../persistence/stake-protection.reader.js';
import { StakeLimits } from './stake-limits.js';

/**
 * Wager and loss limits on exchange orders (match odds, bookmaker and fancy bets all pass `exchange.order`
 * before anything is written): the order's liability, the most it can lose and what the wallet will hold as
 * exposure, counts as wager and as a possible loss, against the same rolling windows as game stakes (which
 * count the exchange's exposure in turn: play-limits.ts). The exclusion and session-limit vetoes on
 * `exchange.order` are their own; this one is named after them, so an excluded player hears of the exclusion.
 */
@Injectable()
export class ExchangeOrderLimitsVeto {
  constructor(
    @Inject(StakeProtectionReader) private readonly reader: StakeProtectionReader,
    @Inject(StakeLimits) private readonly stakeLimits: StakeLimits,
  ) {}

  @Veto('exchange.order', { name: 'player-protection.play-limits.exchange-orders' })
  async check(context: VetoContexts['exchange.order']): Promise<VetoDecision> {
    const { limits } = await this.reader.read(context.playerId);
    return this.stakeLimits.decideAmount(context.playerId, BigInt(context.liability), limits, true);
  }
}
