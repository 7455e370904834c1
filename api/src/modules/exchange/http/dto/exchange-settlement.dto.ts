import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { settlementMessages } from '../../exchange-settlement-messages.js';

/** `/api/admin/exchange/markets/{marketId}/settlement` */
export class SettlementMarketParams {
  @ApiProperty({ example: '1.20418005' })
  @Matches(/^\d\.\d{6,12}$/, { message: 'marketId must be a market id such as 1.20418005' })
  marketId!: string;
}

const outcomes = ['winners', 'void'] as const;
const winnersMessage = 'winner_selection_ids must be up to 3 selection ids';

/** A trader's result for a market: a correction (a new version, settled as the difference) or void (every stake back). */
export class SettleMarketBody {
  @ApiProperty({ enum: outcomes })
  @IsIn(outcomes, { message: 'outcome must be winners or void' })
  outcome!: (typeof outcomes)[number];

  @ApiPropertyOptional({
    type: [Number],
    description: 'Winning selection ids (several share a dead heat); absent or empty for void.',
    maxItems: 3,
  })
  @IsOptional()
  @IsArray({ message: winnersMessage })
  @ArrayMaxSize(3, { message: winnersMessage })
  @IsInt({ each: true, message: winnersMessage })
  @Min(1, { each: true, message: winnersMessage })
  @Max(2_147_483_647, { each: true, message: winnersMessage })
  winner_selection_ids?: number[];

  @ApiProperty({ minLength: 3, maxLength: 300, example: 'Feed result corrected: the scorer confirmed the tie.' })
  @IsString({ message: settlementMessages.reasonRequired })
  @MinLength(3, { message: settlementMessages.reasonRequired })
  @MaxLength(300, { message: settlementMessages.reasonRequired })
  reason!: string;
}

const dayMessage = 'from and to must be days such as 2026-11-26';

/** GET /api/admin/exchange/settlements?from&to (Dhaka days, inclusive; default today). */
export class SettlementReportQuery {
  @ApiPropertyOptional({ example: '2026-11-20' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: dayMessage })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-26' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: dayMessage })
  to?: string;
}
