import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches } from 'class-validator';
import type { StaffOriginalsSettingsRequest } from '@khela/contracts';
import { gameSettingsMessages as m } from '../../domain/game-settings-messages.js';

const money = /^\d{1,12}\.\d{2}$/;

/** `PUT /api/admin/originals/settings/{gameCode}`: the whole row, as the screen shows it. */
export class GameSettingsBody implements StaffOriginalsSettingsRequest {
  @ApiProperty({ example: true, description: 'Off: new bets refused; games in play finish.' })
  @IsBoolean({ message: m.enabled })
  enabled!: boolean;

  @ApiProperty({ example: '1.00', description: 'Taka with two decimals.' })
  @IsString({ message: m.amount })
  @Matches(money, { message: m.amount })
  min_bet!: string;

  @ApiProperty({ example: '100000.00' })
  @IsString({ message: m.amount })
  @Matches(money, { message: m.amount })
  max_bet!: string;

  @ApiProperty({ example: '1000000.00', description: 'The most one bet may win net of its stake.' })
  @IsString({ message: m.amount })
  @Matches(money, { message: m.amount })
  max_win!: string;
}
