import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { ProtectionRulesInput } from '../../domain/protection-rules.js';
import { reasonLength } from '../../domain/staff-protection.js';

// ChangeProtectionRules reads every field with the module's messages (English and Bangla) and names every
// bad one at once; these declarations let the fields through and describe the body in the OpenAPI document.

class RangeBody {
  @ApiProperty({ type: Number })
  min!: number;

  @ApiProperty({ type: Number })
  max!: number;
}

export class ProtectionRulesBody implements ProtectionRulesInput {
  @Allow()
  @ApiProperty({
    type: Number,
    minimum: 24,
    maximum: 168,
    example: 24,
    description: 'Cooling-off of a limit increase or removal, hours (floor 24).',
  })
  limit_cooling_off_hours?: unknown;

  @Allow()
  @ApiProperty({
    type: Number,
    minimum: 24,
    maximum: 168,
    example: 24,
    description: 'Cooling-off to end a self-exclusion, hours (floor 24).',
  })
  exclusion_end_cooling_off_hours?: unknown;

  @Allow()
  @ApiProperty({ type: RangeBody, description: 'Time-outs offered, whole days from 1 to 365.', example: { min: 1, max: 42 } })
  timeout_days?: unknown;

  @Allow()
  @ApiProperty({ type: RangeBody, description: 'Self-exclusions offered, whole months from 6 to 120.', example: { min: 6, max: 60 } })
  self_exclusion_months?: unknown;

  @Allow()
  @ApiProperty({
    type: [Number],
    description: 'Reality-check intervals offered, 1 to 8 different minutes, 5 to 240 each.',
    example: [15, 30, 45, 60, 90, 120],
  })
  reality_check_choices?: unknown;

  @Allow()
  @ApiProperty({ type: Number, example: 60, description: 'The interval a player has until they choose; one of the choices.' })
  reality_check_default_minutes?: unknown;

  @Allow()
  @ApiProperty({ type: RangeBody, description: 'Session time limits offered, whole hours from 1 to 24.', example: { min: 1, max: 12 } })
  session_limit_hours?: unknown;

  @Allow()
  @ApiProperty({ type: Number, minimum: 18, maximum: 25, example: 18, description: 'Minimum age to deposit (floor 18).' })
  minimum_age?: unknown;

  @Allow()
  @ApiProperty({ type: Number, minimum: 366, maximum: 1096, example: 366, description: 'Longest account statement, days (floor a year).' })
  statement_max_days?: unknown;

  @Allow()
  @ApiProperty({
    type: String,
    minLength: reasonLength.min,
    maxLength: reasonLength.max,
    example: 'Licence condition 4.2: 48-hour cooling-off.',
  })
  reason?: unknown;
}
