import { gameCategoryTypes, type GameCategoryType } from '@khela/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

/** GET /api/betting-record: from/to are Asia/Dhaka days (inclusive); default the last 7 days. */
export class BettingRecordsQueryDto {
  @ApiPropertyOptional({ example: '2026-05-01' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-05-07' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ example: 'RTG' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z0-9_]{2,20}$/, { message: 'platform must be a platform code' })
  platform?: string;

  @ApiPropertyOptional({ enum: gameCategoryTypes })
  @IsOptional()
  @IsIn(gameCategoryTypes, { message: `game_type must be one of ${gameCategoryTypes.join(', ')}` })
  game_type?: GameCategoryType;
}
