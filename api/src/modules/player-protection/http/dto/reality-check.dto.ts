import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { SessionSettingsInput } from '../../commands/reality-check/reality-checks.js';

// Fields are only allowed here; the use case checks them with the module's own messages (English and Bangla).

export class SessionSettingsBody implements SessionSettingsInput {
  @Allow()
  @ApiPropertyOptional({
    type: Number,
    enum: [15, 30, 45, 60, 90, 120],
    example: 60,
    description: 'How often a reality check shows, in minutes (always on).',
  })
  reality_check_minutes?: unknown;
  @Allow()
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 12,
    example: 2,
    description: 'Session time limit in whole hours (1 to 12), or null for none.',
  })
  session_limit_hours?: unknown;
}

export class RealityCheckBody {
  @Allow()
  @ApiProperty({ type: String, enum: ['continue', 'history', 'logout'], description: "The player's answer to the reality check due now." })
  action?: unknown;
}
