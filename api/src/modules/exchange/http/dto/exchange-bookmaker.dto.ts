import { ApiProperty } from '@nestjs/swagger';
import { exchangeOrderSides, type ExchangeOrderSide } from '@khela/contracts';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { bookmakerMessages } from '../../exchange-bookmaker-messages.js';
import { orderInputMessages } from './exchange-orders.dto.js';

/** POST /api/exchange/bookmaker-bets: a back or lay against the house at the per-100 rate the player was shown. */
export class PlaceBookmakerBetBody {
  @ApiProperty({ example: '2.34112345', description: 'The bookmaker market (2.<eventId>).' })
  @IsString({ message: bookmakerMessages.input.marketId })
  @Matches(/^2\.\d{6,12}$/, { message: bookmakerMessages.input.marketId })
  market_id!: string;

  @ApiProperty({ example: 1 })
  @IsInt({ message: orderInputMessages.selectionId })
  @Min(1, { message: orderInputMessages.selectionId })
  @Max(2_147_483_647, { message: orderInputMessages.selectionId })
  selection_id!: number;

  @ApiProperty({ enum: exchangeOrderSides })
  @IsIn(exchangeOrderSides, { message: orderInputMessages.side })
  side!: ExchangeOrderSide;

  @ApiProperty({
    example: 45,
    description: 'The per-100 rate shown (45: a back of 100 wins 45); a changed rate is refused naming the new one.',
  })
  @IsInt({ message: bookmakerMessages.input.rate })
  @Min(1, { message: bookmakerMessages.input.rate })
  @Max(10_000, { message: bookmakerMessages.input.rate })
  rate!: number;

  @ApiProperty({ example: '100.00', description: "The backer's stake (a lay risks stake x rate / 100)." })
  @IsString({ message: orderInputMessages.stake })
  @Matches(/^\d{1,9}\.\d{2}$/, { message: orderInputMessages.stake })
  stake!: string;

  @ApiProperty({ example: 'slip-5c1f2a9e' })
  @IsString({ message: orderInputMessages.key })
  @MaxLength(100, { message: orderInputMessages.key })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: orderInputMessages.key })
  idempotency_key!: string;
}
