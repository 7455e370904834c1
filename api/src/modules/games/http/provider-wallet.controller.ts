import { Controller, Headers, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AnswerProviderCall } from '../commands/answer-provider-call/answer-provider-call.js';
import type { ProviderCall } from '../domain/provider-wire.js';

/**
 * The seamless wallet API game providers call server to server (provider-api/README.md). No player
 * session: each call is signed over its raw body with the provider's key. Every answer is HTTP 200 with
 * a status, sent as the exact bytes recorded for it (a repeat gets them again).
 */
@ApiExcludeController()
@Controller('api/provider')
export class ProviderWalletController {
  constructor(@Inject(AnswerProviderCall) private readonly calls: AnswerProviderCall) {}

  @Post(':provider/user/info')
  @HttpCode(200)
  userInfo(
    @Param('provider') provider: string,
    @Req() req: Request,
    @Res() res: Response,
    @Headers('x-khela-signature') signature?: string,
  ) {
    return this.send('user/info', provider, req, res, signature);
  }

  @Post(':provider/user/balance')
  @HttpCode(200)
  userBalance(
    @Param('provider') provider: string,
    @Req() req: Request,
    @Res() res: Response,
    @Headers('x-khela-signature') signature?: string,
  ) {
    return this.send('user/balance', provider, req, res, signature);
  }

  @Post(':provider/transaction/bet')
  @HttpCode(200)
  bet(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') signature?: string) {
    return this.send('transaction/bet', provider, req, res, signature);
  }

  @Post(':provider/transaction/win')
  @HttpCode(200)
  win(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response, @Headers('x-khela-signature') signature?: string) {
    return this.send('transaction/win', provider, req, res, signature);
  }

  @Post(':provider/transaction/rollback')
  @HttpCode(200)
  rollback(
    @Param('provider') provider: string,
    @Req() req: Request,
    @Res() res: Response,
    @Headers('x-khela-signature') signature?: string,
  ) {
    return this.send('transaction/rollback', provider, req, res, signature);
  }

  private async send(call: ProviderCall, provider: string, req: Request, res: Response, signature: string | undefined): Promise<void> {
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    const answer = await this.calls.answer(provider, call, raw, signature);
    res.status(200).type('application/json').send(answer);
  }
}
