import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import type { CrashBetRequest, CrashCashOutRequest } from '@khela/contracts';
import { betMessages as m } from '../../../domain/bet-messages.js';
import { crashMessages as c } from '../../domain/crash-messages.js';

const money = /^\d{1,9}\.\d{2}$/;
const hundredths = /^\d{1,7}(\.\d{1,2})?$/;
const key = /^[A-Za-z0-9_-]{8,100}$/;

/** `POST /api/originals/crash/bets`. The auto cash-out's range is checked by the bet (crash-settlement.ts). */
export class CrashBetBody implements CrashBetRequest {
  @ApiProperty({ example: '10.00', description: 'Taka with two decimals.' })
  @IsString({ message: m.stake })
  @Matches(money, { message: m.stake })
  stake!: string;

  @ApiPropertyOptional({ example: '2.00', description: 'Auto cash-out multiplier 1.01-1000000.00.' })
  @IsOptional()
  @IsString({ message: c.autoCashout })
  @Matches(hundredths, { message: c.autoCashout })
  auto_cashout?: string;

  @ApiProperty({ example: 'crash-5c1f2a9e' })
  @IsString({ message: m.key })
  @Matches(key, { message: m.key })
  idempotency_key!: string;
}

/** `POST /api/originals/crash/cashout`. */
export class CrashCashOutBody implements CrashCashOutRequest {
  @ApiProperty({ example: '42' })
  @IsString({ message: c.roundId })
  @Matches(/^[1-9]\d{0,17}$/, { message: c.roundId })
  round_id!: string;
}
