import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import type { DeadLetterStatus } from '@khela/contracts';
import { NumberField } from '../../../../platform/http/number-field.js';

export const deadLetterStatuses: readonly DeadLetterStatus[] = ['retrying', 'waiting', 'dead', 'resolved'];

export class ListDeadLettersDto {
  @IsOptional()
  @IsIn(deadLetterStatuses, { message: 'status must be one of retrying, waiting, dead, resolved' })
  status?: DeadLetterStatus;

  @IsOptional()
  @IsString()
  @Length(1, 120)
  reactor?: string;

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
