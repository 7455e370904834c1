import type { PromotionChangeDecision } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext, type StaffWriteOutcome } from '../../../backoffice/index.js';
import { checkTerms, promotionMessages, readTerms } from '../../domain/promotion-terms.js';
import { presentPromotionChange, PromotionChangesRepository } from '../../persistence/promotion-changes.repository.js';
import { PromotionsRepository } from '../../persistence/promotions.repository.js';
import { auditedPromotion } from '../edit-promotions/edit-promotions.js';

export type ChangeReview = { ok: true; value: PromotionChangeDecision } | { ok: false; status: 400 | 404 | 409; message: string };

const refuse = (status: 400 | 404 | 409, message: string): StaffWriteOutcome<ChangeReview> => ({ result: { ok: false, status, message } });

/**
 * Finance's half of promotion maker-checker (permission promotions.approve): approving applies exactly
 * the requested terms to the promotion, rejecting leaves it as it is. One transaction each, with the
 * change row locked, so two clerks cannot both decide; the maker can never approve their own change.
 * Both are audited on the promotion with its state before and after.
 */
@Injectable()
export class ReviewPromotionChange {
  constructor(
    @Inject(PromotionChangesRepository) private readonly changes: PromotionChangesRepository,
    @Inject(PromotionsRepository) private readonly promotions: PromotionsRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  approve(changeId: string, audit: AuditContext): Promise<ChangeReview> {
    return this.write.run(audit, async (db): Promise<StaffWriteOutcome<ChangeReview>> => {
      const change = await this.changes.get(changeId, db, true);
      if (!change) return refuse(404, promotionMessages.changeNotFound);
      if (change.status !== 'pending') return refuse(409, promotionMessages.changeDecided);
      if (change.requestedBy === audit.actorId) return refuse(409, promotionMessages.sameUser);
      const current = (await this.promotions.byIdForUpdate(db, change.promotionId))!;
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = current;
      const next = { ...fields, ...readTerms(change.after) };
      // the bounds held when it was requested; checked again so nothing out of bounds is ever applied
      if (Object.keys(checkTerms(next)).length) return refuse(409, promotionMessages.invalid);
      await this.promotions.update(current.id, next, db);
      await this.changes.decide(db, change.id, { status: 'approved', by: audit.actorId!, byUsername: audit.actorUsername ?? '' });
      return {
        result: {
          ok: true,
          value: { change: presentPromotionChange((await this.changes.get(change.id, db))!), message: promotionMessages.approved },
        },
        entry: {
          action: 'content.promotion.change_approve',
          targetKind: 'promotion',
          targetId: String(current.id),
          before: { ...auditedPromotion(current), change_id: change.id, requested_by: change.requestedByUsername },
          after: auditedPromotion({ ...current, ...next }),
        },
      };
    });
  }

  reject(changeId: string, reason: string, audit: AuditContext): Promise<ChangeReview> {
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > 500) return Promise.resolve(refuse(400, promotionMessages.reason).result);
    return this.write.run(audit, async (db): Promise<StaffWriteOutcome<ChangeReview>> => {
      const change = await this.changes.get(changeId, db, true);
      if (!change) return refuse(404, promotionMessages.changeNotFound);
      if (change.status !== 'pending') return refuse(409, promotionMessages.changeDecided);
      await this.changes.decide(db, change.id, {
        status: 'rejected',
        by: audit.actorId!,
        byUsername: audit.actorUsername ?? '',
        reason: trimmed,
      });
      return {
        result: {
          ok: true,
          value: { change: presentPromotionChange((await this.changes.get(change.id, db))!), message: promotionMessages.rejected },
        },
        entry: {
          action: 'content.promotion.change_reject',
          targetKind: 'promotion',
          targetId: String(change.promotionId),
          before: { change_id: change.id, status: 'pending', terms: change.after, requested_by: change.requestedByUsername },
          after: { change_id: change.id, status: 'rejected', reason: trimmed },
        },
      };
    });
  }
}
