import { formatMoney, parseMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox, type EventMeta } from '../../../../platform/events/index.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { approvalStep, makerCheckerMessages } from '../../domain/maker-checker.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { reviewMessages } from '../../domain/review-messages.js';
import { WithdrawalsRepository, type Withdrawal } from '../../persistence/withdrawals.repository.js';
import { channelOf } from '../../domain/channel.js';
import { withdrawalStream } from '../../events/payments-events.js';
import type { ReviewAnswer } from '../review-deposit/review-deposit.js';

/** What a withdrawal decision's audit row keeps of the request, before and after (amount, player, payout account). */
export const auditedWithdrawal = (w: Withdrawal) => ({
  amount: formatMoney(w.amountMinor),
  player_id: w.playerId,
  player_username: w.playerUsername,
  method: w.methodName ?? w.provider,
  account_number: w.accountNumber,
  status: w.status,
  first_approver_id: w.firstApproverId,
});

/**
 * Finance decisions on a withdrawal. Each is one transaction: the request row (locked, so one decision
 * wins), its audit row and its event commit together or not at all. The money follows after commit in
 * WithdrawalMoneyReactor: PayOutHeld on `payments.withdrawal-approved`, ReleaseHold on
 * `payments.withdrawal-rejected`, keyed by the withdrawal id (the wallet's decider lets only one of them
 * ever happen), so a crash at any point leaves the decision either not made (retry it) or certain to
 * move the money once.
 */
@Injectable()
export class ReviewWithdrawal {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {
    this.thresholdMinor = parseMoney(config.PAYMENTS_CHECKER_THRESHOLD)!;
  }

  async approve(
    id: string,
    staffId: string,
    action: 'approve' | 'confirm',
    payoutReference: string,
    auditContext: AuditContext,
  ): Promise<Outcome<ReviewAnswer>> {
    this.audit.requireActor(auditContext);
    const meta = this.meta(id, staffId, auditContext);
    return inTransaction(this.pool, async (tx): Promise<Outcome<ReviewAnswer>> => {
      const w = await this.withdrawals.get(id, tx, true);
      if (!w || w.status === 'refused') return refused(404, reviewMessages.withdrawalNotFound);
      // its money is still moving to held (the request's own hold or the hold reactor): a moment from 'pending'
      if (w.status === 'holding') return refused(409, reviewMessages.withdrawalStillHolding);
      if (w.status === 'approved')
        return accepted({ id, status: 'approved', needs_second_approval: false, message: reviewMessages.paidOut });
      if (w.status === 'rejected') return refused(409, reviewMessages.alreadyRejected);
      const step = approvalStep({
        amountMinor: w.amountMinor,
        thresholdMinor: this.thresholdMinor,
        firstApproverId: w.firstApproverId,
        actorId: staffId,
        action,
      });
      if (step.kind === 'refused') return refused(409, makerCheckerMessages[step.reason]);
      if (step.kind === 'await_second') {
        // maker-checker, first of two: the request stays pending and now waits for a different finance user
        await this.withdrawals.markFirstApproval(id, staffId, tx);
        await this.audit.record(
          auditContext,
          {
            action: 'payments.withdrawal.first_approval',
            targetKind: 'withdrawal',
            targetId: id,
            before: auditedWithdrawal(w),
            after: { ...auditedWithdrawal(w), first_approver_id: staffId, needs_second_approval: true },
          },
          tx,
        );
        await this.outbox.append(tx, [
          {
            type: 'payments.first-approval-given',
            streamId: withdrawalStream(id),
            data: { kind: 'withdrawal', id, playerId: w.playerId, amountMinor: w.amountMinor.toString() },
            meta,
          },
        ]);
        return accepted({ id, status: 'pending', needs_second_approval: true, message: reviewMessages.awaitingSecond });
      }
      const reference = payoutReference.trim();
      if (reference === '') return refused(400, reviewMessages.payoutReferenceRequired);
      await this.withdrawals.decide(id, { status: 'approved', payoutReference: reference }, staffId, tx);
      // the second of two approvals (a first approver is on record) or the only one (below the threshold)
      await this.audit.record(
        auditContext,
        {
          action: w.firstApproverId !== null ? 'payments.withdrawal.second_approval' : 'payments.withdrawal.approve',
          targetKind: 'withdrawal',
          targetId: id,
          before: auditedWithdrawal(w),
          after: { ...auditedWithdrawal(w), status: 'approved', approved_by: staffId, payout_reference: reference },
        },
        tx,
      );
      await this.outbox.append(tx, [
        {
          type: 'payments.withdrawal-approved',
          streamId: withdrawalStream(id),
          data: {
            withdrawalId: id,
            playerId: w.playerId,
            amountMinor: w.amountMinor.toString(),
            channel: channelOf(w.methodName ?? w.provider),
          },
          meta,
        },
      ]);
      return accepted({ id, status: 'approved', needs_second_approval: false, message: reviewMessages.paidOut });
    });
  }

  async reject(id: string, staffId: string, reason: string, auditContext: AuditContext): Promise<Outcome<ReviewAnswer>> {
    this.audit.requireActor(auditContext);
    const trimmed = reason.trim();
    if (trimmed === '') return refused(400, reviewMessages.reasonRequired);
    const meta = this.meta(id, staffId, auditContext);
    return inTransaction(this.pool, async (tx): Promise<Outcome<ReviewAnswer>> => {
      const w = await this.withdrawals.get(id, tx, true);
      if (!w || w.status === 'refused') return refused(404, reviewMessages.withdrawalNotFound);
      // its money is still moving to held (the request's own hold or the hold reactor): a moment from 'pending'
      if (w.status === 'holding') return refused(409, reviewMessages.withdrawalStillHolding);
      if (w.status === 'approved') return refused(409, reviewMessages.alreadyApproved);
      if (w.status === 'rejected')
        return accepted({ id, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
      await this.withdrawals.decide(id, { status: 'rejected', reason: trimmed }, staffId, tx);
      await this.audit.record(
        auditContext,
        {
          action: 'payments.withdrawal.reject',
          targetKind: 'withdrawal',
          targetId: id,
          before: auditedWithdrawal(w),
          after: { ...auditedWithdrawal(w), status: 'rejected', reason: trimmed },
        },
        tx,
      );
      await this.outbox.append(tx, [
        {
          type: 'payments.withdrawal-rejected',
          streamId: withdrawalStream(id),
          data: { withdrawalId: id, playerId: w.playerId, amountMinor: w.amountMinor.toString(), reason: trimmed },
          meta,
        },
      ]);
      return accepted({ id, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
    });
  }

  private meta(id: string, staffId: string, auditContext: AuditContext): EventMeta {
    return { actor: { kind: 'staff', id: staffId }, correlationId: id, requestId: auditContext.requestId ?? undefined };
  }
}
