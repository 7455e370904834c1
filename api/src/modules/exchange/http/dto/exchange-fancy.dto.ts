import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { exchangeFancySides, type ExchangeFancySide } from '@khela/contracts';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { fancyMessages } from '../../exchange-fancy-messages.js';
import { settlementMessages } from '../../exchange-settlement-messages.js';
import { orderInputMessages } from './exchange-orders.dto.js';

/** POST /api/exchange/fancy-bets: a Yes or No on a fancy line at the line and per-100 rate the player was shown. */
export class PlaceFancyBetBody {
  @ApiProperty({ example: '34112345' })
  @IsString({ message: fancyMessages.input.eventId })
  @Matches(/^\d{6,12}$/, { message: fancyMessages.input.eventId })
  event_id!: string;

  @ApiProperty({ example: '34112345-0-fancy-10', description: 'The fancy line (`fancy2[].id` of the event).' })
  @IsString({ message: fancyMessages.input.fancyId })
  @Matches(/^\d{6,12}-[a-z0-9-]{1,60}$/, { message: fancyMessages.input.fancyId })
  fancy_id!: string;

  @ApiProperty({ enum: exchangeFancySides })
  @IsIn(exchangeFancySides, { message: fancyMessages.input.side })
  side!: ExchangeFancySide;

  @ApiProperty({ example: 52, description: 'The line shown for that side (`no` or `yes`); a changed line is refused naming the new one.' })
  @IsInt({ message: fancyMessages.input.line })
  @Min(0, { message: fancyMessages.input.line })
  @Max(10_000, { message: fancyMessages.input.line })
  line!: number;

  @ApiProperty({ example: 100, description: 'The per-100 rate shown for that side (`no_rate` or `yes_rate`).' })
  @IsInt({ message: fancyMessages.input.rate })
  @Min(1, { message: fancyMessages.input.rate })
  @Max(100_000, { message: fancyMessages.input.rate })
  rate!: number;

  @ApiProperty({ example: '100.00', description: 'What the bet risks; a win pays stake x rate / 100.' })
  @IsString({ message: orderInputMessages.stake })
  @Matches(/^\d{1,9}\.\d{2}$/, { message: orderInputMessages.stake })
  stake!: string;

  @ApiProperty({ example: 'slip-5c1f2a9e' })
  @IsString({ message: orderInputMessages.key })
  @MaxLength(100, { message: orderInputMessages.key })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: orderInputMessages.key })
  idempotency_key!: string;
}

const fancyOutcomes = ['runs', 'void'] as const;

/** POST /api/admin/exchange/events/{eventId}/fancy/{fancyId}/result: the line's result in runs, or void; again to correct it. */
export class FancyResultBody {
  @ApiProperty({ enum: fancyOutcomes })
  @IsIn(fancyOutcomes, { message: fancyMessages.input.outcome })
  outcome!: (typeof fancyOutcomes)[number];

  @ApiPropertyOptional({ example: 57, description: 'The runs the line ended on (with outcome runs).' })
  @ValidateIf((body: FancyResultBody) => body.outcome === 'runs')
  @IsInt({ message: fancyMessages.input.runs })
  @Min(0, { message: fancyMessages.input.runs })
  @Max(10_000, { message: fancyMessages.input.runs })
  runs?: number;

  @ApiProperty({ minLength: 3, maxLength: 300, example: 'Session completed: 57 runs at 10 overs.' })
  @IsString({ message: settlementMessages.reasonRequired })
  @MinLength(3, { message: settlementMessages.reasonRequired })
  @MaxLength(300, { message: settlementMessages.reasonRequired })
  reason!: string;
}
