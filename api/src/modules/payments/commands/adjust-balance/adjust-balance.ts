import { formatMoney, parseMoney, type StaffAdjustmentAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { AdjustByStaffCommand, GetWalletQuery } from '../../../wallet/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { adjustmentMessages, debitExceedsBalance, needsSecondApproval, readAdjustment } from '../../domain/staff-adjustment-rules.js';
import { presentAdjustment, StaffAdjustmentsRepository, type StaffAdjustment } from '../../persistence/staff-adjustments.repository.js';
import { PlayerFactsReader } from '../../ports/player-facts.js';

export interface StaffActor {
  id: string;
  username: string;
}

/**
 * Manual balance adjustments by finance, with a required reason. Every adjustment is first recorded
 * (row + audit) as pending; below PAYMENTS_CHECKER_THRESHOLD the maker applies it at once, at or above it
 * a second, different finance user must. Applying moves the money through AdjustByStaff with the
 * adjustment id as idempotency key, then records the balances before and after.
 */
@Injectable()
export class AdjustBalance {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(StaffAdjustmentsRepository) private readonly adjustments: StaffAdjustmentsRepository,
    @Inject(PlayerFactsReader) private readonly players: PlayerFactsReader,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {
    this.thresholdMinor = parseMoney(config.PAYMENTS_CHECKER_THRESHOLD)!;
  }

  async request(
    playerId: string,
    body: { amount: unknown; reason: unknown },
    maker: StaffActor,
    auditContext: AuditContext,
  ): Promise<Outcome<StaffAdjustmentAnswer>> {
    if (!/^\d{1,18}$/.test(playerId)) return refused(404, adjustmentMessages.playerNotFound);
    const input = readAdjustment(body.amount, body.reason);
    if (!input.ok) return refused(400, input.message);
    const facts = await this.players.read(playerId);
    if (!facts) return refused(404, adjustmentMessages.playerNotFound);
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    if (!wallet) return refused(409, adjustmentMessages.walletNotOpen);
    const before = wallet.balances.main;
    if (debitExceedsBalance(input.amountMinor, before)) return refused(409, adjustmentMessages.insufficient(before, -input.amountMinor));

    const adjustment: StaffAdjustment = {
      id: randomUUID(),
      playerId,
      playerUsername: facts.username,
      amountMinor: input.amountMinor,
      currency: wallet.currency,
      reason: input.reason,
      status: 'pending',
      requestedBy: maker.id,
      requestedByUsername: maker.username,
      decidedBy: null,
      decidedByUsername: null,
      rejectReason: null,
      balanceBeforeMinor: null,
      balanceAfterMinor: null,
      createdAt: new Date(),
      decidedAt: null,
    };

    // The row and its audit commit before any money moves, so every adjustment is on record even if
    // the process dies mid-way (a row left pending shows in the pending list for finance to finish).
    await this.adjustments.inTransaction(async (tx) => {
      await this.adjustments.insert(adjustment, tx);
      await this.audit.record(
        auditContext,
        {
          action: 'payments.adjustment.request',
          targetKind: 'player',
          targetId: playerId,
          before: { main: formatMoney(before) },
          after: { adjustment_id: adjustment.id, amount: formatMoney(input.amountMinor), status: 'pending', reason: input.reason },
        },
        tx,
      );
    });
    if (needsSecondApproval(input.amountMinor, this.thresholdMinor))
      return accepted({ adjustment: presentAdjustment(adjustment), outcome: 'pending', message: adjustmentMessages.awaitingSecond });
    // Below the threshold the maker applies it at once.
    return this.apply(adjustment, maker, auditContext);
  }

  async confirm(id: string, checker: StaffActor, auditContext: AuditContext): Promise<Outcome<StaffAdjustmentAnswer>> {
    const adjustment = await this.adjustments.get(id);
    if (!adjustment) return refused(404, adjustmentMessages.notFound);
    if (adjustment.status === 'applied')
      return accepted({ adjustment: presentAdjustment(adjustment), outcome: 'applied', message: adjustmentMessages.applied });
    if (adjustment.status === 'rejected') return refused(409, adjustmentMessages.notPending);
    if (adjustment.requestedBy === checker.id) return refused(409, adjustmentMessages.sameUser);
    return this.apply(adjustment, checker, auditContext);
  }

  /** Claims the pending row, moves the money (idempotent by adjustment id), then marks it applied with its audit row. */
  private async apply(adjustment: StaffAdjustment, actor: StaffActor, auditContext: AuditContext): Promise<Outcome<StaffAdjustmentAnswer>> {
    const id = adjustment.id;
    const makerMayApply = !needsSecondApproval(adjustment.amountMinor, this.thresholdMinor);
    if (!(await this.adjustments.claim(id, actor.id, makerMayApply))) return refused(409, adjustmentMessages.notPending);
    const moved = await this.move(adjustment, actor);
    if (!moved.ok) {
      await this.adjustments.unclaim(id);
      return moved;
    }
    await this.adjustments.inTransaction(async (tx) => {
      await this.adjustments.markApplied(id, actor, moved.value, tx);
      await this.audit.record(
        auditContext,
        this.appliedAudit({ ...adjustment, balanceBeforeMinor: moved.value.before, balanceAfterMinor: moved.value.after }),
        tx,
      );
    });
    const applied = (await this.adjustments.get(id))!;
    return accepted({ adjustment: presentAdjustment(applied), outcome: 'applied', message: adjustmentMessages.applied });
  }

  async reject(id: string, checker: StaffActor, reason: string, auditContext: AuditContext): Promise<Outcome<StaffAdjustmentAnswer>> {
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > 500) return refused(400, adjustmentMessages.reason);
    const adjustment = await this.adjustments.get(id);
    if (!adjustment) return refused(404, adjustmentMessages.notFound);
    const done = await this.adjustments.inTransaction(async (tx) => {
      if (!(await this.adjustments.reject(id, checker, trimmed, tx))) return false;
      await this.audit.record(
        auditContext,
        {
          action: 'payments.adjustment.reject',
          targetKind: 'player',
          targetId: adjustment.playerId,
          before: { adjustment_id: id, status: 'pending' },
          after: { adjustment_id: id, status: 'rejected', reason: trimmed },
        },
        tx,
      );
      return true;
    });
    if (!done) return refused(409, adjustmentMessages.notPending);
    const rejected = (await this.adjustments.get(id))!;
    return accepted({ adjustment: presentAdjustment(rejected), outcome: 'rejected', message: adjustmentMessages.rejected });
  }

  /** The ledger step. Idempotent by adjustment id: a retry after a crash moves nothing twice. */
  private async move(adjustment: StaffAdjustment, actor: StaffActor): Promise<Outcome<{ before: bigint; after: bigint }>> {
    const wallet = await this.queries.execute(new GetWalletQuery(adjustment.playerId));
    if (!wallet) return refused(409, adjustmentMessages.walletNotOpen);
    const before = wallet.balances.main;
    const result = await this.commands.execute(
      new AdjustByStaffCommand(
        {
          playerId: adjustment.playerId,
          adjustmentId: adjustment.id,
          staffId: adjustment.requestedBy,
          amount: adjustment.amountMinor,
          reason: adjustment.reason,
        },
        { actor: { kind: 'staff', id: actor.id }, correlationId: adjustment.id },
      ),
    );
    if (!result.ok) {
      if (result.error === 'insufficient_funds') return refused(409, adjustmentMessages.insufficient(before, -adjustment.amountMinor));
      if (result.error === 'busy') return refused(409, adjustmentMessages.busy);
      return refused(409, result.message);
    }
    const after = result.balances.main ?? before + adjustment.amountMinor;
    // exact for this event even if other postings landed meanwhile (or this was a retried duplicate)
    return accepted({ before: after - adjustment.amountMinor, after });
  }

  private appliedAudit(a: StaffAdjustment) {
    return {
      action: 'payments.adjustment.apply',
      targetKind: 'player',
      targetId: a.playerId,
      before: { main: formatMoney(a.balanceBeforeMinor ?? 0n) },
      after: {
        main: formatMoney(a.balanceAfterMinor ?? 0n),
        adjustment_id: a.id,
        amount: formatMoney(a.amountMinor),
        reason: a.reason,
        requested_by: a.requestedByUsername,
      },
    };
  }
}
