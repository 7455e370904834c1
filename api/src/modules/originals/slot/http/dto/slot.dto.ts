import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { SlotSpinRequest } from '@khela/contracts';
import { betMessages as b } from '../../../domain/bet-messages.js';

/** `POST /api/originals/slot/spins`. */
export class SlotSpinBody implements SlotSpinRequest {
  @ApiProperty({ example: '10.00', description: 'Taka with two decimals: the stake of the spin, split over the ten lines.' })
  @IsString({ message: b.stake })
  @Matches(/^\d{1,9}\.\d{2}$/, { message: b.stake })
  stake!: string;

  @ApiProperty({ example: 'slot-5c1f2a9e' })
  @IsString({ message: b.key })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: b.key })
  idempotency_key!: string;
}
