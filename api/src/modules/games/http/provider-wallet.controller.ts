import { applyDecorators, Controller, Headers, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAnswer, ref } from '../../../platform/http/openapi/api-answer.js';
import { AnswerProviderCall } from '../commands/answer-provider-call/answer-provider-call.js';
import type { ProviderCall } from '../domain/provider-wire.js';

/** One wallet call as the OpenAPI document shows it: its request type, and the one answer type (always 200). */
const ProviderOperation = (summary: string, request: string) =>
  applyDecorators(
    HttpCode(200),
    ApiOperation({ summary: `${summary} Signed: X-Khela-Signature over the raw body.` }),
    ApiBody({ schema: ref(request) }),
    ApiAnswer('ProviderAnswer', { description: 'Always 200: the outcome is the status (a repeat gets the first answer, byte for byte).' }),
  );

/**
 * The seamless wallet API game providers call server to server (provider-api/README.md). No player
 * session: each call is signed over its raw body with the provider's key. Every answer is HTTP 200 with
 * a status, sent as the exact bytes recorded for it.
 */
@ApiTags('game providers')
@Controller('api/provider')
export class ProviderWalletController {
  constructor(@Inject(AnswerProviderCall) private readonly calls: AnswerProviderCall) {}

  @Post(':provider/user/info')
  @ProviderOperation('The player behind a username: display name, country, currency, balance.', 'ProviderUserInfoRequest')
  userInfo(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') sig?: string) {
    return this.send('user/info', provider, req, res, sig);
  }

  @Post(':provider/user/balance')
  @ProviderOperation('The stakeable balance (main + bonus), in poisha.', 'ProviderBalanceRequest')
  userBalance(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') sig?: string) {
    return this.send('user/balance', provider, req, res, sig);
  }

  @Post(':provider/transaction/bet')
  @ProviderOperation('Takes a stake, main first, then bonus.', 'ProviderBetRequest')
  bet(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') sig?: string) {
    return this.send('transaction/bet', provider, req, res, sig);
  }

  @Post(':provider/transaction/win')
  @ProviderOperation('Pays a win of a bet to main; round_closed closes the round.', 'ProviderWinRequest')
  win(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') sig?: string) {
    return this.send('transaction/win', provider, req, res, sig);
  }

  @Post(':provider/transaction/rollback')
  @ProviderOperation('Undoes a bet (refused after its win); an unknown bet leaves a tombstone.', 'ProviderRollbackRequest')
  rollback(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') sig?: string) {
    return this.send('transaction/rollback', provider, req, res, sig);
  }

  private async send(call: ProviderCall, provider: string, req: Request, res: Response, signature: string | undefined): Promise<void> {
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    const answer = await this.calls.answer(provider, call, raw, signature);
    // written as it is: Express' send would also hash the body for an ETag, which no provider uses (a POST)
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(answer));
    res.end(answer);
  }
}
