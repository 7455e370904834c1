import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PayoutMarkPaidRequest } from '@khela/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';

export const payoutMessages = {
  items: 'Send 1 to 500 withdrawals, each once, as items: [{ id, payout_reference }].',
  id: 'Each item needs the withdrawal id.',
  reference: 'Each item needs its payout reference (1 to 100 characters).',
  channel: 'channel must be a payment method name such as bkash',
  format: 'format must be json or csv',
} as const;

/** Most withdrawals one "mark paid" request takes: each is its own transaction, so a request stays short. */
export const markPaidMaxItems = 500;

export class PayoutMarkPaidItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: payoutMessages.id })
  @IsUUID('all', { message: payoutMessages.id })
  id!: string;

  @ApiProperty({ example: 'BKP8A1C2D3', description: "The payout's reference at the wallet provider." })
  @IsString({ message: payoutMessages.reference })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: payoutMessages.reference })
  @MaxLength(100, { message: payoutMessages.reference })
  payout_reference!: string;
}

/** POST /api/admin/payments/payouts/mark-paid */
export class PayoutMarkPaidDto implements PayoutMarkPaidRequest {
  @ApiProperty({ type: [PayoutMarkPaidItemDto] })
  @IsArray({ message: payoutMessages.items })
  @ArrayMinSize(1, { message: payoutMessages.items })
  @ArrayMaxSize(markPaidMaxItems, { message: payoutMessages.items })
  @ArrayUnique((item: { id?: unknown }) => item?.id, { message: payoutMessages.items })
  @ValidateNested({ each: true })
  @Type(() => PayoutMarkPaidItemDto)
  items!: PayoutMarkPaidItemDto[];
}

/** GET /api/admin/payments/payouts */
export class PayoutBatchQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], description: "csv: the batch as the payout team's CSV file." })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: payoutMessages.format })
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ example: 'bkash', description: 'One channel (wallet brand, any case); all when absent.' })
  @IsOptional()
  @IsString({ message: payoutMessages.channel })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(/^[\p{L}\p{N} ._-]{1,40}$/u, { message: payoutMessages.channel })
  channel?: string;
}
