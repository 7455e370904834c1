import { parseMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { JobQueue } from '../../../../platform/queues/job-queue.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { approvalStep, makerCheckerMessages } from '../../domain/maker-checker.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { reviewMessages } from '../../domain/review-messages.js';
import { DepositsRepository } from '../../persistence/deposits.repository.js';
import { PaymentNotifier } from '../../ports/payment-notifier.js';

export interface ReviewAnswer {
  id: string;
  status: string;
  needs_second_approval: boolean;
  message: string;
}

/**
 * Finance decisions on a manual deposit. Approval moves the request to 'approving' (one clerk wins the
 * row update) and enqueues the settlement job with the deposit id as its key; the job moves the money.
 * At or above PAYMENTS_CHECKER_THRESHOLD a second, different finance user must confirm first.
 */
@Injectable()
export class ReviewDeposit {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
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
    const deposit = await this.deposits.get(depositId);
    if (!deposit) return refused(404, reviewMessages.depositNotFound);
    if (deposit.status === 'rejected') return refused(409, reviewMessages.alreadyRejected);
    if (deposit.status !== 'pending') {
      // a double click or a second clerk: the first approval stands; make sure its job exists
      await this.enqueueSettlement(depositId);
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
      const marked = await this.deposits.markFirstApproval(depositId, staffId);
      if (!marked) return this.approve(depositId, staffId, action, auditContext); // someone acted first: decide again on fresh state
      await this.audit.record(auditContext, { action: 'payments.deposit.first_approval', targetKind: 'deposit', targetId: depositId });
      await this.notifier.changed({
        kind: 'deposit',
        id: depositId,
        playerId: deposit.playerId,
        status: 'pending',
        amountMinor: deposit.amountMinor,
      });
      return accepted({ id: depositId, status: 'pending', needs_second_approval: true, message: reviewMessages.awaitingSecond });
    }
    const won = await this.deposits.startSettling(depositId, staffId);
    if (!won) return this.approve(depositId, staffId, action, auditContext);
    await this.audit.record(auditContext, {
      action: 'payments.deposit.approve',
      targetKind: 'deposit',
      targetId: depositId,
      before: { status: 'pending' },
      after: { status: 'approving' },
    });
    await this.enqueueSettlement(depositId);
    await this.notifier.changed({
      kind: 'deposit',
      id: depositId,
      playerId: deposit.playerId,
      status: 'approving',
      amountMinor: deposit.amountMinor,
    });
    return accepted({ id: depositId, status: 'approving', needs_second_approval: false, message: reviewMessages.approving });
  }

  async reject(depositId: string, staffId: string, reason: string, auditContext: AuditContext): Promise<Outcome<ReviewAnswer>> {
    if (reason.trim() === '') return refused(400, reviewMessages.reasonRequired);
    const deposit = await this.deposits.get(depositId);
    if (!deposit) return refused(404, reviewMessages.depositNotFound);
    if (deposit.status === 'rejected')
      return accepted({ id: depositId, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
    if (deposit.status !== 'pending') return refused(409, reviewMessages.alreadyApproved);
    const done = await this.deposits.reject(depositId, staffId, reason.trim());
    if (!done) return this.reject(depositId, staffId, reason, auditContext);
    await this.audit.record(auditContext, {
      action: 'payments.deposit.reject',
      targetKind: 'deposit',
      targetId: depositId,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: reason.trim() },
    });
    await this.notifier.changed({
      kind: 'deposit',
      id: depositId,
      playerId: deposit.playerId,
      status: 'rejected',
      amountMinor: deposit.amountMinor,
      reason: reason.trim(),
    });
    return accepted({ id: depositId, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
  }

  private enqueueSettlement(depositId: string): Promise<string> {
    return this.jobs.enqueue('payments.settle-deposit', { depositId }, depositId);
  }
}
