import { playerAccountKinds, type PlayerAccountKind } from '@khela/contracts';
import { IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';

/** GET /api/wallet/statement query string. Dates are ISO 8601; `to` is exclusive. */
export class StatementQueryDto {
  @IsOptional()
  @IsIn(playerAccountKinds)
  account?: PlayerAccountKind;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;

  @IsOptional()
  @Matches(/^[A-Za-z]{1,60}$/, { message: 'type must be an event type such as DepositCredited' })
  type?: string;

  @IsOptional()
  @IsISO8601({}, { message: 'from must be a date such as 2025-01-31' })
  from?: string;

  @IsOptional()
  @IsISO8601({}, { message: 'to must be a date such as 2025-01-31' })
  to?: string;
}
