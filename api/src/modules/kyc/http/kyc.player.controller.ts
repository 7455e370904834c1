import { Controller, Get, HttpCode, Inject, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { kycDocumentSides, type KycStatusAnswer, type KycSubmitAnswer } from '@khela/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { SubmitKyc } from '../commands/submit-kyc/submit-kyc.js';
import { KycSubmissionsRepository } from '../persistence/kyc-submissions.repository.js';
import { presentKyc } from '../queries/present-kyc.js';
import { KycUploadInterceptor, type KycFiles } from './kyc-upload.interceptor.js';
import { unwrap } from './outcome.js';

/** The player's KYC (issue 22): their status and reason, and the upload. Identity from the token only. */
@ApiTags('kyc')
@Controller('api/kyc')
@UseGuards(PlayerAuthGuard)
@ApiBearerAuth()
export class KycPlayerController {
  constructor(
    @Inject(KycSubmissionsRepository) private readonly submissions: KycSubmissionsRepository,
    @Inject(SubmitKyc) private readonly submit: SubmitKyc,
  ) {}

  @Get()
  @ApiAnswer('KycStatusAnswer')
  @ApiOperation({ summary: "The caller's KYC: not submitted, pending, approved, rejected (with staff's reason) or requested again." })
  async status(@CurrentSubject() subject: AuthenticatedSubject): Promise<KycStatusAnswer> {
    return { success: true, data: presentKyc(await this.submissions.get(subject.id)) };
  }

  @Post()
  @HttpCode(201)
  @ApiAnswer('KycSubmitAnswer', {
    status: 201,
    errors: { 409: 'A submission is pending review, or the identity is already verified.', 413: 'A file is too large.' },
  })
  @UseInterceptors(KycUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: Object.fromEntries(kycDocumentSides.map((side) => [side, { type: 'string', format: 'binary' }])),
      required: [...kycDocumentSides],
    },
    description: 'The national ID front (`id_front`) and back (`id_back`) and a selfie (`selfie`): PNG, JPEG, WebP or GIF by content.',
  })
  @ApiOperation({ summary: 'Send KYC documents (first time, after a rejection, or when asked again); stored re-encoded, never public.' })
  async upload(@CurrentSubject() subject: AuthenticatedSubject, @Req() req: Request & { files?: KycFiles }): Promise<KycSubmitAnswer> {
    const files = Object.fromEntries(kycDocumentSides.flatMap((side) => (req.files?.[side]?.[0] ? [[side, req.files[side][0]]] : [])));
    return { success: true, ...unwrap(await this.submit.execute(subject.id, files)) };
  }
}
