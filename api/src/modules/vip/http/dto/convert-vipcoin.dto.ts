import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, Matches } from 'class-validator';

/** The English refusals of bad conversion input (Bangla in vip-messages.bn.ts). */
export const convertInputMessages = {
  vipCoin: 'vip_coin must be a whole number of VP',
  key: 'idempotency_key must be 8 to 100 letters, digits, _ or -',
} as const;

/** GET /api/convert-vipcoin?remote_id&vip_coin (spec 7), with an optional idempotency key. */
export class ConvertVipCoinQuery {
  @Allow()
  @ApiPropertyOptional({ type: String, description: "Must be the caller's own id (identity comes from the token)" })
  remote_id?: unknown;

  @ApiProperty({ type: String, example: '25', description: 'Whole VP to convert; at least 10 (spec 9).' })
  @IsString({ message: convertInputMessages.vipCoin })
  @Matches(/^\d{1,9}$/, { message: convertInputMessages.vipCoin })
  vip_coin!: string;

  @ApiPropertyOptional({
    type: String,
    example: 'vip-5c1f2a9e',
    description: 'A repeat with the same key answers the first conversion and converts nothing.',
  })
  @IsOptional()
  @IsString({ message: convertInputMessages.key })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: convertInputMessages.key })
  idempotency_key?: string;
}
