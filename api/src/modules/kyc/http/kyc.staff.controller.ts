import {
  kycDocumentSides,
  type KycDocumentSide,
  type StaffKycDecisionAnswer,
  type StaffKycQueueItem,
  type StaffKycRules,
  type StaffKycView,
} from '@khela/contracts';
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswer, ApiNoBody, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { setStoredFileHeaders } from '../../../platform/web/serve-storage.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ChangeKycRules } from '../commands/change-kyc-rules/change-kyc-rules.js';
import { ReviewKyc } from '../commands/review-kyc/review-kyc.js';
import { kycMessages } from '../domain/kyc-rules.js';
import { KycDocumentStore } from '../persistence/kyc-document-store.js';
import { KycSubmissionsRepository } from '../persistence/kyc-submissions.repository.js';
import { presentStaffKyc } from '../queries/present-kyc.js';
import { KycReasonDto, KycRulesDto } from './dto/kyc.dto.js';
import { unwrap } from './outcome.js';

/** A player id from the path: digits only (anything else is simply no such player's KYC). */
const playerIdOf = (text: string): string => {
  if (!/^[1-9]\d{0,18}$/.test(text)) throw new NotFoundException({ message: kycMessages.notFound });
  return text;
};

/**
 * KYC for staff (issue 22). Documents, the queue and decisions need kyc.review (support and admin); the rules
 * kyc.rules (admin). Documents are served only here, by player and side read from the row: never from public
 * storage, never by a path from the request. Every decision and rule change is an audited StaffWrite.
 */
@ApiTags('kyc (staff)')
@Controller('api/admin/kyc')
export class KycStaffController {
  constructor(
    @Inject(KycSubmissionsRepository) private readonly submissions: KycSubmissionsRepository,
    @Inject(KycDocumentStore) private readonly store: KycDocumentStore,
    @Inject(ReviewKyc) private readonly review: ReviewKyc,
    @Inject(ChangeKycRules) private readonly rules: ChangeKycRules,
  ) {}

  @Get('queue')
  @RequirePermission('kyc.review')
  @ApiAnswer(arrayOf('StaffKycQueueItem'))
  @ApiOperation({ summary: 'Submissions waiting for review, oldest first (at most 200).' })
  async queue(): Promise<StaffKycQueueItem[]> {
    return (await this.submissions.pending(200)).map((s) => ({
      player_id: s.playerId,
      submitted_at: s.submittedAt.toISOString(),
      submissions: s.submissions,
    }));
  }

  @Get('rules')
  @RequirePermission('kyc.rules')
  @ApiAnswer('StaffKycRules')
  @ApiOperation({ summary: 'When a withdrawal needs an approved KYC: above an amount, or once lifetime deposits pass an amount.' })
  readRules(): Promise<StaffKycRules> {
    return this.rules.read();
  }

  @Put('rules')
  @RequirePermission('kyc.rules')
  @ApiAnswer('StaffKycRules')
  @ApiOperation({ summary: 'Set both KYC rules (an amount in BDT, or null for off); audited with before and after.' })
  changeRules(@Body() dto: KycRulesDto, @Audit() audit: AuditContext): Promise<StaffKycRules> {
    return this.rules.change({ withdrawal_over: dto.withdrawal_over, lifetime_deposits_over: dto.lifetime_deposits_over }, audit);
  }

  @Get('players/:playerId')
  @RequirePermission('kyc.review')
  @ApiAnswer('StaffKycView', { errors: { 404: 'Not a player id.' } })
  @ApiOperation({
    summary: "A player's KYC: status (not_submitted until they submit), staff's reason, when submitted and reviewed, by whom.",
  })
  async player(@Param('playerId') playerId: string): Promise<StaffKycView> {
    const id = playerIdOf(playerId);
    const row = await this.submissions.get(id);
    // nothing submitted is a state, not a missing resource: the player page asks for every player it shows
    if (!row)
      return {
        player_id: id,
        status: 'not_submitted',
        reason: null,
        submitted_at: null,
        reviewed_at: null,
        can_submit: true,
        submissions: 0,
        reviewed_by: null,
      };
    return presentStaffKyc(row);
  }

  @Get('players/:playerId/documents/:side')
  @RequirePermission('kyc.review')
  @ApiAnswer(
    { type: 'string', contentMediaType: 'image/*' },
    { mediaType: 'image/*', description: 'The document image as stored (re-encoded).', errors: { 404: 'No such document.' } },
  )
  @ApiOperation({ summary: 'One KYC document image (id_front, id_back or selfie); never served from public storage.' })
  async document(@Param('playerId') playerId: string, @Param('side') side: string, @Res() res: Response): Promise<void> {
    if (!(kycDocumentSides as readonly string[]).includes(side)) throw new NotFoundException({ message: kycMessages.documentNotFound });
    const document = await this.submissions.document(playerIdOf(playerId), side as KycDocumentSide);
    if (!document) throw new NotFoundException({ message: kycMessages.documentNotFound });
    res.setHeader('Content-Type', document.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    // The back-office shows the bytes as a blob; opened directly, a document downloads and runs nothing.
    setStoredFileHeaders(res);
    res.setHeader('Content-Disposition', `attachment; filename="kyc-${playerId}-${side}.${document.mime.slice('image/'.length)}"`);
    res.send(await this.store.read(document.path));
  }

  @Post('players/:playerId/approve')
  @HttpCode(200)
  @ApiNoBody()
  @RequirePermission('kyc.review')
  @ApiAnswer('StaffKycDecisionAnswer', { errors: { 404: 'No KYC submission.', 409: 'Not waiting for review.' } })
  @ApiOperation({ summary: 'Approve a pending KYC submission; the player gets an inbox message.' })
  async approve(@Param('playerId') playerId: string, @Audit() audit: AuditContext): Promise<StaffKycDecisionAnswer> {
    return unwrap(await this.review.execute(playerIdOf(playerId), 'approve', null, audit));
  }

  @Post('players/:playerId/reject')
  @HttpCode(200)
  @RequirePermission('kyc.review')
  @ApiAnswer('StaffKycDecisionAnswer', { errors: { 404: 'No KYC submission.', 409: 'Not waiting for review.' } })
  @ApiOperation({ summary: 'Reject a pending KYC submission with a reason the player is shown; they may submit again.' })
  async reject(
    @Param('playerId') playerId: string,
    @Body() dto: KycReasonDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffKycDecisionAnswer> {
    return unwrap(await this.review.execute(playerIdOf(playerId), 'reject', dto.reason, audit));
  }

  @Post('players/:playerId/request-again')
  @HttpCode(200)
  @RequirePermission('kyc.review')
  @ApiAnswer('StaffKycDecisionAnswer', { errors: { 404: 'No KYC submission.', 409: 'Neither pending nor approved.' } })
  @ApiOperation({ summary: 'Ask the player for new documents (from pending or approved), with a reason they are shown.' })
  async requestAgain(
    @Param('playerId') playerId: string,
    @Body() dto: KycReasonDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffKycDecisionAnswer> {
    return unwrap(await this.review.execute(playerIdOf(playerId), 'request-again', dto.reason, audit));
  }
}
