import { ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffVipLevelChange } from '@khela/contracts';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** The English refusals of bad level changes (Bangla in vip-messages.bn.ts). */
export const levelChangeMessages = {
  conversionRate: 'conversion_rate must be an amount from 0.01 to 99.99 with up to two decimals',
  cashback: 'weekly_cashback_percent must be a percent from 0 to 20 with up to two decimals',
  threshold: 'threshold_points must be a whole number of VP from 0 to 1000000000',
  nothing: 'Give conversion_rate, weekly_cashback_percent or threshold_points.',
  notFound: 'No such VIP level.',
} as const;

/** PATCH /api/admin/vip/levels/{code} */
export class VipLevelChangeDto implements StaffVipLevelChange {
  @ApiPropertyOptional({ example: '1.25', description: 'Cash (BDT) one VP converts to at this level.' })
  @IsOptional()
  @IsString({ message: levelChangeMessages.conversionRate })
  @Matches(/^(?!0+(\.0{1,2})?$)\d{1,2}(\.\d{1,2})?$/, { message: levelChangeMessages.conversionRate })
  conversion_rate?: string;

  @ApiPropertyOptional({ example: '1.50', description: 'Share of the week’s net loss paid back, percent.' })
  @IsOptional()
  @IsString({ message: levelChangeMessages.cashback })
  @Matches(/^(20(\.0{1,2})?|1?\d(\.\d{1,2})?)$/, { message: levelChangeMessages.cashback })
  weekly_cashback_percent?: string;

  @ApiPropertyOptional({ example: 500, description: 'Lifetime VP that reaches the level (the lowest stays 0; each above the one below).' })
  @IsOptional()
  @IsInt({ message: levelChangeMessages.threshold })
  @Min(0, { message: levelChangeMessages.threshold })
  @Max(1_000_000_000, { message: levelChangeMessages.threshold })
  threshold_points?: number;
}
