import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { bonusTargets, promotionCategoryIds, promotionStatuses, type BonusTarget, type PromotionStatus } from '@khela/contracts';
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
import { IsArtUrl } from '../art-url.js';

const day = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** POST /api/admin/content/promotions */
export class CreatePromotionDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @ApiPropertyOptional({ description: 'Plain text.' }) @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @ApiPropertyOptional({ description: 'Card art, a URL from the upload endpoint.' }) @IsOptional() @IsArtUrl() image?: string;
  @ApiProperty({ example: '2025-01-01' }) @Matches(day, { message: 'start_date must be a date (YYYY-MM-DD)' }) start_date!: string;
  @ApiProperty({ example: '2025-12-31' }) @Matches(day, { message: 'end_date must be a date (YYYY-MM-DD)' }) end_date!: string;
  @ApiPropertyOptional({ enum: promotionStatuses }) @IsOptional() @IsIn(promotionStatuses) status?: PromotionStatus;
  @ApiPropertyOptional({ description: 'Percent of the deposit paid as bonus.' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(1000)
  deposit_bonus_percent?: number;
  @ApiPropertyOptional({ description: 'Turnover required = (deposit + bonus) x multiplier.' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
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
