import { Body, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExchangeOrderAnswer } from '@khela/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { PlaceBookmakerBet } from '../commands/place-bookmaker-bet/place-bookmaker-bet.js';
import { PlaceBookmakerBetBody } from './dto/exchange-bookmaker.dto.js';

/** Bookmaker bets (issue 18): back or lay against the house at the per-100 rate shown; the caller's own (identity from the token). */
@ApiTags('exchange')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api/exchange/bookmaker-bets')
export class ExchangeBookmakerPlayerController {
  constructor(@Inject(PlaceBookmakerBet) private readonly placing: PlaceBookmakerBet) {}

  @Post()
  @HttpCode(200)
  @ApiAnswer('ExchangeOrderAnswer', {
    errors: {
      403: 'Refused by player protection (an exclusion, a session or stake limit).',
      404: 'Unknown bookmaker market or runner.',
      409: 'Suspended, ball running, the rate changed, the player’s limit on the market reached, the liability beyond the available balance, or the key used for another bet.',
    },
  })
  @ApiOperation({
    summary:
      'Places a back or lay against the house at the per-100 rate shown (matched in full at once); the liability is held from the main balance; settled with the event’s result.',
  })
  async place(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: PlaceBookmakerBetBody,
    @Req() req: Request,
  ): Promise<ExchangeOrderAnswer> {
    const outcome = await this.placing.place(subject.id, body, req.header('x-request-id') ?? undefined);
    if (outcome.ok) return outcome.value;
    throw new HttpException({ message: outcome.message }, outcome.status);
  }
}
