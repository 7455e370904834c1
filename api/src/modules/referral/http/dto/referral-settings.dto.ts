import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffReferralSettings, StaffReferralTier } from '@khela/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';

/** The English refusals of bad settings (Bangla in referral-messages.bn.ts). */
export const settingsInputMessages = {
  minTurnover: 'min_turnover must be an amount with up to two decimals',
  ratePercent: 'rate_percent must be a percent from 0 to 10 with up to two decimals',
  tiers: 'tiers must be 1 to 10 tiers',
  dailyCap: 'daily_cap must be an amount above 0 with up to two decimals',
  cluster: 'ip_cluster_size must be a whole number from 2 to 100',
  firstTier: 'The first tier must start at 0.00 and tiers must rise.',
  minClaim: 'min_claim must be an amount from 1.00 to 100000.00 with up to two decimals',
} as const;

export class ReferralTierDto implements StaffReferralTier {
  @ApiProperty({ example: '0.00' })
  @IsString({ message: settingsInputMessages.minTurnover })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: settingsInputMessages.minTurnover })
  min_turnover!: string;

  @ApiProperty({ example: '0.20' })
  @IsString({ message: settingsInputMessages.ratePercent })
  @Matches(/^(10(\.0{1,2})?|\d(\.\d{1,2})?)$/, { message: settingsInputMessages.ratePercent })
  rate_percent!: string;
}

/** PUT /api/admin/referral/settings: the whole set, replacing the old. */
export class ReferralSettingsDto implements StaffReferralSettings {
  @ApiProperty({ type: [ReferralTierDto] })
  @IsArray({ message: settingsInputMessages.tiers })
  @ArrayMinSize(1, { message: settingsInputMessages.tiers })
  @ArrayMaxSize(10, { message: settingsInputMessages.tiers })
  @ValidateNested({ each: true })
  @Type(() => ReferralTierDto)
  tiers!: ReferralTierDto[];

  @ApiProperty({ example: '10000.00' })
  @IsString({ message: settingsInputMessages.dailyCap })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: settingsInputMessages.dailyCap })
  daily_cap!: string;

  @ApiProperty({ example: 3 })
  @IsInt({ message: settingsInputMessages.cluster })
  @Min(2, { message: settingsInputMessages.cluster })
  @Max(100, { message: settingsInputMessages.cluster })
  ip_cluster_size!: number;

  @ApiPropertyOptional({ example: '10.00', description: 'Least cash reward Claim All moves (spec 9: 10); absent keeps today’s.' })
  @IsOptional()
  @IsString({ message: settingsInputMessages.minClaim })
  @Matches(/^(100000(\.0{1,2})?|(?!0+(\.\d{1,2})?$)\d{1,5}(\.\d{1,2})?)$/, { message: settingsInputMessages.minClaim })
  min_claim?: string;
}
