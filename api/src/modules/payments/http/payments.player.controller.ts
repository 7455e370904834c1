import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { EwalletMethods, PaymentMethodItem, TransactionRecord, WalletNumberItem } from '@khela/contracts';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { SubmitDeposit, type SubmitDepositInput } from '../commands/submit-deposit/submit-deposit.js';
import { SubmitWithdrawal, type SubmitWithdrawalInput } from '../commands/submit-withdrawal/submit-withdrawal.js';
import { UploadReceipts } from '../commands/upload-receipts/upload-receipts.js';
import { readAccountType } from '../domain/account-type.js';
import { amountDecimalsMessage, readAmount } from '../domain/amount.js';
import { depositLimits } from '../domain/payment-limits.js';
import { depositMessages } from '../domain/deposit-rules.js';
import { decideEligibility, withdrawalMessages } from '../domain/withdrawal-rules.js';
import { PaymentMethodsRepository } from '../persistence/payment-methods.repository.js';
import { TransactionRecords } from '../queries/transaction-records/transaction-records.js';
import { WithdrawalFactsReader } from '../queries/withdrawal-eligibility/withdrawal-facts.js';
import { answerWithdrawal, unwrap } from './answer.js';
import { presentMethod, presentNumber } from './presenters.js';
import { ReceiptsUploadInterceptor, type ReceiptFiles } from './receipts-upload.interceptor.js';
import { ApiAnswer, arrayOf, ref } from '../../../platform/http/openapi/api-answer.js';
import { SubmitDepositBody, SubmitWithdrawalBody } from './dto/player-payments.dto.js';

/** A `remote_id` (or body remote_id) must be the caller's own (ARCHITECTURE section 4); absent means the caller. */
function assertOwn(remoteId: unknown, subject: AuthenticatedSubject): void {
  if (remoteId === undefined || remoteId === null || remoteId === '') return;
  if (String(remoteId) !== subject.id) throw new ForbiddenException({ message: 'You can only act on your own account.' });
}

// Bodies are read loosely (plain objects, not DTOs) so the spec's checks run in the spec's order with
// the spec's messages, instead of the validation pipe answering first with its own.
type LooseBody = Record<string, unknown>;

