import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';

/** The English refusals of bad report requests (Bangla in referral-messages.bn.ts). */
export const referralReportMessages = {
  page: 'page must be a whole number from 1 to 100000',
  perPage: 'per_page must be a whole number from 1 to 100',
  rewardId: 'reward_id must be written referral-YYYY-MM-DD-<player id>',
  referrerId: 'referrer_id must be a player id',
  day: 'day must be a date written YYYY-MM-DD',
  lookup: 'Give reward_id, or referrer_id and day.',
  noMember: 'No such referral member.',
  noRewardDay: 'No referral reward for this referrer and day.',
  rerunKind: 'kind must be day, week or month',
  rerunPeriod: 'period must name a period of that kind: a day or a Monday YYYY-MM-DD, or a month YYYY-MM',
  notEnded: 'That period has not ended yet in Dhaka.',
} as const;

/** POST /api/admin/referral/reward-runs */
export class ReferralRerunDto {
  @ApiProperty({ enum: ['day', 'week', 'month'] })
  @IsIn(['day', 'week', 'month'], { message: referralReportMessages.rerunKind })
  kind!: 'day' | 'week' | 'month';

  @ApiProperty({ example: '2026-11-23' })
  @IsString({ message: referralReportMessages.rerunPeriod })
  @Matches(/^\d{4}-\d{2}(-\d{2})?$/, { message: referralReportMessages.rerunPeriod })
  period!: string;
}

/** ?page&per_page of the downline and the runs. */
export class ReferralReportPageDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @NumberField()
  @IsInt({ message: referralReportMessages.page })
  @Min(1, { message: referralReportMessages.page })
  @Max(100_000, { message: referralReportMessages.page })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @NumberField()
  @IsInt({ message: referralReportMessages.perPage })
  @Min(1, { message: referralReportMessages.perPage })
  @Max(100, { message: referralReportMessages.perPage })
  per_page?: number;
}

/** GET /api/admin/referral/rewards?reward_id= or ?referrer_id&day */
export class ReferralRewardLookupDto {
  @ApiPropertyOptional({
    example: 'referral-2026-11-25-42',
    description:
      'The ledger’s reward id of a referral reward: a day’s, a week’s (referral-week-<monday>-<id>) or a month’s (referral-month-<YYYY-MM>-<id>).',
  })
  @IsOptional()
  @IsString({ message: referralReportMessages.rewardId })
  @Matches(/^referral-(\d{4}-\d{2}-\d{2}|week-\d{4}-\d{2}-\d{2}|month-\d{4}-\d{2})-[1-9]\d{0,17}$/, {
    message: referralReportMessages.rewardId,
  })
  reward_id?: string;

  @ApiPropertyOptional({ example: '42' })
  @IsOptional()
  @IsString({ message: referralReportMessages.referrerId })
  @Matches(/^[1-9]\d{0,17}$/, { message: referralReportMessages.referrerId })
  referrer_id?: string;

  @ApiPropertyOptional({ example: '2026-11-25', description: 'The Asia/Dhaka day the reward was for.' })
  @IsOptional()
  @IsString({ message: referralReportMessages.day })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: referralReportMessages.day })
  day?: string;
}
