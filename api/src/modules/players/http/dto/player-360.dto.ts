import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffPlayerNoteRequest, StaffPlayerTagRequest } from '@khela/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { noteTextPattern, player360Messages, tagPattern } from '../../domain/player-360-rules.js';
import { NumberField } from '../../../../platform/http/number-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Inner runs of spaces become one: "VIP   watch" is "VIP watch". */
const tagText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);

/** ?page&per_page of the player page's lists (log-ins, notes). */
export class Player360PageDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;
}

/** POST /api/admin/players/{id}/notes */
export class StaffNoteDto implements StaffPlayerNoteRequest {
  @ApiProperty({ minLength: 1, maxLength: 2000, example: 'Called about a late deposit; bKash reference checked, all fine.' })
  @Transform(trim)
  @IsString({ message: player360Messages.noteBody })
  @Length(1, 2000, { message: player360Messages.noteBody })
  @Matches(noteTextPattern, { message: player360Messages.noteBody })
  body!: string;
}

/** POST /api/admin/players/{id}/tags */
export class StaffTagDto implements StaffPlayerTagRequest {
  @ApiProperty({ minLength: 2, maxLength: 32, example: 'VIP watch' })
  @Transform(tagText)
  @IsString({ message: player360Messages.tag })
  @Length(2, 32, { message: player360Messages.tag })
  @Matches(tagPattern, { message: player360Messages.tag })
  tag!: string;
}
