import { Body, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExchangeFancyBetAnswer } from '@khela/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { PlaceFancyBet } from '../commands/place-fancy-bet/place-fancy-bet.js';
import { PlaceFancyBetBody } from './dto/exchange-fancy.dto.js';

/** Fancy bets (issue 18): Yes or No on a session line against the house; the caller's own (identity from the token). */
@ApiTags('exchange')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api/exchange/fancy-bets')
export class ExchangeFancyPlayerController {
  constructor(@Inject(PlaceFancyBet) private readonly placing: PlaceFancyBet) {}

  @Post()
  @HttpCode(200)
  @ApiAnswer('ExchangeFancyBetAnswer', {
    errors: {
      403: 'Refused by player protection (an exclusion, a session or stake limit).',
      404: 'Unknown fancy line (or it has passed).',
      409: 'Suspended, ball running, the line resulted, the side not offered, the line or rate changed, the player’s limit on the line reached, the stake beyond the available balance, or the key used for another bet.',
    },
  })
  @ApiOperation({
    summary:
      'Places a Yes or No on a fancy line at the line and per-100 rate shown (matched in full by the house); the worst case over every result is held from the main balance; settled on the line’s result.',
  })
  async place(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: PlaceFancyBetBody,
    @Req() req: Request,
  ): Promise<ExchangeFancyBetAnswer> {
    const outcome = await this.placing.place(subject.id, body, req.header('x-request-id') ?? undefined);
    if (outcome.ok) return outcome.value;
    throw new HttpException({ message: outcome.message }, outcome.status);
  }
}
