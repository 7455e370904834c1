import { Body, Controller, Get, HttpCode, HttpException, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  promotionChangeStatuses,
  type PromotionChangeDecision,
  type PromotionChangeStatus,
  type PromotionChangeView,
} from '@khela/contracts';
import { StaffAuthGuard } from '../../auth/index.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ReviewPromotionChange, type ChangeReview } from '../commands/review-promotion-change/review-promotion-change.js';
import { presentPromotionChange, PromotionChangesRepository } from '../persistence/promotion-changes.repository.js';
import { RejectPromotionChangeDto } from './dto/promotions.dto.js';
import { ApiAnswer, ApiNoBody, arrayOf } from '../../../platform/http/openapi/api-answer.js';

const answer = (review: ChangeReview): PromotionChangeDecision => {
  if (!review.ok) throw new HttpException({ message: review.message }, review.status);
  return review.value;
};

/**
 * Finance's side of promotion maker-checker: the money-term changes content asked for on live
 * promotions, and the decisions (permission promotions.approve: finance and admin; never the maker).
 */
@ApiTags('content (staff)')
@Controller('api/admin/promotion-changes')
@UseGuards(StaffAuthGuard)
export class PromotionChangesStaffController {
  constructor(
    @Inject(PromotionChangesRepository) private readonly changes: PromotionChangesRepository,
    @Inject(ReviewPromotionChange) private readonly review: ReviewPromotionChange,
  ) {}

  @Get()
  @ApiAnswer({ type: 'object', properties: { data: arrayOf('PromotionChangeView') }, required: ['data'], additionalProperties: false })
  @RequirePermission('promotions.approve')
  @ApiQuery({ name: 'status', required: false, enum: promotionChangeStatuses })
  @ApiOperation({ summary: 'Promotion money changes, newest first; status=pending lists those waiting for a decision.' })
  async list(@Query('status') status?: string): Promise<{ data: PromotionChangeView[] }> {
    const known = promotionChangeStatuses.find((s) => s === status) as PromotionChangeStatus | undefined;
    return { data: (await this.changes.list(known)).map(presentPromotionChange) };
  }

  @Post(':id/approve')
  @ApiAnswer('PromotionChangeDecision', {
    errors: { 404: 'No such change.', 409: 'Already decided, or the maker approving their own change.' },
  })
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('promotions.approve')
  @ApiOperation({ summary: 'Approve a waiting change: the promotion gets exactly the requested terms (a different user than the maker).' })
  async approve(@Param('id') id: string, @Audit() audit: AuditContext): Promise<PromotionChangeDecision> {
    return answer(await this.review.approve(id, audit));
  }

  @Post(':id/reject')
  @ApiAnswer('PromotionChangeDecision', { errors: { 404: 'No such change.', 409: 'Already decided.' } })
  @HttpCode(200)
  @RequirePermission('promotions.approve')
  @ApiOperation({ summary: 'Reject a waiting change with a reason: the promotion keeps its terms.' })
  async reject(
    @Param('id') id: string,
    @Body() body: RejectPromotionChangeDto,
    @Audit() audit: AuditContext,
  ): Promise<PromotionChangeDecision> {
    return answer(await this.review.reject(id, body.reason, audit));
  }
}
