import { formatMoney, type VipConversionAnswer } from '@khela/contracts';
import { BadRequestException, ConflictException, Controller, ForbiddenException, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { ConvertPoints } from '../commands/convert-points/convert-points.js';
import { ConvertVipCoinQuery } from './dto/convert-vipcoin.dto.js';

/** The player's VIP calls (spec 7). Identity from the token only. */
@ApiTags('vip')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api')
export class VipPlayerController {
  constructor(@Inject(ConvertPoints) private readonly conversion: ConvertPoints) {}

  /** A GET because the spec's table says so (a compatible client calls it this way); it converts. */
  @Get('convert-vipcoin')
  @ApiAnswer('VipConversionAnswer', {
    errors: {
      400: 'Below the minimum (Minimum VP Required: 10), or more VP than the player has.',
      403: 'remote_id is not the caller.',
      409: 'The ledger refused the payment (An error occurred while converting coins); nothing was converted.',
    },
  })
  @ApiOperation({
    summary:
      "Converts the caller's VP to cash in the main wallet at their level's rate; idempotency_key makes a repeat answer the first conversion.",
  })
  async convert(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: ConvertVipCoinQuery): Promise<VipConversionAnswer> {
    if (query.remote_id !== undefined && query.remote_id !== '' && String(query.remote_id) !== subject.id)
      throw new ForbiddenException({ message: 'You can only convert your own VIP points.' });
    const result = await this.conversion.convert(subject.id, Number(query.vip_coin), query.idempotency_key ?? null);
    if (!result.ok) {
      if (result.refusal === 'ledger_refused') throw new ConflictException({ message: result.message });
      throw new BadRequestException({ message: result.message });
    }
    return {
      success: true,
      message: 'VIP points converted successfully.',
      converted: result.points,
      amount: formatMoney(result.amountMinor),
      vip_coin: result.vipCoin,
      replayed: result.replayed,
    };
  }
}
