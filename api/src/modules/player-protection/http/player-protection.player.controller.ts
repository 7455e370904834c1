import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DepositLimitChangeAnswer, DepositLimitsAnswer } from '@khela/contracts';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { ConfirmDepositLimit } from '../commands/confirm-deposit-limit/confirm-deposit-limit.js';
import { SetDepositLimit } from '../commands/set-deposit-limit/set-deposit-limit.js';
import type { Outcome } from '../domain/outcome.js';
import { DepositLimitsView } from '../queries/deposit-limits-view.js';
import { ConfirmDepositLimitBody, SetDepositLimitBody } from './dto/deposit-limits.dto.js';

function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpException({ message: outcome.message }, outcome.status);
}

/** The player's responsible-gaming tools (issue 16): deposit limits. Identity from the token only. */
@ApiTags('player protection')
@ApiBearerAuth()
@Controller('api/responsible-gaming')
@UseGuards(PlayerAuthGuard)
export class PlayerProtectionPlayerController {
  constructor(
    @Inject(DepositLimitsView) private readonly view: DepositLimitsView,
    @Inject(SetDepositLimit) private readonly setLimit: SetDepositLimit,
    @Inject(ConfirmDepositLimit) private readonly confirmLimit: ConfirmDepositLimit,
  ) {}

  @Get('deposit-limits')
  @ApiAnswer('DepositLimitsAnswer')
  @ApiOperation({
    summary: "The caller's deposit limits (24 hours, 7 days, 30 days, rolling), what each window holds now, and pending changes.",
  })
  depositLimits(@CurrentSubject() subject: AuthenticatedSubject): Promise<DepositLimitsAnswer> {
    return this.view.read(subject.id);
  }

  @Put('deposit-limits')
  @ApiAnswer('DepositLimitChangeAnswer')
  @ApiOperation({
    summary:
      'Sets one deposit limit: a decrease applies at once; an increase or removal waits a 24-hour cooling-off, then needs confirming.',
  })
  async setDepositLimit(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: SetDepositLimitBody,
  ): Promise<DepositLimitChangeAnswer> {
    return unwrap(await this.setLimit.execute(subject.id, body));
  }

  @Post('deposit-limits/confirm')
  @HttpCode(200)
  @ApiAnswer('DepositLimitChangeAnswer', {
    errors: { 409: 'Nothing pending, or the cooling-off has not passed yet (the message says until when).' },
  })
  @ApiOperation({ summary: 'Confirms a pending increase or removal of a deposit limit, once its 24-hour cooling-off has passed.' })
  async confirmDepositLimit(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: ConfirmDepositLimitBody,
  ): Promise<DepositLimitChangeAnswer> {
    return unwrap(await this.confirmLimit.execute(subject.id, body));
  }
}
