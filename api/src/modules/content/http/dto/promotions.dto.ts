import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  bonusTargets,
  promotionBounds,
  promotionCategoryIds,
  promotionStatuses,
  type BonusTarget,
  type PromotionStatus,
} from '@khela/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MaxDecimalPlaces } from '../../../../platform/http/max-decimal-places.js';
import { promotionMessages } from '../../domain/promotion-terms.js';
import { IsArtUrl } from '../art-url.js';

const day = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A money amount as the api writes it ("10000.00"); the bounds are checked with the other terms. */
const money = /^\d{1,6}(\.\d{1,2})?$/;

/** POST /api/admin/content/promotions */
export class CreatePromotionDto {
  @ApiProperty({ description: 'The name in English (required).' }) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @ApiPropertyOptional({ description: 'The name in Bangla; empty: players reading Bangla see the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name_bn?: string;
  @ApiPropertyOptional({ description: 'Plain text.' }) @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @ApiPropertyOptional({ description: 'The description in Bangla (plain text); empty: the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description_bn?: string;
  @ApiPropertyOptional({ description: 'Card art, a URL from the upload endpoint.' }) @IsOptional() @IsArtUrl() image?: string;
  @ApiProperty({ example: '2025-01-01' }) @Matches(day, { message: 'start_date must be a date (YYYY-MM-DD)' }) start_date!: string;
  @ApiProperty({ example: '2025-12-31' }) @Matches(day, { message: 'end_date must be a date (YYYY-MM-DD)' }) end_date!: string;
  @ApiPropertyOptional({ enum: promotionStatuses }) @IsOptional() @IsIn(promotionStatuses) status?: PromotionStatus;
  @ApiPropertyOptional({ description: 'Percent of the deposit paid as bonus, 0 to 200 (0: no deposit bonus).' })
  @IsOptional()
  @IsNumber({}, { message: promotionMessages.percent })
  @MaxDecimalPlaces(2, { message: promotionMessages.percent })
  @Min(0, { message: promotionMessages.percent })
  @Max(promotionBounds.bonusPercentMax, { message: promotionMessages.percent })
  deposit_bonus_percent?: number;
  @ApiPropertyOptional({ description: 'The most bonus one deposit gets, 0.00 to 50000.00: bonus = min(deposit x percent, max_bonus).' })
  @IsOptional()
  @IsString({ message: promotionMessages.maxBonus })
  @Matches(money, { message: promotionMessages.maxBonus })
  max_bonus?: string;
  @ApiPropertyOptional({ description: 'The smallest deposit that gets the bonus, 0.00 to 25000.00 (0.00: the site minimum).' })
  @IsOptional()
  @IsString({ message: promotionMessages.minDeposit })
  @Matches(money, { message: promotionMessages.minDeposit })
  min_deposit?: string;
  @ApiPropertyOptional({ description: 'Turnover required = (deposit + bonus) x multiplier, 1 to 50.' })
  @IsOptional()
  @IsNumber({}, { message: promotionMessages.multiplier })
  @MaxDecimalPlaces(2, { message: promotionMessages.multiplier })
  @Min(promotionBounds.turnoverMultiplierMin, { message: promotionMessages.multiplier })
  @Max(promotionBounds.turnoverMultiplierMax, { message: promotionMessages.multiplier })
  turnover_multiplier?: number;
  @ApiPropertyOptional({ enum: bonusTargets }) @IsOptional() @IsIn(bonusTargets) bonus_target?: BonusTarget;
  @ApiProperty({ type: [Number], description: 'Category ids of spec section 2.1.' })
  @IsArray()
  @ArrayMaxSize(16)
  @IsIn(promotionCategoryIds, { each: true, message: 'categories must be ids of the promotion categories' })
  categories!: number[];
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10000) order?: number;
}

export class UpdatePromotionDto extends PartialType(CreatePromotionDto) {}

/** POST /api/admin/promotion-changes/{id}/reject */
export class RejectPromotionChangeDto {
  @ApiProperty({ description: '3 to 500 characters; the maker sees it.' }) @IsString() reason!: string;
}
