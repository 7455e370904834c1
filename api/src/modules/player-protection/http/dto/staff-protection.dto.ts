import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsString, Length } from 'class-validator';
import type { StaffSetExclusionInput } from '../../commands/staff-set-exclusion/staff-set-exclusion.js';
import type { StaffSetLimitInput } from '../../commands/staff-set-limit/staff-set-limit.js';
import { limitKinds, limitPeriods } from '../../domain/deposit-limits.js';
import { exclusionKinds } from '../../domain/exclusion.js';
import { reasonLength, staffProtectionMessages } from '../../domain/staff-protection.js';

// The commands read every field again with the module's own messages (English and Bangla); the rules here
// refuse the obviously wrong early and describe the body in the OpenAPI document.

export class StaffSetLimitBody implements StaffSetLimitInput {
  @IsIn(limitKinds, { message: staffProtectionMessages.kind })
  @ApiProperty({ type: String, enum: limitKinds, description: 'What the limit caps: deposits, stakes (wager) or net loss.' })
  kind?: unknown;

  @IsIn(limitPeriods, { message: staffProtectionMessages.period })
  @ApiProperty({ type: String, enum: limitPeriods, description: 'The rolling window: 24 hours, 7 days or 30 days.' })
  period?: unknown;

  @Allow()
  @ApiProperty({
    type: String,
    example: '2000.00',
    description: 'The new limit, up to two decimals: above zero and below the limit in force (staff can only make it stricter).',
  })
  limit?: unknown;

  @IsString({ message: staffProtectionMessages.reason })
  @Length(reasonLength.min, reasonLength.max, { message: staffProtectionMessages.reason })
  @ApiProperty({ minLength: reasonLength.min, maxLength: reasonLength.max, example: 'Deposits tripled in a week; agreed on a call.' })
  reason?: unknown;
}

export class StaffSetExclusionBody implements StaffSetExclusionInput {
  @IsIn(exclusionKinds, { message: staffProtectionMessages.exclusionKind })
  @ApiProperty({ type: String, enum: exclusionKinds, description: 'A time-out (ends by itself) or a self-exclusion.' })
  kind?: unknown;

  @Allow()
  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 42,
    example: 7,
    description: "A time-out's length in days (24 hours to 6 weeks).",
  })
  days?: unknown;

  @Allow()
  @ApiPropertyOptional({
    type: Number,
    minimum: 6,
    maximum: 60,
    example: 6,
    description: "A self-exclusion's length in months (6 months to 5 years).",
  })
  months?: unknown;

  @IsString({ message: staffProtectionMessages.reason })
  @Length(reasonLength.min, reasonLength.max, { message: staffProtectionMessages.reason })
  @ApiProperty({ minLength: reasonLength.min, maxLength: reasonLength.max, example: 'Asked for a break on a call with support.' })
  reason?: unknown;
}
