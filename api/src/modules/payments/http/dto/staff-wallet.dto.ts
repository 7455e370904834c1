import { playerAccountKinds, type PlayerAccountKind } from '@khela/contracts';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/admin/players/:id/statement. from / to are Asia/Dhaka days, both inclusive. */
export class StaffStatementQueryDto {
  @IsOptional()
  @IsIn(playerAccountKinds)
  account?: PlayerAccountKind;

  @IsOptional()
  @Matches(/^[A-Za-z]{1,60}$/, { message: 'type must be an event type such as DepositCredited' })
  type?: string;

  @IsOptional()
  @Matches(day, { message: 'from must be a day such as 2026-01-31' })
  from?: string;

  @IsOptional()
  @Matches(day, { message: 'to must be a day such as 2026-01-31' })
  to?: string;

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
  @IsIn(['json', 'csv'])
  format?: 'json' | 'csv';
}

/** POST /api/admin/players/:id/adjustments. The amount's sign says credit or debit; rules in the domain. */
export class CreateAdjustmentDto {
  @IsString({ message: 'Enter a non-zero amount such as 500.00 or -123.45.' })
  @MaxLength(20)
  amount!: string;

  @IsString({ message: 'Give a reason of 3 to 500 characters.' })
  @MaxLength(600)
  reason!: string;
}

export class ListAdjustmentsQueryDto {
  @IsOptional()
  @IsIn(['pending', 'applied', 'rejected'])
  status?: 'pending' | 'applied' | 'rejected';

  @IsOptional()
  @Matches(/^\d{1,18}$/)
  player_id?: string;
}

export class DailyReportQueryDto {
  @IsOptional()
  @Matches(day, { message: 'from must be a day such as 2026-01-31' })
  from?: string;

  @IsOptional()
  @Matches(day, { message: 'to must be a day such as 2026-01-31' })
  to?: string;
}
