import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { unpaidMessages } from '../../exchange-unpaid-messages.js';

const statuses = ['open', 'cleared', 'all'] as const;

/** `GET /api/admin/exchange/unpaid-resettlements?status=` */
export class UnpaidResettlementsQuery {
  @ApiPropertyOptional({ enum: statuses, default: 'open' })
  @IsOptional()
  @IsIn(statuses, { message: unpaidMessages.input.status })
  status?: (typeof statuses)[number];
}

/** `/api/admin/exchange/unpaid-resettlements/{id}/collect` */
export class UnpaidResettlementParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: unpaidMessages.input.id })
  id!: string;
}
