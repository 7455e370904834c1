import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OriginalsBetAnswer, OriginalsBetsAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { PlaceBet, type BetRefusal, type BetResult } from '../commands/place-bet/place-bet.js';
import { betMessages as m } from '../domain/bet-messages.js';
import { hundredthsFromText, minorFromTaka, takaFromMinor } from '../domain/money-text.js';
import { BetsRepository } from '../persistence/bets.repository.js';
import { DiceBetBody, LimboBetBody } from './dto/bet.dto.js';
import { presentBet } from './present-bet.js';

/** Each refusal's HTTP status and message (English; Bangla on the way out). */
export const betRefusals: Record<BetRefusal, [number, string]> = {
  win_chance: [400, m.winChance],
  target: [400, m.target],
  disabled: [422, m.disabled],
  below_min_bet: [422, m.belowMinBet],
  above_max_bet: [422, m.aboveMaxBet],
  above_max_win: [422, m.aboveMaxWin],
  not_enough_money: [422, m.notEnoughMoney],
  protection: [403, m.protection],
  player_disabled: [403, m.playerDisabled],
  key_reused: [409, m.keyReused],
  unavailable: [503, m.unavailable],
};

const errors = {
  403: 'Player protection refused the stake, or the account is locked.',
  409: 'The idempotency key was used for a different bet.',
  422: 'The game is off, the stake is outside its limits, or the balance is short.',
  503: 'The wallet did not answer; repeat with the same key.',
};

/**
 * Khela Originals dice and limbo for money (issue 19). Identity from the token only; a bet answers its
 * outcome, payout, the seed pair id and nonce that decided it, and the balance after.
 */
@ApiTags('originals')
@ApiBearerAuth()
@Controller('api/originals')
@UseGuards(PlayerAuthGuard)
export class BetsPlayerController {
  constructor(
    @Inject(PlaceBet) private readonly placeBet: PlaceBet,
    @Inject(BetsRepository) private readonly bets: BetsRepository,
  ) {}

  @Post('dice/bets')
  @HttpCode(200)
  @ApiAnswer('OriginalsBetAnswer', { errors })
  @ApiOperation({ summary: 'Rolls dice (over / under, win chance 0.01-98%, pays 99 / win chance) for the stake.' })
  async dice(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: DiceBetBody): Promise<OriginalsBetAnswer> {
    return this.answer(
      await this.placeBet.place(subject.id, {
        game: 'dice',
        stakeMinor: minorFromTaka(body.stake),
        direction: body.direction,
        chance: hundredthsFromText(body.win_chance),
        idempotencyKey: body.idempotency_key,
      }),
    );
  }

  @Post('limbo/bets')
  @HttpCode(200)
  @ApiAnswer('OriginalsBetAnswer', { errors })
  @ApiOperation({ summary: 'Plays limbo (target 1.01x-1,000,000x, wins when the result reaches it, pays stake x target).' })
  async limbo(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: LimboBetBody): Promise<OriginalsBetAnswer> {
    return this.answer(
      await this.placeBet.place(subject.id, {
        game: 'limbo',
        stakeMinor: minorFromTaka(body.stake),
        target: hundredthsFromText(body.target),
        idempotencyKey: body.idempotency_key,
      }),
    );
  }

  @Get('bets')
  @ApiAnswer('OriginalsBetsAnswer')
  @ApiOperation({ summary: "The caller's latest 50 settled originals bets, with seed id, nonce and (once rotated) the server seed." })
  async latest(@CurrentSubject() subject: AuthenticatedSubject): Promise<OriginalsBetsAnswer> {
    return { success: true, data: (await this.bets.latest(subject.id, 50)).map(presentBet) };
  }

  private answer(result: BetResult): OriginalsBetAnswer {
    if (!result.ok) {
      const [status, message] = betRefusals[result.refusal];
      // player protection's own words (which limit, until when) where it gave them
      throw new HttpException({ message: result.message ?? message }, status);
    }
    const balance = result.balanceMinor === null ? '' : takaFromMinor(result.balanceMinor);
    return { success: true, data: { ...presentBet(result.bet), balance } };
  }
}
