import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExchangePnlAnswer } from '@khela/contracts';
import { Clock } from '../../../platform/clock/clock.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { ExchangePnl } from '../queries/exchange-records/exchange-pnl.js';
import { dhakaRange } from '../queries/exchange-records/exchange-records.js';
import { ExchangePnlQuery } from './dto/exchange-hub.dto.js';

/** The caller's exchange Profit & Loss (issue 18, /exchange-account); identity from the token. */
@ApiTags('exchange')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api/exchange/pnl')
export class ExchangePnlPlayerController {
  constructor(
    @Inject(ExchangePnl) private readonly pnl: ExchangePnl,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get()
  @ApiAnswer('ExchangePnlAnswer')
  @ApiOperation({
    summary: "The caller's settled exchange markets by Dhaka day of settlement: result, commission and net per market, net per day.",
  })
  async list(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: ExchangePnlQuery): Promise<ExchangePnlAnswer> {
    const { from, to } = dhakaRange(query.range ?? 'last7', this.clock.now().getTime());
    return this.pnl.of(subject.id, from, to);
  }
}
