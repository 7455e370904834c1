import { parseMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { PayOutHeldCommand, ReleaseHoldCommand } from '../../../wallet/index.js';
import { approvalStep, makerCheckerMessages } from '../../domain/maker-checker.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { reviewMessages } from '../../domain/review-messages.js';
import { WithdrawalsRepository, type Withdrawal } from '../../persistence/withdrawals.repository.js';
import { PaymentNotifier } from '../../ports/payment-notifier.js';
import { channelOf } from '../settle-deposit/settle-deposit.job.js';
import type { ReviewAnswer } from '../review-deposit/review-deposit.js';

/**
 * Finance decisions on a withdrawal. The ledger decides first (PayOutHeld or ReleaseHold, keyed by the
 * withdrawal id; the wallet's decider lets only one of them ever happen), then the request row follows.
 * A retry after a crash in between finds the ledger's first answer (duplicate) and completes the row.
 */
@Injectable()
export class ReviewWithdrawal {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
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
    const w = await this.withdrawals.get(id);
    if (!w || w.status === 'holding' || w.status === 'refused') return refused(404, reviewMessages.withdrawalNotFound);
    if (w.status === 'approved') return accepted({ id, status: 'approved', needs_second_approval: false, message: reviewMessages.paidOut });
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
      if (!(await this.withdrawals.markFirstApproval(id, staffId))) return this.approve(id, staffId, action, payoutReference, auditContext);
      await this.audit.record(auditContext, { action: 'payments.withdrawal.first_approval', targetKind: 'withdrawal', targetId: id });
      await this.changed(w, 'pending');
      return accepted({ id, status: 'pending', needs_second_approval: true, message: reviewMessages.awaitingSecond });
    }
    if (payoutReference.trim() === '') return refused(400, reviewMessages.payoutReferenceRequired);
    const paid = await this.commands.execute(
      new PayOutHeldCommand(
        { playerId: w.playerId, withdrawalId: id, channel: channelOf(w.methodName ?? w.provider) },
        { actor: { kind: 'staff', id: staffId }, correlationId: id },
      ),
    );
    if (!paid.ok) return refused(409, paid.error === 'hold_already_settled' ? reviewMessages.alreadyRejected : paid.message);
    await this.withdrawals.decide(id, { status: 'approved', payoutReference: payoutReference.trim() }, staffId);
    await this.audit.record(auditContext, {
      action: 'payments.withdrawal.approve',
      targetKind: 'withdrawal',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'approved', payout_reference: payoutReference.trim() },
    });
    await this.changed(w, 'approved');
    return accepted({ id, status: 'approved', needs_second_approval: false, message: reviewMessages.paidOut });
  }

  async reject(id: string, staffId: string, reason: string, auditContext: AuditContext): Promise<Outcome<ReviewAnswer>> {
    if (reason.trim() === '') return refused(400, reviewMessages.reasonRequired);
    const w = await this.withdrawals.get(id);
    if (!w || w.status === 'holding' || w.status === 'refused') return refused(404, reviewMessages.withdrawalNotFound);
    if (w.status === 'approved') return refused(409, reviewMessages.alreadyApproved);
    if (w.status === 'rejected')
      return accepted({ id, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
    const released = await this.commands.execute(
      new ReleaseHoldCommand({ playerId: w.playerId, withdrawalId: id }, { actor: { kind: 'staff', id: staffId }, correlationId: id }),
    );
    if (!released.ok) return refused(409, released.error === 'hold_already_settled' ? reviewMessages.alreadyApproved : released.message);
    await this.withdrawals.decide(id, { status: 'rejected', reason: reason.trim() }, staffId);
    await this.audit.record(auditContext, {
      action: 'payments.withdrawal.reject',
      targetKind: 'withdrawal',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: reason.trim() },
    });
    await this.changed(w, 'rejected', reason.trim());
    return accepted({ id, status: 'rejected', needs_second_approval: false, message: reviewMessages.rejected });
  }

  private changed(w: Withdrawal, status: string, reason?: string): Promise<void> {
    return this.notifier.changed({
      kind: 'withdrawal',
      id: w.id,
      playerId: w.playerId,
      status,
      amountMinor: w.amountMinor,
      reason: reason ?? null,
    });
  }
}
