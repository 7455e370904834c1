import { formatMoney, type CashClaimAnswer, type ReferralSummary } from '@khela/contracts';
import { BadRequestException, ConflictException, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { ClaimCashRewards, claimMessages } from '../commands/claim-cash-rewards/claim-cash-rewards.js';
import { GetMyReferral } from '../queries/get-my-referral/get-my-referral.js';
import { ReferralSummaryQuery } from './dto/referral-summary.dto.js';

/** The player's referral calls. Identity from the token only: there is no player id to give. */
@ApiTags('referral')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api')
export class ReferralPlayerController {
  constructor(
    @Inject(GetMyReferral) private readonly referral: GetMyReferral,
    @Inject(ClaimCashRewards) private readonly claims: ClaimCashRewards,
  ) {}

  @Get('referral/summary')
  @ApiAnswer('ReferralSummary', { errors: { 400: 'origin is not a site address.' } })
  @ApiOperation({
    summary:
      "The caller's My Referral tab: code, link and its QR code, active downlines, lifetime rewards, referral turnover, invited friends.",
  })
  summary(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: ReferralSummaryQuery): Promise<ReferralSummary> {
    return this.referral.summary(subject.id, query.origin);
  }

  /** Spec 7: an empty JSON body; the whole cash rewards balance moves. */
  @Post('cash-claim')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('CashClaimAnswer', {
    errors: {
      400: 'Less than 10 in cash rewards (You need at least 10 to claim all.).',
      409: 'The ledger refused the move (Failed to claim bonus. Please try again.); nothing moved.',
    },
  })
  @ApiOperation({
    summary: "Claim All: moves the caller's cash rewards (referral rewards, VIP cash-back) to the main wallet; at least 10.",
  })
  async claim(@CurrentSubject() subject: AuthenticatedSubject): Promise<CashClaimAnswer> {
    const result = await this.claims.claim(subject.id);
    if (!result.ok) {
      if (result.refusal === 'ledger_refused') throw new ConflictException({ message: result.message });
      throw new BadRequestException({ message: result.message });
    }
    return { success: true, message: claimMessages.claimed, amount: formatMoney(result.amountMinor) };
  }
}
