import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { ConfirmDepositLimitInput } from '../../commands/confirm-deposit-limit/confirm-deposit-limit.js';
import type { SetDepositLimitInput } from '../../commands/set-deposit-limit/set-deposit-limit.js';

// Fields are only allowed here; the commands check them with the module's own messages (English and Bangla).

export class SetDepositLimitBody implements SetDepositLimitInput {
  @Allow()
  @ApiProperty({ type: String, enum: ['day', 'week', 'month'], description: 'The rolling window: 24 hours, 7 days or 30 days.' })
  period?: unknown;
  @Allow()
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '5000.00',
    description:
      'The limit, up to two decimals; null or empty asks for no limit (an increase or removal waits 24 hours, then needs confirming).',
  })
  limit?: unknown;
}

export class ConfirmDepositLimitBody implements ConfirmDepositLimitInput {
  @Allow()
  @ApiProperty({ type: String, enum: ['day', 'week', 'month'], description: 'The period whose pending change to confirm.' })
  period?: unknown;
}