/** The player side of payments (spec section 7). */
@ApiTags('payments')
@Controller('api')
export class PaymentsPlayerController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(SubmitDeposit) private readonly submitDeposit: SubmitDeposit,
    @Inject(UploadReceipts) private readonly uploadReceipts: UploadReceipts,
    @Inject(SubmitWithdrawal) private readonly submitWithdrawal: SubmitWithdrawal,
    @Inject(WithdrawalFactsReader) private readonly withdrawalFacts: WithdrawalFactsReader,
    @Inject(TransactionRecords) private readonly records: TransactionRecords,
  ) {}

  // sic: the spec's path spells "menthod"; kept at the edge for compatibility
  @Get('showpayment-menthod')
  @ApiAnswer('PaymentMethodList')
  @ApiOperation({ summary: 'Active channels (Agent, Merchant, Personal) of one payment method, with deposit and withdrawal labels.' })
  @ApiQuery({ name: 'name', required: false })
  async showPaymentMethod(@Query('name') name?: string): Promise<{ success: true; data: PaymentMethodItem[] }> {
    return { success: true, data: (await this.methods.list({ activeOnly: true, ...(name ? { name } : {}) })).map(presentMethod) };
  }

  @Get('payment-methods')
  @ApiAnswer('PaymentMethodChoice')
  @ApiOperation({ summary: 'Active payment methods: a plain list, or { type: "ewallet", pgs } when the e-wallet gateway is on.' })
  async paymentMethods(): Promise<{ success: true; methods: PaymentMethodItem[] | EwalletMethods }> {
    const methods = await this.methods.list({ activeOnly: true });
    if (this.config.EWALLET_GATEWAY_URL) {
      const brands = [...new Map(methods.map((m) => [m.name.toLowerCase(), m])).values()];
      return { success: true, methods: { type: 'ewallet', pgs: brands.map((m) => ({ id: m.id, name: m.name, icon: m.icon })) } };
    }
    return { success: true, methods: methods.map(presentMethod) };
  }

  @Get('get-wallet-number')
  @ApiAnswer(arrayOf('WalletNumberItem'))
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Hands out an active receiving number of the method and channel that can take the amount today (least loaded first).',
  })
  @ApiQuery({ name: 'name' })
  @ApiQuery({ name: 'account_type', description: 'Agent, Merchant (also Marchent) or Personal' })
  @ApiQuery({ name: 'amount' })
  async walletNumber(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Query('name') name?: string,
    @Query('account_type') accountType?: string,
    @Query('amount') amountText?: string,
  ): Promise<WalletNumberItem[]> {
    const type = readAccountType(accountType);
    if (!name || !type) throw new BadRequestException({ message: 'Please select a Deposit channel.' });
    const amount = readAmount(amountText);
    if (amount === 'tooPrecise') throw new BadRequestException({ message: amountDecimalsMessage });
    if (amount === null || amount === 'invalid' || amount < depositLimits.min || amount > depositLimits.max) {
      throw new BadRequestException({ message: 'Please fill in your amount.' });
    }
    const number = await this.methods.handOut(name, type, amount, subject.id);
    if (!number)
      throw new NotFoundException({
        // issue 22: a method finance switched off as a whole says so, rather than "no account right now"
        message:
          (await this.methods.brandStatus(name)) === 'off'
            ? depositMessages.methodOff
            : 'No account is available for this channel right now. Please try another channel.',
      });
    return [presentNumber(number)];
  }

  @Post('submit-deposit')
  @ApiAnswer('DepositSubmitted')
  @ApiBody({ type: SubmitDepositBody })
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'A manual deposit request (remote_id, account_number, transaction_id, amount, payment_id, promotion_id); no money moves until finance approves.',
  })
  async deposit(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: LooseBody,
  ): Promise<{ success: true; message: string; id: string }> {
    assertOwn(body?.remote_id, subject);
    const done = unwrap(await this.submitDeposit.execute(subject.id, (body ?? {}) as SubmitDepositInput));
    return { success: true, ...done };
  }

  @Post('deposits/:id/receipts')
  @ApiAnswer(
    {
      type: 'object',
      properties: { receipts: { type: 'array', items: { type: 'string' } } },
      required: ['receipts'],
      additionalProperties: false,
    },
    { status: 201, errors: { 404: 'No such deposit of yours.', 413: 'A file is too large.', 415: 'Not an image.' } },
  )
  @ApiBody({
    schema: { type: 'object', properties: { files: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 5 } } },
    description: 'Up to five receipt images (field `files`, or `file`).',
  })
  @HttpCode(201)
  @UseGuards(PlayerAuthGuard)
  @UseInterceptors(ReceiptsUploadInterceptor)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Receipt images of a pending deposit (fields `files` or `file`, up to five; PNG, JPEG, WebP or GIF by content).',
  })
  async receipts(@CurrentSubject() subject: AuthenticatedSubject, @Param('id') id: string, @Req() req: Request & { files?: ReceiptFiles }) {
    const files = [...(req.files?.files ?? []), ...(req.files?.file ?? [])];
    return unwrap(await this.uploadReceipts.execute(subject.id, id, files));
  }

  @Get('userwithdrawcheck')
  @ApiAnswer(
    {
      type: 'object',
      properties: { success: { const: true }, message: { type: 'string' } },
      required: ['success', 'message'],
      additionalProperties: false,
    },
    {
      errors: {
        400: {
          description: 'Not eligible now: the reason; or a malformed request (ErrorBody).',
          schema: { oneOf: [ref('WithdrawalRefusal'), ref('ErrorBody')] },
        },
      },
    },
  )
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Withdrawal eligibility: 400 with the reason (Date of Birth, phone, turnover, pending request, withdrawals off).',
  })
  @ApiQuery({ name: 'remote_id', required: false })
  async withdrawCheck(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Res({ passthrough: true }) res: Response,
    @Query('remote_id') remoteId?: string,
  ) {
    assertOwn(remoteId, subject);
    const read = await this.withdrawalFacts.read(subject.id);
    const refusal = read ? decideEligibility(read.eligibility) : 'phoneNotVerified';
    if (refusal) return answerWithdrawal(res, { ok: false, status: 400, message: withdrawalMessages[refusal] }, refusal);
    return { success: true, message: withdrawalMessages.eligible };
  }

  @Post('submit-withdraw')
  @ApiAnswer(
    { type: 'object', properties: { success: { const: true }, message: { type: 'string' } }, required: ['success', 'message'] },
    {
      errors: {
        400: {
          description: 'Refused: the reason (amount, account, method); or a malformed request (ErrorBody).',
          schema: { oneOf: [ref('WithdrawalRefusal'), ref('ErrorBody')] },
        },
        403: {
          description: 'Refused: not allowed for this player now, or another remote_id than the caller (ErrorBody).',
          schema: { oneOf: [ref('WithdrawalRefusal'), ref('ErrorBody')] },
        },
        409: { description: 'A withdrawal request is already pending.', schema: 'WithdrawalRefusal' },
      },
    },
  )
  @ApiBody({ type: SubmitWithdrawalBody })
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A withdrawal request (remote_id, account_number, amount, payment_id, provider); the amount is held at once.' })
  async withdraw(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: LooseBody, @Res({ passthrough: true }) res: Response) {
    assertOwn(body?.remote_id, subject);
    return answerWithdrawal(res, await this.submitWithdrawal.execute(subject.id, (body ?? {}) as SubmitWithdrawalInput));
  }

  @Get('transaction/show')
  @ApiAnswer('TransactionList')
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's deposits, withdrawals and bonuses (key 0 pending, 1 success, 2 fail), newest first." })
  @ApiQuery({ name: 'remote_id', required: false })
  async transactions(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Query('remote_id') remoteId?: string,
  ): Promise<{ transactions: TransactionRecord[] }> {
    assertOwn(remoteId, subject);
    return { transactions: await this.records.list(subject.id) };
  }
}
