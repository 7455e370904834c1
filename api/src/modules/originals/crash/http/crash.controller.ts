import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CrashMyBetAnswer, CrashMyBetsAnswer, CrashSnapshotAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../../auth/index.js';
import { betMessages as m } from '../../domain/bet-messages.js';
import { hundredthsFromText, minorFromTaka, takaFromMinor } from '../../domain/money-text.js';
import { CashOut, type CashOutRefusal } from '../commands/cash-out/cash-out.js';
import { PlaceCrashBet, type CrashBetRefusal } from '../commands/place-crash-bet/place-crash-bet.js';
import { crashMessages as c } from '../domain/crash-messages.js';
import type { CrashBet } from '../persistence/crash-bets.repository.js';
import { CrashBetsRepository } from '../persistence/crash-bets.repository.js';
import { presentMyBet } from '../present-crash.js';
import { CrashSnapshotQuery } from '../queries/crash-snapshot.js';
import { CrashBetBody, CrashCashOutBody } from './dto/crash-bet.dto.js';

/** Each refusal's HTTP status and message (English; Bangla on the way out). */
const refusals: Record<CrashBetRefusal | CashOutRefusal, [number, string]> = {
  auto_cashout: [400, c.autoCashout],
  disabled: [422, m.disabled],
  below_min_bet: [422, m.belowMinBet],
  above_max_bet: [422, m.aboveMaxBet],
  above_max_win: [422, m.aboveMaxWin],
  not_enough_money: [422, m.notEnoughMoney],
  not_betting: [409, c.notBetting],
  already_in_round: [409, c.alreadyInRound],
  protection: [403, m.protection],
  player_disabled: [403, m.playerDisabled],
  key_reused: [409, m.keyReused],
  unavailable: [503, m.unavailable],
  no_bet: [404, c.noBet],
  too_late: [409, c.tooLate],
  not_staked: [409, c.notStaked],
};

const betErrors = {
  403: 'Player protection refused the stake, or the account is locked.',
  409: 'Bets are closed for this round, the player has a bet in it already, or the key was used for a different bet.',
  422: 'The game is off, the stake is outside its limits, or the balance is short.',
  503: 'The wallet did not answer; repeat with the same key.',
};
const cashOutErrors = {
  404: 'The caller has no bet in that round.',
  409: 'The round crashed before the cash-out, or the stake is still being taken.',
};

/**
 * Khela Originals crash (issue 19): one shared round for everyone. The state is public; bets and cash-outs
 * take the player from the token only.
 */
@ApiTags('originals')
@Controller('api/originals/crash')
export class CrashController {
  constructor(
    @Inject(CrashSnapshotQuery) private readonly snapshots: CrashSnapshotQuery,
    @Inject(PlaceCrashBet) private readonly placeBet: PlaceCrashBet,
    @Inject(CashOut) private readonly cashOuts: CashOut,
    @Inject(CrashBetsRepository) private readonly bets: CrashBetsRepository,
  ) {}

  @Get()
  @ApiAnswer('CrashSnapshotAnswer')
  @ApiOperation({ summary: 'The live crash round, its bets (names masked), the last 20 results and the chain in play (public).' })
  async snapshot(): Promise<CrashSnapshotAnswer> {
    return { success: true, data: await this.snapshots.snapshot() };
  }

  @Post('bets')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(PlayerAuthGuard)
  @ApiAnswer('CrashMyBetAnswer', { errors: betErrors })
  @ApiOperation({ summary: 'Bets on the crash round in its betting phase, with an optional auto cash-out.' })
  async bet(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: CrashBetBody): Promise<CrashMyBetAnswer> {
    const result = await this.placeBet.place(subject.id, {
      stakeMinor: minorFromTaka(body.stake),
      autoCashout: body.auto_cashout === undefined ? null : hundredthsFromText(body.auto_cashout),
      idempotencyKey: body.idempotency_key,
    });
    // player protection's own words (which limit, until when) where it gave them
    if (!result.ok) throw refused(result.refusal, result.message);
    return answer(result.bet, result.balanceMinor);
  }

  @Post('cashout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(PlayerAuthGuard)
  @ApiAnswer('CrashMyBetAnswer', { errors: cashOutErrors })
  @ApiOperation({ summary: "Cashes out the caller's bet in a running round at the multiplier now; a repeat answers the same cash-out." })
  async cashOut(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: CrashCashOutBody): Promise<CrashMyBetAnswer> {
    const result = await this.cashOuts.cashOut(subject.id, body.round_id);
    if (!result.ok) throw refused(result.refusal);
    return answer(result.bet, result.balanceMinor);
  }

  @Get('bets')
  @ApiBearerAuth()
  @UseGuards(PlayerAuthGuard)
  @ApiAnswer('CrashMyBetsAnswer')
  @ApiOperation({ summary: "The caller's latest 20 crash bets, newest first." })
  async mine(@CurrentSubject() subject: AuthenticatedSubject): Promise<CrashMyBetsAnswer> {
    return { success: true, data: (await this.bets.ofPlayer(subject.id, 20)).map(presentMyBet) };
  }
}

const refused = (refusal: CrashBetRefusal | CashOutRefusal, words?: string) => {
  const [status, message] = refusals[refusal];
  return new HttpException({ message: words ?? message }, status);
};

const answer = (bet: CrashBet, balanceMinor: bigint | null): CrashMyBetAnswer => ({
  success: true,
  data: { ...presentMyBet(bet), balance: balanceMinor === null ? '' : takaFromMinor(balanceMinor) },
});
