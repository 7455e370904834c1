import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { player360Messages, tagPattern } from '../../domain/player-360-rules.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { NumberField } from '../../../../platform/http/number-field.js';
import { SortParam } from '../../../../platform/http/sort-param.js';
import { playerSortColumns } from '../../persistence/players.repository.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/admin/players?q&page&per_page */
export class SearchPlayersDto {
  @ApiPropertyOptional({ description: 'Username or e-mail prefix, digits of a phone number, or a remote id.', example: 'rahim' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(0, 100)
  q?: string;

  @ApiPropertyOptional({ description: 'Only players carrying this staff tag (any case).', example: 'VIP watch' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString({ message: player360Messages.tag })
  @Length(2, 32, { message: player360Messages.tag })
  @Matches(tagPattern, { message: player360Messages.tag })
  tag?: string;

  /** `created_at` (default `-created_at`: newest first), `username` or `id`; a leading minus sorts descending. */
  @SortParam(playerSortColumns)
  sort?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ default: 25, maximum: 100 })
  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;
}

/** Body of lock, unlock and mark-phone-verified: why staff do it, kept in the audit log. */
export class StaffReasonDto {
  @ApiProperty({ minLength: 3, maxLength: 500, example: 'Chargeback fraud reported by bKash.' })
  @Transform(trim)
  @IsString({ message: staffPlayerMessages.reasonLength })
  @Length(3, 500, { message: staffPlayerMessages.reasonLength })
  reason!: string;
}
