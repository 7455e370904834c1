import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { LifetimeDepositsQuery } from '../../payments/index.js';
import { kycRequirement } from '../domain/kyc-rules.js';
import { KycRulesRepository } from '../persistence/kyc-rules.repository.js';
import { KycSubmissionsRepository } from '../persistence/kyc-submissions.repository.js';

/**
 * Issue 22: a withdrawal above the admin's amount, or any withdrawal once the player's credited deposits in total
 * pass the admin's amount, needs an approved KYC. KYC owns the rule and its data; payments asks at its
 * 'payments.withdrawal-request' veto point and answers the refusal's message (en, bn) as it is. Lifetime deposits
 * come from payments' own query, read only when that rule is on.
 */
@Injectable()
export class KycBeforeWithdrawalVeto {
  constructor(
    @Inject(KycRulesRepository) private readonly rules: KycRulesRepository,
    @Inject(KycSubmissionsRepository) private readonly submissions: KycSubmissionsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Veto('payments.withdrawal-request', { name: 'kyc.before-withdrawal' })
  async check(context: VetoContexts['payments.withdrawal-request']): Promise<VetoDecision> {
    const rules = await this.rules.read();
    if (rules.withdrawalOverMinor === null && rules.lifetimeDepositsOverMinor === null) return allow;
    const status = (await this.submissions.get(context.playerId))?.status;
    if (status === 'approved') return allow;
    const lifetimeDepositsMinor =
      rules.lifetimeDepositsOverMinor === null ? null : await this.queries.execute(new LifetimeDepositsQuery(context.playerId));
    const need = kycRequirement(rules, { status, amountMinor: BigInt(context.amount), lifetimeDepositsMinor });
    return need.required ? refuse(need.code, need.message) : allow;
  }
}
