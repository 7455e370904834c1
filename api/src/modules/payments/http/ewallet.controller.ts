import type { EwalletConfirmAnswer } from '@khela/contracts';
import { Body, Controller, Headers, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { readText } from '../domain/amount.js';
import { readCallback } from '../ewallet/callback-signature.js';
import { EwalletDeposits, ewalletMessages } from '../ewallet/ewallet-deposits.js';
import { unwrap } from './answer.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { EwalletCallbackBody, EwalletConfirmBody, EwalletRequestBody } from './dto/player-payments.dto.js';

const text = { type: 'string' };
/** POST /api/ewa/request: where to pay and for how long (ewallet-deposits.ts `request`). */
const ewalletStarted = {
  type: 'object',
  properties: { url: text, amount: text, transaction: text, number: text, timer: { type: 'number' }, message: text },
  required: ['url', 'amount', 'transaction', 'number', 'timer', 'message'],
  additionalProperties: false,
};
const callbackAnswer = {
  type: 'object',
  properties: { message: text, status: text },
  required: ['message', 'status'],
  additionalProperties: false,
};

type LooseBody = Record<string, unknown>;

/** E-wallet deposits (spec section 7: /api/ewa/request, /api/ewa/confirm) and the gateway's signed callback. */
@ApiTags('payments')
@Controller('api/ewa')
export class EwalletController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EwalletDeposits) private readonly ewallet: EwalletDeposits,
  ) {}

  @Post('request')
  @ApiAnswer(ewalletStarted)
  @ApiBody({ type: EwalletRequestBody })
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Starts an e-wallet payment (amount, type, provider, promotion): url, amount, transaction, number, timer, message.',
  })
  async request(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: LooseBody, @Req() req: Request) {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const callbackUrl = this.config.EWALLET_CALLBACK_URL || `${origin}/api/ewa/callback`;
    const returnUrl = this.config.EWALLET_RETURN_URL || `${origin}/ewallet-return`;
    return unwrap(await this.ewallet.request(subject.id, body ?? {}, { callbackUrl, returnUrl }));
  }

  @Post('confirm')
  @ApiAnswer('EwalletConfirmAnswer')
  @ApiBody({ type: EwalletConfirmBody })
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Back from the gateway (trx_id, trxid, number): where the payment stands (status, amount, message) and whether it is in the balance yet (credited). Crediting follows only the signed callback, in the settlement job.',
  })
  async confirm(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: LooseBody): Promise<EwalletConfirmAnswer> {
    const done = unwrap(await this.ewallet.status(subject.id, readText(body?.trx_id) || readText(body?.trxid)));
    return { success: true, ...done };
  }

  @Post('callback')
  @ApiAnswer(callbackAnswer, { errors: { 403: 'Bad or stale signature.' } })
  @ApiBody({ type: EwalletCallbackBody })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Gateway callback, HMAC-SHA256 signed (x-gateway-signature); forged, stale or replayed callbacks change nothing.',
  })
  async callback(@Body() body: LooseBody, @Headers('x-gateway-signature') signature?: string) {
    const callback = readCallback(body);
    if (!callback) return unwrap({ ok: false, status: 403, message: ewalletMessages.badSignature });
    return unwrap(await this.ewallet.callback(callback, signature ?? ''));
  }
}
