import { formatMoney, isLivePromotionStatus } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { StaffWrite, type AuditContext, type AuditRecord } from '../../../backoffice/index.js';
import { checkTerms, presentTerms, splitTermsChange, termsBefore, type MoneyTerms, type TermField } from '../../domain/promotion-terms.js';
import { PromotionChangesRepository } from '../../persistence/promotion-changes.repository.js';
import { PromotionsRepository, type Promotion, type PromotionInput } from '../../persistence/promotions.repository.js';

export type PromotionEdit =
  /** Saved; `pendingChangeId` names the money change that waits for finance instead of applying, if any. */
  | { ok: true; promotion: Promotion; pendingChangeId: string | null }
  | { ok: false; error: 'not_found' | 'dates' }
  /** Money terms out of bounds: nothing written. */
  | { ok: false; error: 'terms'; errors: Partial<Record<TermField, string[]>> };

const notFound = { ok: false, error: 'not_found' } as const;
const badDates = { ok: false, error: 'dates' } as const;

const termsOf = (p: Pick<Promotion, keyof MoneyTerms>): MoneyTerms => ({
  status: p.status,
  depositBonusPercent: p.depositBonusPercent,
  maxBonusMinor: p.maxBonusMinor,
  minDepositMinor: p.minDepositMinor,
  turnoverMultiplier: p.turnoverMultiplier,
  bonusTarget: p.bonusTarget,
});

/** A promotion as its audit rows show it (money as decimal strings: JSON has no bigint). */
export const auditedPromotion = (p: Promotion | null | undefined) => {
  if (!p) return null;
  const { maxBonusMinor, minDepositMinor, ...rest } = p;
  return { ...rest, maxBonus: formatMoney(maxBonusMinor), minDeposit: formatMoney(minDepositMinor) };
};

/**
 * Staff edits of promotions, each recorded with the promotion before and after in the audit log. Money
 * terms are checked against the bounds first (nothing is written when they are out). Changes of a live
 * promotion's money terms, and making one live, do not apply: they become a pending change a finance
 * user approves or rejects (ReviewPromotionChange); everything else (name, text, art, dates, order,
 * categories, making it inactive) applies at once. A promotion players may already have chosen at
 * deposit is better set to inactive than deleted; delete is for mistakes.
 */
@Injectable()
export class EditPromotions {
  constructor(
    @Inject(PromotionsRepository) private readonly promotions: PromotionsRepository,
    @Inject(PromotionChangesRepository) private readonly changes: PromotionChangesRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  async create(input: PromotionInput, audit: AuditContext): Promise<PromotionEdit> {
    if (input.endDate < input.startDate) return badDates;
    const errors = checkTerms(input);
    if (Object.keys(errors).length) return { ok: false, error: 'terms', errors };
    // A new promotion asked to be live starts inactive; going live is the pending change finance approves.
    const wantsLive = isLivePromotionStatus(input.status);
    return this.write.run<PromotionEdit>(audit, async (db) => {
      const promotion = (await this.promotions.create(
        { ...input, status: wantsLive ? 'inactive' : input.status, categories: unique(input.categories) },
        undefined,
        db,
      ))!;
      const entry: AuditRecord[] = [
        {
          action: 'content.promotion.create',
          targetKind: 'promotion',
          targetId: String(promotion.id),
          before: null,
          after: auditedPromotion(promotion),
        },
      ];
      const request = wantsLive ? await this.requestChange(db, promotion, { ...termsOf(input) }, audit) : null;
      if (request) entry.push(request.entry);
      return { result: { ok: true, promotion, pendingChangeId: request?.changeId ?? null }, entry };
    });
  }

  update(id: number, patch: Partial<PromotionInput>, audit: AuditContext): Promise<PromotionEdit> {
    return this.write.run<PromotionEdit>(audit, async (db) => {
      const current = await this.promotions.byIdForUpdate(db, id);
      if (!current) return { result: notFound };
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = current;
      const next = { ...fields, ...patch };
      if (next.endDate < next.startDate) return { result: badDates };
      const errors = checkTerms(next);
      if (Object.keys(errors).length) return { result: { ok: false, error: 'terms', errors } };

      const { direct, guarded } = splitTermsChange(termsOf(current), termsOf(next));
      const {
        status: _s,
        depositBonusPercent: _p,
        maxBonusMinor: _m,
        minDepositMinor: _d,
        turnoverMultiplier: _t,
        bonusTarget: _b,
        ...plain
      } = patch;
      const waits = Object.keys(guarded).length > 0;
      let promotion = current;
      const entry: AuditRecord[] = [];
      if (!waits || Object.keys(plain).length > 0 || Object.keys(direct).length > 0) {
        const applied = { ...fields, ...plain, ...direct };
        promotion = (await this.promotions.update(id, { ...applied, categories: unique(applied.categories) }, db))!;
        entry.push({
          action: 'content.promotion.update',
          targetKind: 'promotion',
          targetId: String(id),
          before: auditedPromotion(current),
          after: auditedPromotion(promotion),
        });
      }
      const request = waits ? await this.requestChange(db, promotion, guarded, audit) : null;
      if (request) entry.push(request.entry);
      return { result: { ok: true, promotion, pendingChangeId: request?.changeId ?? null }, entry };
    });
  }

  delete(id: number, audit: AuditContext): Promise<boolean> {
    return this.write.run(audit, async (db) => {
      const current = await this.promotions.byIdForUpdate(db, id);
      if (!current || !(await this.promotions.delete(id, db))) return { result: false };
      return {
        result: true,
        entry: {
          action: 'content.promotion.delete',
          targetKind: 'promotion',
          targetId: String(id),
          before: auditedPromotion(current),
          after: null,
        },
      };
    });
  }

  /** Records the change for finance (replacing one that was waiting); answers its id and its audit row (terms before and after). */
  private async requestChange(
    db: PoolClient,
    promotion: Promotion,
    terms: Partial<MoneyTerms>,
    audit: AuditContext,
  ): Promise<{ changeId: string; entry: AuditRecord }> {
    const superseded = await this.changes.supersede(db, promotion.id);
    const before = presentTerms(termsBefore(termsOf(promotion), terms));
    const after = presentTerms(terms);
    const changeId = randomUUID();
    // StaffWrite refused a request without an actor (the maker) before anything ran
    await this.changes.insert(db, {
      id: changeId,
      promotionId: promotion.id,
      before,
      after,
      requestedBy: audit.actorId!,
      requestedByUsername: audit.actorUsername ?? '',
    });
    return {
      changeId,
      entry: {
        action: 'content.promotion.change_request',
        targetKind: 'promotion',
        targetId: String(promotion.id),
        before,
        after: { ...after, change_id: changeId, ...(superseded ? { supersedes: superseded } : {}) },
      },
    };
  }
}

const unique = (ids: number[]) => [...new Set(ids)];
