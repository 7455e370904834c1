import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import type { MinesRevealRequest, MinesStartRequest } from '@khela/contracts';
import { betMessages as b } from '../../../domain/bet-messages.js';
import { minesMessages as m } from '../../domain/mines-messages.js';

/** `POST /api/originals/mines/games`. */
export class MinesStartBody implements MinesStartRequest {
  @ApiProperty({ example: '10.00', description: 'Taka with two decimals.' })
  @IsString({ message: b.stake })
  @Matches(/^\d{1,9}\.\d{2}$/, { message: b.stake })
  stake!: string;

  @ApiProperty({ example: 3, minimum: 1, maximum: 24 })
  @IsInt({ message: m.mines })
  @Min(1, { message: m.mines })
  @Max(24, { message: m.mines })
  mines!: number;

  @ApiProperty({ example: 'mines-5c1f2a9e' })
  @IsString({ message: b.key })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: b.key })
  idempotency_key!: string;
}

/** `POST /api/originals/mines/games/current/reveal`. */
export class MinesRevealBody implements MinesRevealRequest {
  @ApiProperty({ example: 12, minimum: 0, maximum: 24, description: 'Tiles 0-24, left to right, top to bottom.' })
  @IsInt({ message: m.tile })
  @Min(0, { message: m.tile })
  @Max(24, { message: m.tile })
  tile!: number;
}
