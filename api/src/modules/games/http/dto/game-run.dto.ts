import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** POST /api/game-run (spec 7). `userId` is accepted as old clients send it and ignored: the player is the token's. */
export class GameRunDto {
  @ApiPropertyOptional({ description: 'Ignored: the player is the token holder.' })
  @IsOptional()
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({ description: 'The page the provider returns the player to.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  externalURL?: string;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @IsIn([true, false, 1, 0, '1', '0', 'true', 'false'], { message: 'isMobileLogin must be true, false, 1 or 0' })
  isMobileLogin?: boolean | number | string;

  @ApiProperty({ example: 'RTG-TIGER-FORTUNE' })
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{2,64}$/, { message: 'gameCode must be a game code' })
  gameCode!: string;

  @ApiPropertyOptional({ example: 'SLOT' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z]{0,20}$/, { message: 'gameType must be a game type' })
  gameType?: string;

  @ApiPropertyOptional({ example: 'RTG', description: 'A featured link "RTG-SLOT" is split at the first dash.' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_]{0,20}(-[A-Za-z]{0,20})?$/, { message: 'platform must be a platform code' })
  platform?: string;
}

/** POST /api/player-login (spec 7). `user_id` is ignored: the token says who. */
export class PlayerLoginDto {
  @ApiPropertyOptional({ description: 'Ignored: the player is the token holder.' })
  @IsOptional()
  @Allow()
  user_id?: unknown;
}
