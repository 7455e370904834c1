import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffReferralPartnerInput } from '@khela/contracts';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';

/** The English refusals of bad agent and affiliate input (Bangla in referral-messages.bn.ts). */
export const partnerInputMessages = {
  kind: 'kind must be agent or affiliate',
  name: 'name must be 1 to 80 characters',
  code: 'code must be 3 to 32 letters, digits, - or _',
  status: 'status must be active or suspended',
  basis: 'basis must be ngr or turnover',
  share: 'share_percent must be a percent from 0 to 50 with up to two decimals',
  period: 'period must be week or month',
  playerId: 'player_id must be a player id or null',
  periodStart: 'period_start must be the first day of a week (a Monday) or month, YYYY-MM-DD',
  codeTaken: 'This code is taken by another agent or affiliate.',
  noPlayer: 'No player with this id has signed up.',
  notFound: 'No such agent or affiliate.',
} as const;

const sharePattern = /^(50(\.0{1,2})?|[1-4]?\d(\.\d{1,2})?)$/;

/** The terms both a new record and a change give. */
class PartnerTermsDto {
  @ApiProperty({ example: 'Dhaka North agency' })
  @IsString({ message: partnerInputMessages.name })
  @MinLength(1, { message: partnerInputMessages.name })
  @MaxLength(80, { message: partnerInputMessages.name })
  name!: string;

  @ApiProperty({ enum: ['ngr', 'turnover'] })
  @IsIn(['ngr', 'turnover'], { message: partnerInputMessages.basis })
  basis!: 'ngr' | 'turnover';

  @ApiProperty({ example: '25.00' })
  @IsString({ message: partnerInputMessages.share })
  @Matches(sharePattern, { message: partnerInputMessages.share })
  share_percent!: string;

  @ApiProperty({ enum: ['week', 'month'] })
  @IsIn(['week', 'month'], { message: partnerInputMessages.period })
  period!: 'week' | 'month';

  @ApiPropertyOptional({ example: '42', nullable: true, description: 'Their own player account, credited with the commission.' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: partnerInputMessages.playerId })
  @Matches(/^[1-9]\d{0,17}$/, { message: partnerInputMessages.playerId })
  player_id?: string | null;
}

/** POST /api/admin/referral/partners */
export class CreatePartnerDto extends PartnerTermsDto implements StaffReferralPartnerInput {
  @ApiProperty({ enum: ['agent', 'affiliate'] })
  @IsIn(['agent', 'affiliate'], { message: partnerInputMessages.kind })
  kind!: 'agent' | 'affiliate';

  @ApiProperty({ example: 'DHK-NORTH' })
  @IsString({ message: partnerInputMessages.code })
  @Matches(/^\s*[A-Za-z0-9_-]{3,32}\s*$/, { message: partnerInputMessages.code })
  code!: string;
}

/** PUT /api/admin/referral/partners/{id}: new terms, name or status (kind and code stay). */
export class UpdatePartnerDto extends PartnerTermsDto implements StaffReferralPartnerInput {
  @ApiProperty({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: partnerInputMessages.status })
  status!: 'active' | 'suspended';
}

/** ?period_start of a record's report. */
export class PartnerReportDto {
  @ApiPropertyOptional({ example: '2026-11-23', description: 'The first day of the week or month; absent: the current one.' })
  @IsOptional()
  @IsString({ message: partnerInputMessages.periodStart })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: partnerInputMessages.periodStart })
  period_start?: string;
}
