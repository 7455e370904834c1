import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { SetExclusionInput } from '../../commands/set-exclusion/set-exclusion.js';

// Fields are only allowed here; the command checks them with the module's own messages (English and Bangla).

export class SetExclusionBody implements SetExclusionInput {
  @Allow()
  @ApiProperty({ type: String, enum: ['timeout', 'self_exclusion'], description: 'A time-out (ends by itself) or a self-exclusion.' })
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
  @Allow()
  @ApiProperty({ type: Boolean, description: 'Must be true: the player confirms it cannot be undone or shortened.' })
  confirm?: unknown;
}
