import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';

export class RejectPaymentDto {
  @IsString({ message: 'A reason is required.' })
  @MaxLength(500)
  reason!: string;
}

export class ApprovePaymentDto {
  /** Withdrawals: the payout's reference at the wallet provider. Ignored for deposits. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  payout_reference?: string;
}

export class PaymentQueueQueryDto {
  @IsOptional()
  @IsIn(['deposit', 'withdrawal'])
  kind?: 'deposit' | 'withdrawal';

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  method_id?: number;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  search?: string;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}
