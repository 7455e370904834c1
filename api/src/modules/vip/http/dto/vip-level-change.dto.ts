import { ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffVipLevelChange } from '@khela/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

/** Surrounding spaces are not part of a name. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The English refusals of bad level changes (Bangla in vip-messages.bn.ts). */
export const levelChangeMessages = {
  conversionRate: 'conversion_rate must be an amount from 0.01 to 99.99 with up to two decimals',
  cashback: 'weekly_cashback_percent must be a percent from 0 to 20 with up to two decimals',
  threshold: 'threshold_points must be a whole number of VP from 0 to 1000000000',
  nameEn: 'name_en must be 1 to 40 characters',
  nameBn: 'name_bn must be 1 to 40 characters',
  withdrawalLimit: 'withdrawal_daily_limit must be an amount from 1.00 to 10000000.00 with up to two decimals',
  withdrawalCount: 'withdrawal_daily_count must be a whole number from 1 to 100',
  duplicateName: 'Another level already has this name.',
  nothing: 'Give conversion_rate, weekly_cashback_percent, threshold_points, a name or a withdrawal limit.',
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

  @ApiPropertyOptional({ example: 'Expert III', description: 'The level’s name in English (players see it on /vip).' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: levelChangeMessages.nameEn })
  @MinLength(1, { message: levelChangeMessages.nameEn })
  @MaxLength(40, { message: levelChangeMessages.nameEn })
  @Matches(/^[^\p{Cc}]*$/u, { message: levelChangeMessages.nameEn })
  name_en?: string;

  @ApiPropertyOptional({ example: 'এক্সপার্ট III', description: 'The level’s name in Bangla.' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: levelChangeMessages.nameBn })
  @MinLength(1, { message: levelChangeMessages.nameBn })
  @MaxLength(40, { message: levelChangeMessages.nameBn })
  @Matches(/^[^\p{Cc}]*$/u, { message: levelChangeMessages.nameBn })
  name_bn?: string;

  @ApiPropertyOptional({ example: '200000.00', description: 'Most a player at this level may withdraw per Asia/Dhaka day, BDT.' })
  @IsOptional()
  @IsString({ message: levelChangeMessages.withdrawalLimit })
  @Matches(/^(?!0)(\d{1,7}(\.\d{1,2})?|10000000(\.0{1,2})?)$/, { message: levelChangeMessages.withdrawalLimit })
  withdrawal_daily_limit?: string;

  @ApiPropertyOptional({ example: 5, description: 'Most withdrawals a player at this level may ask for per Asia/Dhaka day.' })
  @IsOptional()
  @IsInt({ message: levelChangeMessages.withdrawalCount })
  @Min(1, { message: levelChangeMessages.withdrawalCount })
  @Max(100, { message: levelChangeMessages.withdrawalCount })
  withdrawal_daily_count?: number;
}
