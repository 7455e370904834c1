import { formatMoney, parseMoney, type StaffAdjustmentAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { AdjustByStaffCommand, GetWalletQuery } from '../../../wallet/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { adjustmentMessages, debitExceedsBalance, needsSecondApproval, readAdjustment } from '../../domain/staff-adjustment-rules.js';
import { adjustmentStream } from '../../events/payments-events.js';
import { presentAdjustment, StaffAdjustmentsRepository, type StaffAdjustment } from '../../persistence/staff-adjustments.repository.js';
import { PlayerFactsReader } from '../../ports/player-facts.js';

export interface StaffActor {
  id: string;
  username: string;
}

/**
 * Manual balance adjustments by finance, with a required reason. Every adjustment is first recorded
 * (row + audit) as pending; below PAYMENTS_CHECKER_THRESHOLD the maker applies it at once, at or above it
 * a second, different finance user must. Applying claims the row and records
 * `payments.adjustment-approved` in one transaction, then moves the money through AdjustByStaff with the
 * adjustment id as idempotency key and records the balances before and after (AdjustmentReactor does
 * the same from the event if the request died in between). Over HTTP the id is
 * derived from the maker's Idempotency-Key (scoped by staff member and route), so a repeated request
 * finds its adjustment and finishes or answers it instead of adding a second one.
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
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.thresholdMinor = parseMoney(config.PAYMENTS_CHECKER_THRESHOLD)!;
  }

  async request(
    playerId: string,
    body: { amount: unknown; reason: unknown },
    maker: StaffActor,
    auditContext: AuditContext,
    adjustmentId: string = randomUUID(),
  ): Promise<Outcome<StaffAdjustmentAnswer>> {
    if (!/^\d{1,18}$/.test(playerId)) return refused(404, adjustmentMessages.playerNotFound);
    // A request that ran before with this id (derived from the staff member's Idempotency-Key): finish it, never add a second.
    const earlier = await this.adjustments.get(adjustmentId);
    if (earlier) return this.resume(earlier, maker, auditContext);
    const input = readAdjustment(body.amount, body.reason);
    if (!input.ok) return refused(400, input.message);
    const facts = await this.players.read(playerId);
    if (!facts) return refused(404, adjustmentMessages.playerNotFound);
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    if (!wallet) return refused(409, adjustmentMessages.walletNotOpen);
    const before = wallet.balances.main;
    if (debitExceedsBalance(input.amountMinor, before)) return refused(409, adjustmentMessages.insufficient(before, -input.amountMinor));

    const adjustment: StaffAdjustment = {
      id: adjustmentId,
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
    const inserted = await this.adjustments.inTransaction(async (tx) => {
      if (!(await this.adjustments.insert(adjustment, tx))) return false;
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
      return true;
    });
    if (!inserted) return this.resume((await this.adjustments.get(adjustment.id))!, maker, auditContext);
    if (needsSecondApproval(input.amountMinor, this.thresholdMinor))
      return accepted({ adjustment: presentAdjustment(adjustment), outcome: 'pending', message: adjustmentMessages.awaitingSecond });
    // Below the threshold the maker applies it at once.
    return this.apply(adjustment, maker, auditContext);
  }

  /** The same request again (a retry, or one taking over a crashed one): answer its state, or finish applying it. */
  private async resume(
    adjustment: StaffAdjustment,
    maker: StaffActor,
    auditContext: AuditContext,
  ): Promise<Outcome<StaffAdjustmentAnswer>> {
    if (adjustment.status === 'applied')
      return accepted({ adjustment: presentAdjustment(adjustment), outcome: 'applied', message: adjustmentMessages.applied });
    if (adjustment.status === 'rejected') return refused(409, adjustmentMessages.notPending);
    if (needsSecondApproval(adjustment.amountMinor, this.thresholdMinor) || adjustment.requestedBy !== maker.id)
      return accepted({ adjustment: presentAdjustment(adjustment), outcome: 'pending', message: adjustmentMessages.awaitingSecond });
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

  /**
   * Claims the pending row ('applying') and appends `payments.adjustment-approved` in one transaction;
   * then finishes it at once (finish). Should the process die in between, AdjustmentReactor finishes it
   * from the event, so a claimed adjustment is never left half-done.
   */
  private async apply(adjustment: StaffAdjustment, actor: StaffActor, auditContext: AuditContext): Promise<Outcome<StaffAdjustmentAnswer>> {
    const id = adjustment.id;
    const makerMayApply = !needsSecondApproval(adjustment.amountMinor, this.thresholdMinor);
    const claimed = await this.adjustments.inTransaction(async (tx) => {
      const current = await this.adjustments.get(id, tx, true);
      if (!current || !(await this.adjustments.claim(id, actor.id, makerMayApply, tx))) return false;
      // a retry re-claiming its own 'applying' row: its event is already on record
      if (current.status === 'pending') {
        await this.outbox.append(tx, [
          {
            type: 'payments.adjustment-approved',
            streamId: adjustmentStream(id),
            data: {
              adjustmentId: id,
              playerId: adjustment.playerId,
              amountMinor: adjustment.amountMinor.toString(),
              actor: { id: actor.id, username: actor.username, roles: auditContext.actorRoles },
            },
            meta: { actor: { kind: 'staff', id: actor.id }, correlationId: id, requestId: auditContext.requestId ?? undefined },
          },
        ]);
      }
      return true;
    });
    if (!claimed) return refused(409, adjustmentMessages.notPending);
    return this.adjustments.inTransaction((tx) => this.finish(tx, id, actor, auditContext));
  }

  /**
   * Moves an 'applying' adjustment's money (AdjustByStaff keyed by the adjustment id: a repeat appends
   * nothing) and marks it applied with its audit row, in the caller's transaction, the row locked so the
   * request and the reactor never both finish it. A refusal by the ledger (funds) puts it back to pending.
   */
  async finish(tx: PoolClient, id: string, actor: StaffActor, auditContext: AuditContext): Promise<Outcome<StaffAdjustmentAnswer>> {
    const adjustment = await this.adjustments.get(id, tx, true);
    if (!adjustment) return refused(404, adjustmentMessages.notFound);
    if (adjustment.status === 'applied')
      return accepted({ adjustment: presentAdjustment(adjustment), outcome: 'applied', message: adjustmentMessages.applied });
    if (adjustment.status !== 'applying') return refused(409, adjustmentMessages.notPending);
    const moved = await this.move(adjustment, actor);
    if (!moved.ok) {
      await this.adjustments.unclaim(id, tx);
      return moved;
    }
    await this.adjustments.markApplied(id, actor, moved.value, tx);
    await this.audit.record(
      auditContext,
      this.appliedAudit({ ...adjustment, balanceBeforeMinor: moved.value.before, balanceAfterMinor: moved.value.after }),
      tx,
    );
    const applied = (await this.adjustments.get(id, tx))!;
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
