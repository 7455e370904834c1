import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OriginalsBetAnswer, SlotPaytableAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../../auth/index.js';
import { minorFromTaka, takaFromMinor } from '../../domain/money-text.js';
import { betRefusals } from '../../http/bets.player.controller.js';
import { presentBet } from '../../http/present-bet.js';
import { SpinSlot, type SpinResult } from '../commands/spin-slot/spin-slot.js';
import { slotMessages } from '../domain/slot-messages.js';
import { SlotSpinBody } from './dto/slot.dto.js';
import { slotPaytableView } from './slot-paytable-view.js';

/**
 * Khela Originals slot (issue 19): one spin a request, no autoplay, never two spins of a player within
 * 2.5 s. Identity from the token only. The published machine (strips, lines, paytable, exact RTP) is public.
 */
@ApiTags('originals')
@Controller('api/originals/slot')
export class SlotPlayerController {
  constructor(@Inject(SpinSlot) private readonly spinSlot: SpinSlot) {}

  @Post('spins')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiAnswer('OriginalsBetAnswer', {
    errors: {
      403: 'Player protection refused the stake, or the account is locked.',
      409: 'The idempotency key was used for a different spin.',
      422: 'The game is off, the stake is outside its limits, or the balance is short.',
      429: 'Less than 2.5 s since the last spin.',
      503: 'The wallet did not answer; repeat with the same key.',
    },
  })
  @ApiOperation({ summary: 'Spins the 5-reel slot for the stake (split over 10 lines); the reels stop where the seed pair and nonce say.' })
  async spin(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: SlotSpinBody): Promise<OriginalsBetAnswer> {
    return this.answer(
      await this.spinSlot.spin(subject.id, { stakeMinor: minorFromTaka(body.stake), idempotencyKey: body.idempotency_key }),
    );
  }

  @Get('paytable')
  @ApiAnswer('SlotPaytableAnswer')
  @ApiOperation({ summary: 'The published slot: reel strips, paylines, paytable, stated and exact RTP, the least time between spins.' })
  paytable(): SlotPaytableAnswer {
    return { success: true, data: slotPaytableView };
  }

  private answer(result: SpinResult): OriginalsBetAnswer {
    if (!result.ok) {
      if (result.refusal === 'too_soon') throw new HttpException({ message: slotMessages.tooSoon }, 429);
      const [status, message] = betRefusals[result.refusal];
      // player protection's own words (which limit, until when) where it gave them
      throw new HttpException({ message: ('message' in result && result.message) || message }, status);
    }
    const balance = result.balanceMinor === null ? '' : takaFromMinor(result.balanceMinor);
    return { success: true, data: { ...presentBet(result.bet), balance } };
  }
}
