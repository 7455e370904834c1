import type { HarmReviewQueue, StaffPlayerProtection, StaffProtectionChangeAnswer } from '@khela/contracts';
import { Body, Controller, Get, HttpCode, HttpException, Inject, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { StaffSetExclusion } from '../commands/staff-set-exclusion/staff-set-exclusion.js';
import { StaffSetLimit } from '../commands/staff-set-limit/staff-set-limit.js';
import type { Outcome } from '../domain/outcome.js';
import { staffProtectionMessages } from '../domain/staff-protection.js';
import { StaffPlayerProtectionView } from '../queries/staff-player-protection-view.js';
import { StaffSetExclusionBody, StaffSetLimitBody } from './dto/staff-protection.dto.js';
import { RecordReviewAction } from '../commands/record-review-action/record-review-action.js';
import { HarmReviewQueueView } from '../queries/harm-review-queue.js';
import { RecordReviewActionBody, ReviewQueueQuery } from './dto/harm-review.dto.js';

/**
 * Risk / responsible-gaming staff (issue 16): a player's limits, exclusions, their history and reality-check
 * answers (`rg.view`); a stricter limit or a time-out / self-exclusion with a reason, audited (`rg.manage`).
 * Staff can never loosen a limit or shorten an exclusion. Neither write moves money, so neither asks for an
 * Idempotency-Key: a repeated limit is refused as not stricter, a repeated exclusion only extends it.
 */
@ApiTags('admin: responsible gaming')
@Controller('api/admin/responsible-gaming')
export class PlayerProtectionStaffController {
  constructor(
    @Inject(StaffPlayerProtectionView) private readonly view: StaffPlayerProtectionView,
    @Inject(StaffSetLimit) private readonly setLimit: StaffSetLimit,
    @Inject(StaffSetExclusion) private readonly setExclusion: StaffSetExclusion,
    @Inject(HarmReviewQueueView) private readonly queue: HarmReviewQueueView,
    @Inject(RecordReviewAction) private readonly recordAction: RecordReviewAction,
  ) {}

  @Get('review-queue')
  @ApiAnswer('HarmReviewQueue')
  @RequirePermission('rg.view')
  @ApiOperation({
    summary:
      'The review queue of the markers of harm: players a day scored at or above the review score, highest first, with each ' +
      "marker's value, threshold and weight and staff's latest note, call or message. Default: the latest day scored.",
  })
  async reviewQueue(@Query() query: ReviewQueueQuery): Promise<HarmReviewQueue> {
    return this.queue.read(query.day);
  }

  @Post('players/:id/review-actions')
  @HttpCode(200)
  @ApiAnswer('StaffProtectionChangeAnswer', { errors: { 404: 'No such player.' } })
  @RequirePermission('rg.manage')
  @ApiOperation({
    summary:
      "Records a note, a call made or a message sent to the player (3-1000 characters) in the player's responsible gaming " +
      'history, with their latest score; audited. Stricter limits and exclusions are the routes beside it.',
  })
  async reviewAction(
    @Param('id') id: string,
    @Body() body: RecordReviewActionBody,
    @Audit() audit: AuditContext,
  ): Promise<StaffProtectionChangeAnswer> {
    const { message } = unwrap(await this.recordAction.execute(id, body, audit));
    return { message, ...(await this.read(id)) };
  }

  @Get('players/:id')
  @ApiAnswer('StaffPlayerProtection', { errors: { 404: 'No such player.' } })
  @RequirePermission('rg.view')
  @ApiOperation({
    summary:
      "A player's deposit, wager and loss limits (24 hours, 7 days, 30 days) with pending changes, the latest time-out or self-exclusion, " +
      'the history of limit and exclusion changes (player or staff, with the reason) and reality-check answers, newest first.',
  })
  async player(@Param('id') id: string): Promise<StaffPlayerProtection> {
    return this.read(id);
  }

  @Put('players/:id/limits')
  @ApiAnswer('StaffProtectionChangeAnswer', {
    errors: { 404: 'No such player.', 409: 'Not stricter: the amount is not below the limit in force (staff never loosen a limit).' },
  })
  @RequirePermission('rg.manage')
  @ApiOperation({
    summary:
      'Sets a stricter deposit, wager or loss limit for one period (lower than the one in force, or where none is), with a reason; ' +
      'applies at once, drops a pending increase, and is audited.',
  })
  async limit(
    @Param('id') id: string,
    @Body() body: StaffSetLimitBody,
    @Audit() audit: AuditContext,
  ): Promise<StaffProtectionChangeAnswer> {
    const { message } = unwrap(await this.setLimit.execute(id, body, audit));
    return { message, ...(await this.read(id)) };
  }

  @Post('players/:id/exclusion')
  @HttpCode(200)
  @ApiAnswer('StaffProtectionChangeAnswer', {
    errors: { 404: 'No such player.', 409: 'An exclusion in force ends later: it can only be extended, never shortened.' },
  })
  @RequirePermission('rg.manage')
  @ApiOperation({
    summary:
      'Starts or extends a time-out (1-42 days) or self-exclusion (6-60 months) for the player, with a reason; ends every session ' +
      'and socket of the player at once, and is audited. Never shortens one in force.',
  })
  async exclusion(
    @Param('id') id: string,
    @Body() body: StaffSetExclusionBody,
    @Audit() audit: AuditContext,
  ): Promise<StaffProtectionChangeAnswer> {
    const { message } = unwrap(await this.setExclusion.execute(id, body, audit));
    return { message, ...(await this.read(id)) };
  }

  private async read(id: string): Promise<StaffPlayerProtection> {
    const found = await this.view.read(id);
    if (!found) throw new NotFoundException({ message: staffProtectionMessages.notFound });
    return found;
  }
}

function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpException({ message: outcome.message }, outcome.status);
}
