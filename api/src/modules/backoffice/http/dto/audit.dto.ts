import { Transform } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';
import { SortParam } from '../../../../platform/http/sort-param.js';
import { auditSortColumns } from '../../persistence/audit-log.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ListAuditDto {
  /** Staff username or id. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 64)
  actor?: string;

  /** Exact action ("staff.created"), or a prefix ending in a dot ("staff."). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 100)
  action?: string;

  @IsOptional()
  @IsString()
  @Length(1, 40)
  target_kind?: string;

  @IsOptional()
  @IsString()
  @Length(1, 100)
  target_id?: string;

  @IsOptional()
  @IsDateString({}, { message: 'from must be an ISO date or date-time.' })
  from?: string;

  @IsOptional()
  @IsDateString({}, { message: 'to must be an ISO date or date-time.' })
  to?: string;

  /** `at` (default `-at`: newest first), `actor` or `action`; a leading minus sorts descending. */
  @SortParam(auditSortColumns)
  sort?: string;

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
