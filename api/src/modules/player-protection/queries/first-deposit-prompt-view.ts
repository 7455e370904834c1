import type { FirstDepositPromptAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { DepositsCountedQuery } from '../../payments/index.js';
import { hasAnyLimit } from '../domain/deposit-limits.js';
import { DepositLimitPromptsRepository } from '../persistence/deposit-limit-prompts.repository.js';
import { DepositLimitsRepository } from '../persistence/deposit-limits.repository.js';

/**
 * The offer to set a deposit limit at the first deposit (issue 16): shown on the deposit page to a player
 * who has no deposit limit, has not deposited yet (no deposit asked for that was not rejected, no e-wallet
 * payment open) and has not skipped the offer. Skipping is remembered on the server; setting a limit ends
 * the offer by itself.
 */
@Injectable()
export class FirstDepositPromptView {
  constructor(
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(DepositLimitPromptsRepository) private readonly prompts: DepositLimitPromptsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(playerId: string): Promise<FirstDepositPromptAnswer> {
    const skippedAt = await this.prompts.skippedAt(playerId);
    if (skippedAt) return { show: false, skipped_at: skippedAt.toISOString() };
    if (hasAnyLimit(await this.limits.read(playerId, 'deposit'))) return { show: false, skipped_at: null };
    const deposits = await this.queries.execute(new DepositsCountedQuery(playerId, new Date(0), this.clock.now()));
    return { show: deposits.length === 0, skipped_at: null };
  }

  async skip(playerId: string): Promise<FirstDepositPromptAnswer> {
    return { show: false, skipped_at: (await this.prompts.skip(playerId, this.clock.now())).toISOString() };
  }
}
