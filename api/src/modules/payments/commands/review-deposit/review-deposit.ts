import { formatMoney, parseMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { approvalStep, makerCheckerMessages } from '../../domain/maker-checker.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { reviewMessages } from '../../domain/review-messages.js';
import { DepositsRepository, type Deposit } from '../../persistence/deposits.repository.js';
import { depositApprovedEvent } from '../../events/deposit-approved.js';
import { depositStream } from '../../events/payments-events.js';
import type { PaymentReviewAnswer } from '@khela/contracts';

/**
 * What a deposit decision's audit row keeps of the request, before and after: the money, the player and
 * the transaction id the player gave, so a row tells the whole decision without a join.
 */
export const auditedDeposit = (d: Deposit) => ({
  amount: formatMoney(d.amountMinor),
  player_id: d.playerId,
  player_username: d.playerUsername,
  transaction_id: d.transactionId,
  method: d.methodName,
  status: d.status,
  first_approver_id: d.firstApproverId,
});

export type ReviewAnswer = PaymentReviewAnswer;

/**
 * Finance decisions on a manual deposit. Each decision is one transaction: the request row (locked, so
 * one clerk wins), its audit row and its event (`payments.deposit-approved`, `-rejected` or
 * `payments.first-approval-given`) commit together or not at all. Approval leaves the deposit
 * 'approving'; the money moves in reactors after commit (turnover registers the requirement, then
 * SettleDepositReactor credits it and marks it 'approved'), so a crash or a Redis outage at any point
 * leaves it either untouched (retry the request) or certain to settle. Nothing here needs Redis.
 * At or above PAYMENTS_CHECKER_THRESHOLD a second, different finance user must confirm first.
 */
@Injectable()
export class ReviewDeposit {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {
    this.thresholdMinor = parseMoney(config.PAYMENTS_CHECKER_THRESHOLD)!;
  }

  async approve(
    depositId: string,
    staffId: string,
    action: 'approve' | 'confirm',
    auditContext: AuditContext,
  ): Promise<Outcome<ReviewAnswer>> {
    this.audit.requireActor(auditContext);
    const meta = { actor: { kind: 'staff' as const, id: staffId }, requestId: auditContext.requestId ?? undefined };
    return inTransaction(this.pool, async (tx): Promise<Outcome<ReviewAnswer>> => {
      const deposit = await this.deposits.get(depositId, tx, true);
      if (!deposit) return refused(404, reviewMessages.depositNotFound);
      if (deposit.status === 'rejected') return refused(409, reviewMessages.alreadyRejected);
      if (deposit.status !== 'pending') {
        // a double click or a second clerk: the first approval stands (its event is already on record)
        return accepted({ id: depositId, status: deposit.status, needs_second_approval: false, message: reviewMessages.approving });
      }
      const step = approvalStep({
        amountMinor: deposit.amountMinor,
        thresholdMinor: this.thresholdMinor,
        firstApproverId: deposit.firstApproverId,
        actorId: staffId,
        action,
      });
      if (step.kind === 'refused') return refused(409, makerCheckerMessages[step.reason]);
      if (step.kind === 'await_second') {
        // maker-checker, first of two: the request stays pending and now waits for a different finance user
        await this.deposits.markFirstApproval(depositId, staffId, tx);
        await this.audit.record(
          auditContext,
          {
            action: 'payments.deposit.first_approval',
            targetKind: 'deposit',
            targetId: depositId,
            before: auditedDeposit(deposit),
            after: { ...auditedDeposit(deposit), first_approver_id: staffId, needs_second_approval: true },
          },
          tx,
        );
        await this.outbox.append(tx, [
          {
            type: 'payments.first-approval-given',
            streamId: depositStream(depositId),
            data: { kind: 'deposit', id: depositId, playerId: deposit.playerId, amountMinor: deposit.amountMinor.toString() },
            meta: { ...meta, correlationId: depositId },
          },
        ]);
        return accepted({ id: depositId, status: 'pending', needs_second_approval: true, message: reviewMessages.awaitingSecond });
      }
      await this.deposits.startSettling(depositId, staffId, tx);
      // the second of two approvals (a first approver is on record) or the only one (below the threshold)
      const second = deposit.firstApproverId !== null;
      await this.audit.record(
        auditContext,
        {
          action: second ? 'payments.deposit.second_approval' : 'payments.deposit.approve',
          targetKind: 'deposit',
          targetId: depositId,
          before: auditedDeposit(deposit),
          after: { ...auditedDeposit(deposit), status: 'approving', approved_by: staffId },
        },
        tx,
      );
      await this.outbox.append(tx, [depositApprovedEvent(deposit, meta)]);
      return accepted({ id: depositId, status: 'approving', needs_second_approval: false, message: reviewMessages.approving });
    });
  }

  async reject(depositId: string, staffId: string, reason: string, auditContext: AuditContext): Promise<Outcome<ReviewAnswer>> {
    this.audit.requireActor(auditContext);
    const trimmed = reason.trim();
    if (trimmed === '') return refused(400, reviewMessages.reasonRequired);
    return inTransaction(this.pool, async (tx): Promise<Outcome<ReviewAnswer>> => {
      const deposit = await this.deposits.get(depositId, tx, true);
      if (!deposit) return refused(404, reviewMessages.depositNotFound);
      if (deposit.status === 'rejected')
        return accepted({ id: depositId, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
      if (deposit.status !== 'pending') return refused(409, reviewMessages.alreadyApproved);
      await this.deposits.reject(depositId, staffId, trimmed, tx);
      await this.audit.record(
        auditContext,
        {
          action: 'payments.deposit.reject',
          targetKind: 'deposit',
          targetId: depositId,
          before: auditedDeposit(deposit),
          after: { ...auditedDeposit(deposit), status: 'rejected', reason: trimmed },
        },
        tx,
      );
      await this.outbox.append(tx, [
        {
          type: 'payments.deposit-rejected',
          streamId: depositStream(depositId),
          data: { depositId, playerId: deposit.playerId, amountMinor: deposit.amountMinor.toString(), reason: trimmed },
          meta: { actor: { kind: 'staff', id: staffId }, requestId: auditContext.requestId ?? undefined, correlationId: depositId },
        },
      ]);
      return accepted({ id: depositId, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
    });
  }
}
