import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffReferralPeriodTerms, StaffReferralSettings, StaffReferralTier } from '@khela/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

/** The English refusals of bad settings (Bangla in referral-messages.bn.ts). */
export const settingsInputMessages = {
  minTurnover: 'min_turnover must be an amount with up to two decimals',
  ratePercent: 'rate_percent must be a percent from 0 to 10 with up to two decimals',
  tiers: 'tiers must be 1 to 10 tiers',
  dailyCap: 'daily_cap must be an amount above 0 with up to two decimals',
  cluster: 'ip_cluster_size must be a whole number from 2 to 100',
  firstTier: 'The first tier must start at 0.00 and tiers must rise.',
  minClaim: 'min_claim must be an amount from 1.00 to 100000.00 with up to two decimals',
  levelPercent: 'level2_percent and level3_percent must be a percent from 0 to 10 with up to two decimals',
  enabled: 'enabled and day_enabled must be true or false',
  periodCap: 'cap must be an amount above 0 with up to two decimals',
  period: 'weekly and monthly must each be { enabled, cap, tiers }',
} as const;

const percentPattern = /^(10(\.0{1,2})?|\d(\.\d{1,2})?)$/;
/** Above 0 (the table refuses a zero cap). */
const positiveAmountPattern = /^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/;

export class ReferralTierDto implements StaffReferralTier {
  @ApiProperty({ example: '0.00' })
  @IsString({ message: settingsInputMessages.minTurnover })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: settingsInputMessages.minTurnover })
  min_turnover!: string;

  @ApiProperty({ example: '0.20' })
  @IsString({ message: settingsInputMessages.ratePercent })
  @Matches(percentPattern, { message: settingsInputMessages.ratePercent })
  rate_percent!: string;

  @ApiPropertyOptional({ example: '0.05', description: 'Share of a level-2 downline’s turnover; absent: 0.' })
  @IsOptional()
  @IsString({ message: settingsInputMessages.levelPercent })
  @Matches(percentPattern, { message: settingsInputMessages.levelPercent })
  level2_percent?: string;

  @ApiPropertyOptional({ example: '0.00', description: 'Share of a level-3 downline’s turnover; absent: 0.' })
  @IsOptional()
  @IsString({ message: settingsInputMessages.levelPercent })
  @Matches(percentPattern, { message: settingsInputMessages.levelPercent })
  level3_percent?: string;
}

/** A week's or month's terms. */
export class ReferralPeriodTermsDto implements StaffReferralPeriodTerms {
  @ApiProperty({ example: false })
  @IsBoolean({ message: settingsInputMessages.enabled })
  enabled!: boolean;

  @ApiProperty({ example: '70000.00' })
  @IsString({ message: settingsInputMessages.periodCap })
  @Matches(positiveAmountPattern, { message: settingsInputMessages.periodCap })
  cap!: string;

  @ApiProperty({ type: [ReferralTierDto] })
  @IsArray({ message: settingsInputMessages.tiers })
  @ArrayMinSize(1, { message: settingsInputMessages.tiers })
  @ArrayMaxSize(10, { message: settingsInputMessages.tiers })
  @ValidateNested({ each: true })
  @Type(() => ReferralTierDto)
  tiers!: ReferralTierDto[];
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

  @ApiPropertyOptional({ example: true, description: 'Whether daily rewards pay; absent keeps today’s.' })
  @IsOptional()
  @IsBoolean({ message: settingsInputMessages.enabled })
  day_enabled?: boolean;

  @ApiPropertyOptional({ type: ReferralPeriodTermsDto, description: 'Monday-to-Sunday Dhaka weeks; absent keeps today’s.' })
  @IsOptional()
  @IsObject({ message: settingsInputMessages.period })
  @ValidateNested()
  @Type(() => ReferralPeriodTermsDto)
  weekly?: ReferralPeriodTermsDto;

  @ApiPropertyOptional({ type: ReferralPeriodTermsDto, description: 'Dhaka calendar months; absent keeps today’s.' })
  @IsOptional()
  @IsObject({ message: settingsInputMessages.period })
  @ValidateNested()
  @Type(() => ReferralPeriodTermsDto)
  monthly?: ReferralPeriodTermsDto;
}
