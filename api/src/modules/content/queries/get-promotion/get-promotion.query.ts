import { Query } from '@nestjs/cqrs';
import type { Promotion } from '../../persistence/promotions.repository.js';

export type PromotionView = Omit<Promotion, 'createdAt' | 'updatedAt'>;

/**
 * One promotion as players may see it (status active or display), for other modules: payments reads
 * the deposit bonus percent, turnover multiplier and bonus target when a player picks a promotion.
 * Answers undefined for an unknown or inactive promotion.
 */
export class GetPromotionQuery extends Query<PromotionView | undefined> {
  constructor(readonly promotionId: number) {
    super();
  }
}
