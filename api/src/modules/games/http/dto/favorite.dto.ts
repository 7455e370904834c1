import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** POST /api/favorites */
export class AddFavoriteDto {
  @ApiProperty({ example: 'SBS-TIGER-FORTUNE' })
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{2,64}$/, { message: 'game_code must be a game code' })
  game_code!: string;
}
