import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DepositLimitChangeAnswer,
  DepositLimitsAnswer,
  ExclusionAnswer,
  ExclusionChangeAnswer,
  PlayLimitChangeAnswer,
  PlayLimitsAnswer,
  RealityCheckAnswer,
  SessionSettingsAnswer,
  SessionStatusAnswer,
} from '@khela/contracts';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { ConfirmDepositLimit } from '../commands/confirm-deposit-limit/confirm-deposit-limit.js';
import { SetDepositLimit } from '../commands/set-deposit-limit/set-deposit-limit.js';
import { RealityChecks } from '../commands/reality-check/reality-checks.js';
import { SetExclusion } from '../commands/set-exclusion/set-exclusion.js';
import type { Outcome } from '../domain/outcome.js';
import { DepositLimitsView } from '../queries/deposit-limits-view.js';
import { ExclusionView } from '../queries/exclusion-view.js';
import { ConfirmDepositLimitBody, SetDepositLimitBody } from './dto/deposit-limits.dto.js';
import { SetExclusionBody } from './dto/exclusion.dto.js';
import { RealityCheckBody, SessionSettingsBody } from './dto/reality-check.dto.js';

function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpException({ message: outcome.message }, outcome.status);
}

/** The player's responsible-gaming tools (issue 16): deposit, wager and loss limits; time-out and self-exclusion; reality checks and the session time limit. Identity from the token only. */
@ApiTags('player protection')
@ApiBearerAuth()
@Controller('api/responsible-gaming')
@UseGuards(PlayerAuthGuard)
export class PlayerProtectionPlayerController {
  constructor(
    @Inject(DepositLimitsView) private readonly view: DepositLimitsView,
    @Inject(SetDepositLimit) private readonly setLimit: SetDepositLimit,
    @Inject(ConfirmDepositLimit) private readonly confirmLimit: ConfirmDepositLimit,
    @Inject(ExclusionView) private readonly exclusionView: ExclusionView,
    @Inject(SetExclusion) private readonly setExclusion: SetExclusion,
    @Inject(RealityChecks) private readonly realityChecks: RealityChecks,
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

  @Get('wager-limits')
  @ApiAnswer('PlayLimitsAnswer')
  @ApiOperation({
    summary: "The caller's wager limits (stakes per 24 hours, 7 days, 30 days, rolling), what each window holds now, and pending changes.",
  })
  async wagerLimits(@CurrentSubject() subject: AuthenticatedSubject): Promise<PlayLimitsAnswer> {
    return { kind: 'wager', ...(await this.view.read(subject.id, 'wager')) };
  }

  @Put('wager-limits')
  @ApiAnswer('PlayLimitChangeAnswer')
  @ApiOperation({
    summary: 'Sets one wager limit: a decrease applies at once; an increase or removal waits a 24-hour cooling-off, then needs confirming.',
  })
  async setWagerLimit(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: SetDepositLimitBody): Promise<PlayLimitChangeAnswer> {
    return { kind: 'wager', ...unwrap(await this.setLimit.execute(subject.id, body, 'wager')) };
  }

  @Post('wager-limits/confirm')
  @HttpCode(200)
  @ApiAnswer('PlayLimitChangeAnswer', {
    errors: { 409: 'Nothing pending, or the cooling-off has not passed yet (the message says until when).' },
  })
  @ApiOperation({ summary: 'Confirms a pending increase or removal of a wager limit, once its 24-hour cooling-off has passed.' })
  async confirmWagerLimit(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: ConfirmDepositLimitBody,
  ): Promise<PlayLimitChangeAnswer> {
    return { kind: 'wager', ...unwrap(await this.confirmLimit.execute(subject.id, body, 'wager')) };
  }

  @Get('loss-limits')
  @ApiAnswer('PlayLimitsAnswer')
  @ApiOperation({
    summary:
      "The caller's loss limits (net loss: stakes minus wins, per 24 hours, 7 days, 30 days, rolling), what each window holds now, and pending changes.",
  })
  async lossLimits(@CurrentSubject() subject: AuthenticatedSubject): Promise<PlayLimitsAnswer> {
    return { kind: 'loss', ...(await this.view.read(subject.id, 'loss')) };
  }

  @Put('loss-limits')
  @ApiAnswer('PlayLimitChangeAnswer')
  @ApiOperation({
    summary: 'Sets one loss limit: a decrease applies at once; an increase or removal waits a 24-hour cooling-off, then needs confirming.',
  })
  async setLossLimit(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: SetDepositLimitBody): Promise<PlayLimitChangeAnswer> {
    return { kind: 'loss', ...unwrap(await this.setLimit.execute(subject.id, body, 'loss')) };
  }

  @Post('loss-limits/confirm')
  @HttpCode(200)
  @ApiAnswer('PlayLimitChangeAnswer', {
    errors: { 409: 'Nothing pending, or the cooling-off has not passed yet (the message says until when).' },
  })
  @ApiOperation({ summary: 'Confirms a pending increase or removal of a loss limit, once its 24-hour cooling-off has passed.' })
  async confirmLossLimit(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: ConfirmDepositLimitBody,
  ): Promise<PlayLimitChangeAnswer> {
    return { kind: 'loss', ...unwrap(await this.confirmLimit.execute(subject.id, body, 'loss')) };
  }

  @Get('exclusion')
  @ApiAnswer('ExclusionAnswer')
  @ApiOperation({
    summary: "The caller's latest time-out or self-exclusion (null: none ever), whether it is in force, and the lengths on offer.",
  })
  exclusion(@CurrentSubject() subject: AuthenticatedSubject): Promise<ExclusionAnswer> {
    return this.exclusionView.read(subject.id);
  }

  @Post('exclusion')
  @HttpCode(200)
  @ApiAnswer('ExclusionChangeAnswer', {
    errors: { 409: 'An exclusion in force ends later: it can only be extended, never shortened (the message says until when).' },
  })
  @ApiOperation({
    summary:
      'Starts or extends a time-out (1-42 days) or self-exclusion (6-60 months); ends every session of the player at once. Deposits and bets are refused while it is in force; withdrawals stay possible.',
  })
  async startExclusion(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: SetExclusionBody): Promise<ExclusionChangeAnswer> {
    return unwrap(await this.setExclusion.start(subject.id, body));
  }

  @Post('exclusion/end')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('ExclusionChangeAnswer', {
    errors: {
      409: 'No exclusion in force, a time-out (ends by itself), a self-exclusion whose period is not over, or its 24-hour cooling-off not passed.',
    },
  })
  @ApiOperation({
    summary:
      'Ends a self-exclusion whose period is over: the first call starts a 24-hour cooling-off, a call after it ends the self-exclusion.',
  })
  async endExclusion(@CurrentSubject() subject: AuthenticatedSubject): Promise<ExclusionChangeAnswer> {
    return unwrap(await this.setExclusion.end(subject.id));
  }

  @Get('session')
  @ApiAnswer('SessionStatusAnswer')
  @ApiOperation({
    summary:
      "The caller's session clock (start, elapsed), the next reality check (due now or when), the session's stakes, wins and net, and its time limit. A session past its time limit is ended by this call (ended: true, with the message).",
  })
  async session(@CurrentSubject() subject: AuthenticatedSubject): Promise<SessionStatusAnswer> {
    return unwrap(await this.realityChecks.status({ playerId: subject.id, sessionId: subject.sessionId }));
  }

  @Get('session-settings')
  @ApiAnswer('SessionSettingsAnswer')
  @ApiOperation({
    summary: "How often the caller's reality checks show (default 60 minutes) and their session time limit, with the choices on offer.",
  })
  sessionSettings(@CurrentSubject() subject: AuthenticatedSubject): Promise<SessionSettingsAnswer> {
    return this.realityChecks.settings(subject.id);
  }

  @Put('session-settings')
  @ApiAnswer('SessionSettingsAnswer')
  @ApiOperation({
    summary:
      'Sets how often reality checks show (15, 30, 45, 60, 90 or 120 minutes) and/or the session time limit (1 to 12 hours, or null for none); applies at once.',
  })
  async saveSessionSettings(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: SessionSettingsBody,
  ): Promise<SessionSettingsAnswer> {
    return unwrap(await this.realityChecks.saveSettings(subject.id, body));
  }

  @Post('reality-check')
  @HttpCode(200)
  @ApiAnswer('RealityCheckAnswer', {
    errors: {
      401: 'The session has ended (its time limit was reached: the message says so).',
      409: 'No reality check is due now.',
    },
  })
  @ApiOperation({
    summary:
      "Answers the reality check due now: continue, see history or log out. Recorded with the session's elapsed time and net; log out ends this session and closes its sockets.",
  })
  async answerRealityCheck(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: RealityCheckBody): Promise<RealityCheckAnswer> {
    return unwrap(await this.realityChecks.answer({ playerId: subject.id, sessionId: subject.sessionId }, body.action));
  }
}
