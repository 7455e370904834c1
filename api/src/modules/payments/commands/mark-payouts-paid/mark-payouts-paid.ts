import type { PayoutMarkPaidAnswer, PayoutMarkPaidItem } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { AuditContext } from '../../../backoffice/index.js';
import { reviewMessages } from '../../domain/review-messages.js';
import { WithdrawalsRepository } from '../../persistence/withdrawals.repository.js';
import { ReviewWithdrawal } from '../review-withdrawal/review-withdrawal.js';

/**
 * Bulk "mark paid" of a payout batch (issue 22): each withdrawal goes through the one finance decision,
 * `ReviewWithdrawal.approve`, as its own transaction, so each keeps its state machine (only a held,
 * pending request is paid), maker-checker (as the confirming approval: a request at or above the threshold
 * needs a first approval by another finance user, below it this is the only one), its audit row with the
 * reference, and its `payments.withdrawal-approved` event, on which the ledger's PayOutHeld moves the money
 * (keyed by the withdrawal id). One item refused does not stop the others; the answer says what happened
 * to each. Sending the same batch again pays nothing twice: an item already paid answers `already_paid`.
 */
@Injectable()
export class MarkPayoutsPaid {
  constructor(
    @Inject(ReviewWithdrawal) private readonly review: ReviewWithdrawal,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
  ) {}

  async execute(items: readonly { id: string; reference: string }[], staffId: string, audit: AuditContext): Promise<PayoutMarkPaidAnswer> {
    const results: PayoutMarkPaidItem[] = [];
    for (const item of items) {
      const before = await this.withdrawals.get(item.id);
      if (before?.status === 'approved') {
        results.push({ id: item.id, result: 'already_paid', message: reviewMessages.alreadyApproved });
        continue;
      }
      const outcome = await this.review.approve(item.id, staffId, 'confirm', item.reference, audit);
      if (!outcome.ok) results.push({ id: item.id, result: 'refused', message: outcome.message });
      else if (outcome.value.status === 'approved') results.push({ id: item.id, result: 'paid', message: outcome.value.message });
      else results.push({ id: item.id, result: 'refused', message: outcome.value.message });
    }
    const count = (result: PayoutMarkPaidItem['result']) => results.filter((r) => r.result === result).length;
    return { results, paid: count('paid'), already_paid: count('already_paid'), refused: count('refused') };
  }
}
