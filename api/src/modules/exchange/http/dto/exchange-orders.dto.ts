import { ApiProperty } from '@nestjs/swagger';
import { exchangeOrderSides, type ExchangeOrderSide, type PlaceExchangeOrderRequest } from '@khela/contracts';
import { IsIn, IsInt, IsNumber, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { MaxDecimalPlaces } from '../../../../platform/http/max-decimal-places.js';

/** The English refusals of bad order input (Bangla in exchange-messages.bn.ts). */
export const orderInputMessages = {
  marketId: 'market_id must be a market id such as 1.20418005',
  selectionId: "selection_id must be a runner's selection id",
  side: 'side must be back or lay',
  price: 'price must be decimal odds such as 2.5',
  stake: 'stake must be an amount with two decimals, such as 100.00',
  key: 'idempotency_key must be 8 to 100 letters, digits, _ or -',
  orderId: 'orderId must be an order id (uuid)',
} as const;

/** POST /api/exchange/orders */
export class PlaceOrderBody implements PlaceExchangeOrderRequest {
  @ApiProperty({ example: '1.20418005' })
  @IsString({ message: orderInputMessages.marketId })
  @Matches(/^1\.\d{6,12}$/, { message: orderInputMessages.marketId })
  market_id!: string;

  @ApiProperty({ example: 41 })
  @IsInt({ message: orderInputMessages.selectionId })
  @Min(1, { message: orderInputMessages.selectionId })
  @Max(2_147_483_647, { message: orderInputMessages.selectionId })
  selection_id!: number;

  @ApiProperty({ enum: exchangeOrderSides })
  @IsIn(exchangeOrderSides, { message: orderInputMessages.side })
  side!: ExchangeOrderSide;

  @ApiProperty({ example: 2.5, description: 'A price on the ladder (1.01 - 1000); another is refused naming the nearest.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: orderInputMessages.price })
  @MaxDecimalPlaces(2, { message: orderInputMessages.price })
  @Min(1, { message: orderInputMessages.price })
  @Max(100000, { message: orderInputMessages.price })
  price!: number;

  @ApiProperty({ example: '100.00', description: "The backer's stake (a lay's liability is stake x (price - 1))." })
  @IsString({ message: orderInputMessages.stake })
  @Matches(/^\d{1,9}\.\d{2}$/, { message: orderInputMessages.stake })
  stake!: string;

  @ApiProperty({ example: 'slip-5c1f2a9e', description: 'A repeat with the same key answers the first order and places nothing.' })
  @IsString({ message: orderInputMessages.key })
  @MaxLength(100, { message: orderInputMessages.key })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: orderInputMessages.key })
  idempotency_key!: string;
}

/** GET /api/exchange/orders?market_id= */
export class MyOrdersQuery {
  @ApiProperty({ example: '1.20418005' })
  @IsString({ message: orderInputMessages.marketId })
  @Matches(/^1\.\d{6,12}$/, { message: orderInputMessages.marketId })
  market_id!: string;
}

/** POST /api/exchange/orders/{orderId}/cancel */
export class OrderIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: orderInputMessages.orderId })
  orderId!: string;
}
