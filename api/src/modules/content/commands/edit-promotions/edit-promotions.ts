import { Inject, Injectable } from '@nestjs/common';
import { PromotionsRepository, type Promotion, type PromotionInput } from '../../persistence/promotions.repository.js';

export type PromotionEdit = { ok: true; promotion: Promotion } | { ok: false; error: 'not_found' | 'dates' };

/**
 * Staff edits of promotions. A promotion players may already have chosen at deposit is better set to
 * inactive than deleted; delete is for mistakes.
 */
@Injectable()
export class EditPromotions {
  constructor(@Inject(PromotionsRepository) private readonly promotions: PromotionsRepository) {}

  async create(input: PromotionInput): Promise<PromotionEdit> {
    if (input.endDate < input.startDate) return { ok: false, error: 'dates' };
    return { ok: true, promotion: (await this.promotions.create({ ...input, categories: unique(input.categories) }))! };
  }

  async update(id: number, patch: Partial<PromotionInput>): Promise<PromotionEdit> {
    const current = await this.promotions.byId(id);
    if (!current) return { ok: false, error: 'not_found' };
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = current;
    const next = { ...fields, ...patch };
    if (next.endDate < next.startDate) return { ok: false, error: 'dates' };
    const updated = await this.promotions.update(id, { ...next, categories: unique(next.categories) });
    return updated ? { ok: true, promotion: updated } : { ok: false, error: 'not_found' };
  }

  delete(id: number): Promise<boolean> {
    return this.promotions.delete(id);
  }
}

const unique = (ids: number[]) => [...new Set(ids)];
