import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';

/** GET /api/admin/game-reports: Asia/Dhaka days, inclusive; default the last 7. */
export class GameReportQueryDto {
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
}

/** GET /api/admin/game-rounds: rounds opened between two Dhaka days, narrowed by player, game, provider. */
export class GameRoundsQueryDto extends GameReportQueryDto {
  @ApiPropertyOptional({ example: '42' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{1,18}$/, { message: 'player_id must be a player id' })
  player_id?: string;

  @ApiPropertyOptional({ example: 'RTG-TIGER-FORTUNE' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{2,64}$/, { message: 'game_code must be a game code' })
  game_code?: string;

  @ApiPropertyOptional({ example: 'sim' })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9_-]{2,32}$/, { message: 'provider must be a game provider code' })
  provider?: string;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @NumberField()
  @IsInt({ message: 'page must be a whole number from 1 to 10000' })
  @Min(1, { message: 'page must be a whole number from 1 to 10000' })
  @Max(10000, { message: 'page must be a whole number from 1 to 10000' })
  page?: number;
}

/** GET /api/admin/game-refused-calls: refused provider calls received between two Dhaka days, narrowed by provider. */
export class GameRefusedCallsQueryDto extends PickType(GameRoundsQueryDto, ['from', 'to', 'provider', 'page'] as const) {}
