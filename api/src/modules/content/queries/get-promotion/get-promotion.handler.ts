import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PromotionsRepository } from '../../persistence/promotions.repository.js';
import { GetPromotionQuery, type PromotionView } from './get-promotion.query.js';

@QueryHandler(GetPromotionQuery)
export class GetPromotionHandler implements IQueryHandler<GetPromotionQuery> {
  constructor(@Inject(PromotionsRepository) private readonly promotions: PromotionsRepository) {}

  async execute({ promotionId }: GetPromotionQuery): Promise<PromotionView | undefined> {
    if (!Number.isSafeInteger(promotionId) || promotionId <= 0 || promotionId > 2147483647) return undefined;
    const promotion = await this.promotions.byId(promotionId);
    if (!promotion || promotion.status === 'inactive') return undefined;
    const { createdAt: _c, updatedAt: _u, ...view } = promotion;
    return view;
  }
}
