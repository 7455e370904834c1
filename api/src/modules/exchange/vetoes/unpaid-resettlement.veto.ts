import { Inject, Injectable } from '@nestjs/common';
import { formatMoney } from '@khela/contracts';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { unpaidMessages } from '../exchange-unpaid-messages.js';
import { UnpaidResettlementsRepository } from '../persistence/unpaid-resettlements.repository.js';

/**
 * A player who owes the exchange (a corrected result took back winnings they had already withdrawn: see
 * SettleMarket) withdraws nothing until it is paid: otherwise money they win or deposit meanwhile could leave
 * while the debt stays. Payments asks at its 'payments.withdrawal-request' veto point and answers the
 * refusal (403, en + bn) as it is.
 */
@Injectable()
export class UnpaidResettlementVeto {
  constructor(@Inject(UnpaidResettlementsRepository) private readonly unpaid: UnpaidResettlementsRepository) {}

  @Veto('payments.withdrawal-request', { name: 'exchange.unpaid-resettlement' })
  async check(context: VetoContexts['payments.withdrawal-request']): Promise<VetoDecision> {
    const owed = await this.unpaid.outstandingOf(context.playerId);
    return owed > 0n ? refuse('exchange_unpaid_resettlement', unpaidMessages.withdrawalRefused(formatMoney(owed))) : allow;
  }
}
