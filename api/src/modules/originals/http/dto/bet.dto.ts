import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import type { DiceBetRequest, LimboBetRequest } from '@khela/contracts';
import { betMessages as m } from '../../domain/bet-messages.js';

const money = /^\d{1,9}\.\d{2}$/;
const hundredths = /^\d{1,7}(\.\d{1,2})?$/;
const key = /^[A-Za-z0-9_-]{8,100}$/;

/** `POST /api/originals/dice/bets`. Ranges are checked by the bet itself (bet-rules.ts), with the same messages. */
export class DiceBetBody implements DiceBetRequest {
  @ApiProperty({ example: '10.00', description: 'Taka with two decimals.' })
  @IsString({ message: m.stake })
  @Matches(money, { message: m.stake })
  stake!: string;

  @ApiProperty({ enum: ['over', 'under'], example: 'under' })
  @IsIn(['over', 'under'], { message: m.direction })
  direction!: 'over' | 'under';

  @ApiProperty({ example: '49.50', description: 'Win chance in percent, 0.01-98.00.' })
  @IsString({ message: m.winChance })
  @Matches(hundredths, { message: m.winChance })
  win_chance!: string;

  @ApiProperty({ example: 'dice-5c1f2a9e' })
  @IsString({ message: m.key })
  @Matches(key, { message: m.key })
  idempotency_key!: string;
}

/** `POST /api/originals/limbo/bets`. */
export class LimboBetBody implements LimboBetRequest {
  @ApiProperty({ example: '10.00', description: 'Taka with two decimals.' })
  @IsString({ message: m.stake })
  @Matches(money, { message: m.stake })
  stake!: string;

  @ApiProperty({ example: '2.00', description: 'Target multiplier 1.01-1000000.00.' })
  @IsString({ message: m.target })
  @Matches(hundredths, { message: m.target })
  target!: string;

  @ApiProperty({ example: 'limbo-5c1f2a9e' })
  @IsString({ message: m.key })
  @Matches(key, { message: m.key })
  idempotency_key!: string;
}
