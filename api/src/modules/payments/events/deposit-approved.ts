import type { EventMeta, NewEvent } from '../../../platform/events/index.js';
import { depositBonus } from '../domain/deposit-rules.js';
import type { Deposit } from '../persistence/deposits.repository.js';
import { depositStream } from './payments-events.js';

/**
 * The `payments.deposit-approved` event of a deposit now 'approving': everything settling it needs
 * (amount, the bonus its promotion grants as submitted, the promotion's turnover terms), so the
 * reactors downstream never depend on settings that changed since.
 */
export function depositApprovedEvent(deposit: Deposit, meta: EventMeta): NewEvent {
  const bonusMinor = deposit.promotionId !== null ? depositBonus(deposit.amountMinor, deposit.bonusPercent, deposit.bonusMaxMinor) : 0n;
  return {
    type: 'payments.deposit-approved',
    streamId: depositStream(deposit.id),
    data: {
      depositId: deposit.id,
      playerId: deposit.playerId,
      amountMinor: deposit.amountMinor.toString(),
      bonusMinor: bonusMinor.toString(),
      promotion:
        deposit.promotionId !== null
          ? { id: deposit.promotionId, name: deposit.promotionName ?? '', turnoverMultiplier: deposit.turnoverMultiplier }
          : null,
      source: deposit.source,
    },
    meta: { correlationId: deposit.id, ...meta },
  };
}
