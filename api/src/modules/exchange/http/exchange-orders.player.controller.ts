import { Body, Controller, Get, HttpCode, HttpException, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExchangeMyOrdersAnswer, ExchangeOrderAnswer } from '@khela/contracts';
import type { Request } from 'express';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { CancelOrder } from '../commands/cancel-order/cancel-order.js';
import { PlaceOrder, type OrderOutcome } from '../commands/place-order/place-order.js';
import { MyOrders } from '../queries/my-orders/my-orders.js';
import { MyOrdersQuery, OrderIdParams, PlaceOrderBody } from './dto/exchange-orders.dto.js';

const unwrap = <T>(outcome: OrderOutcome<T>): T => {
  if (outcome.ok) return outcome.value;
  throw new HttpException({ message: outcome.message }, outcome.status);
};

const refusals = {
  403: 'Refused by player protection (an exclusion, a session or stake limit).',
  404: 'Unknown market, runner or order (another player’s order is unknown too).',
  409: 'The market is suspended or closed, the exposure would exceed the available balance, the price moved during the bet delay, the key was used for another order, or nothing is left to cancel.',
};

/** Exchange orders (issue 18): back and lay on match odds, the caller's only (identity from the token). */
@ApiTags('exchange')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api/exchange/orders')
export class ExchangeOrdersPlayerController {
  constructor(
    @Inject(PlaceOrder) private readonly placing: PlaceOrder,
    @Inject(CancelOrder) private readonly cancelling: CancelOrder,
    @Inject(MyOrders) private readonly mine: MyOrders,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiAnswer('ExchangeOrderAnswer', { errors: refusals })
  @ApiOperation({
    summary:
      'Places a back or lay order: matched at once as far as the book allows (players and the house market maker), the rest waits; the exposure is held from the main balance. In play it waits the market’s bet delay first.',
  })
  async place(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: PlaceOrderBody,
    @Req() req: Request,
  ): Promise<ExchangeOrderAnswer> {
    return unwrap(await this.placing.place(subject.id, body, req.header('x-request-id') ?? undefined));
  }

  @Get()
  @ApiAnswer('ExchangeMyOrdersAnswer')
  @ApiOperation({ summary: "The caller's orders on a market (newest first), what is held for it and the position per runner." })
  list(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: MyOrdersQuery): Promise<ExchangeMyOrdersAnswer> {
    return this.mine.list(subject.id, query.market_id);
  }

  @Post(':orderId/cancel')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('ExchangeOrderAnswer', { errors: refusals })
  @ApiOperation({ summary: 'Cancels the unmatched rest of one of the caller’s orders and releases the exposure it held.' })
  async cancel(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Param() params: OrderIdParams,
    @Req() req: Request,
  ): Promise<ExchangeOrderAnswer> {
    return unwrap(await this.cancelling.cancel(subject.id, params.orderId, req.header('x-request-id') ?? undefined));
  }
}
