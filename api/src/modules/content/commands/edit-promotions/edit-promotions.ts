import { Inject, Injectable } from '@nestjs/common';
import type { AuditContext } from '../../../backoffice/index.js';
import { PromotionsRepository, type Promotion, type PromotionInput } from '../../persistence/promotions.repository.js';
import { changed, refused, StaffEdit } from '../staff-edit.js';

export type PromotionEdit = { ok: true; promotion: Promotion } | { ok: false; error: 'not_found' | 'dates' };

const notFound = { ok: false, error: 'not_found' } as const;
const badDates = { ok: false, error: 'dates' } as const;

/**
 * Staff edits of promotions, each recorded with the promotion before and after in the audit log. A
 * promotion players may already have chosen at deposit is better set to inactive than deleted; delete
 * is for mistakes.
 */
@Injectable()
export class EditPromotions {
  constructor(
    @Inject(PromotionsRepository) private readonly promotions: PromotionsRepository,
    @Inject(StaffEdit) private readonly edit: StaffEdit,
  ) {}

  async create(input: PromotionInput, audit: AuditContext): Promise<PromotionEdit> {
    if (input.endDate < input.startDate) return badDates;
    return this.edit.apply<Promotion, PromotionEdit>(
      audit,
      { action: 'content.promotion.create', targetKind: 'promotion' },
      {
        write: async (db) => {
          const promotion = (await this.promotions.create({ ...input, categories: unique(input.categories) }, undefined, db))!;
          return changed(promotion, { ok: true, promotion }, String(promotion.id));
        },
      },
    );
  }

  update(id: number, patch: Partial<PromotionInput>, audit: AuditContext): Promise<PromotionEdit> {
    return this.edit.apply<Promotion, PromotionEdit>(
      audit,
      { action: 'content.promotion.update', targetKind: 'promotion', targetId: String(id) },
      {
        load: (db) => this.promotions.byIdForUpdate(db, id),
        write: async (db, current) => {
          if (!current) return refused(notFound);
          const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = current;
          const next = { ...fields, ...patch };
          if (next.endDate < next.startDate) return refused(badDates);
          const updated = await this.promotions.update(id, { ...next, categories: unique(next.categories) }, db);
          return updated ? changed(updated, { ok: true, promotion: updated }) : refused(notFound);
        },
      },
    );
  }

  delete(id: number, audit: AuditContext): Promise<boolean> {
    return this.edit.apply<Promotion, boolean>(
      audit,
      { action: 'content.promotion.delete', targetKind: 'promotion', targetId: String(id) },
      {
        load: (db) => this.promotions.byIdForUpdate(db, id),
        write: async (db, current) => (current && (await this.promotions.delete(id, db)) ? changed(null, true) : refused(false)),
      },
    );
  }
}

const unique = (ids: number[]) => [...new Set(ids)];
