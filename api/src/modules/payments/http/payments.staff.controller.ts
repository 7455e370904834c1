import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseMoney, type PaymentQueuePage } from '@khela/contracts';
import type { Response } from 'express';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { setStoredFileHeaders } from '../../../platform/web/serve-storage.js';
import { StaffAuthGuard } from '../../auth/index.js';
import { Audit, CurrentStaff, RequirePermission, type AuditContext, type StaffPrincipal } from '../../backoffice/index.js';
import { ReceiptStore } from '../commands/upload-receipts/receipt-store.js';
import { ReviewDeposit, type ReviewAnswer } from '../commands/review-deposit/review-deposit.js';
import { ReviewWithdrawal } from '../commands/review-withdrawal/review-withdrawal.js';
import { DepositsRepository } from '../persistence/deposits.repository.js';
import { PaymentQueue } from '../queries/payment-queue/payment-queue.js';
import { unwrap } from './answer.js';
import { IdempotentMoneyMove } from './staff-idempotency.js';
import { ApprovePaymentDto, PaymentQueueQueryDto, RejectPaymentDto } from './dto/review.dto.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';

/**
 * The finance side: the approval queue and decisions. Backoffice's global guard checks the staff
 * session and the permission on every /api/admin route (deny by default) and its interceptor audits
 * every write; the decisions also write their own audit rows with before and after. StaffAuthGuard
 * stays as a second lock.
 */
@ApiTags('admin: payments')
@Controller('api/admin/payments')
@UseGuards(StaffAuthGuard)
export class PaymentsStaffController {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PaymentQueue) private readonly queue: PaymentQueue,
    @Inject(ReviewDeposit) private readonly deposits: ReviewDeposit,
    @Inject(ReviewWithdrawal) private readonly withdrawals: ReviewWithdrawal,
    @Inject(DepositsRepository) private readonly depositRows: DepositsRepository,
    @Inject(ReceiptStore) private readonly receipts: ReceiptStore,
  ) {
    this.thresholdMinor = parseMoney(config.PAYMENTS_CHECKER_THRESHOLD)!;
  }

  @Get('queue')
  @ApiAnswer('PaymentQueuePage')
  @RequirePermission('payments.read')
  @ApiOperation({ summary: 'Pending deposits and withdrawals, oldest first; filters kind, method_id, search; count for the badge.' })
  page(@Query() q: PaymentQueueQueryDto): Promise<PaymentQueuePage> {
    return this.queue.page(
      {
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.method_id ? { methodId: q.method_id } : {}),
        ...(q.search ? { search: q.search } : {}),
        page: q.page ?? 1,
        perPage: q.per_page ?? 50,
      },
      this.thresholdMinor,
    );
  }

  @Get('receipts/:id')
  @ApiAnswer(
    { type: 'string', contentMediaType: 'image/*' },
    { mediaType: 'image/*', description: 'The receipt image as uploaded.', errors: { 404: 'No such receipt.' } },
  )
  @RequirePermission('payments.read')
  @ApiOperation({ summary: 'One deposit receipt image (receipts are never served from public storage).' })
  async receipt(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const receipt = await this.depositRows.receipt(id);
    if (!receipt) throw new NotFoundException({ message: 'Receipt not found.' });
    res.setHeader('Content-Type', receipt.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    // The back-office shows the bytes as a blob; opened directly, a receipt downloads and runs nothing.
    setStoredFileHeaders(res);
    res.setHeader('Content-Disposition', `attachment; filename="receipt-${id}.${receipt.mime.slice('image/'.length)}"`);
    res.send(await this.receipts.read(receipt.path));
  }

  @Post('deposits/:id/approve')
  @ApiAnswer('PaymentReviewAnswer', { errors: { 404: 'No such deposit.', 409: 'Already decided.' } })
  @ApiNoBody()
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiOperation({
    summary: 'Approve a deposit: the settlement job credits it (at or above the checker threshold, marks it for a second finance user).',
  })
  async approveDeposit(
    @Param('id') id: string,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ): Promise<ReviewAnswer> {
    return unwrap(await this.deposits.approve(id, staff.id, 'approve', audit));
  }

  @Post('deposits/:id/confirm')
  @ApiAnswer('PaymentReviewAnswer', { errors: { 404: 'No such deposit.', 409: 'Already decided.' } })
  @ApiNoBody()
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiOperation({ summary: 'Second approval of a deposit at or above the checker threshold, by a different finance user.' })
  async confirmDeposit(
    @Param('id') id: string,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ): Promise<ReviewAnswer> {
    return unwrap(await this.deposits.approve(id, staff.id, 'confirm', audit));
  }

  @Post('deposits/:id/reject')
  @ApiAnswer('PaymentReviewAnswer', { errors: { 404: 'No such deposit.', 409: 'Already decided.' } })
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiOperation({ summary: 'Reject a deposit with a reason the player sees; nothing is credited.' })
  async rejectDeposit(
    @Param('id') id: string,
    @Body() body: RejectPaymentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ) {
    return unwrap(await this.deposits.reject(id, staff.id, body.reason, audit));
  }

  @Post('withdrawals/:id/approve')
  @ApiAnswer('PaymentReviewAnswer', { errors: { 404: 'No such withdrawal.', 409: 'Already decided.' } })
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiOperation({
    summary: 'Approve a withdrawal with the payout reference: the held funds leave (maker-checker at or above the threshold).',
  })
  async approveWithdrawal(
    @Param('id') id: string,
    @Body() body: ApprovePaymentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ) {
    return unwrap(await this.withdrawals.approve(id, staff.id, 'approve', body.payout_reference ?? '', audit));
  }

  @Post('withdrawals/:id/confirm')
  @ApiAnswer('PaymentReviewAnswer', { errors: { 404: 'No such withdrawal.', 409: 'Already decided.' } })
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiOperation({ summary: 'Second approval of a withdrawal at or above the checker threshold, with the payout reference.' })
  async confirmWithdrawal(
    @Param('id') id: string,
    @Body() body: ApprovePaymentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ) {
    return unwrap(await this.withdrawals.approve(id, staff.id, 'confirm', body.payout_reference ?? '', audit));
  }

  @Post('withdrawals/:id/reject')
  @ApiAnswer('PaymentReviewAnswer', { errors: { 404: 'No such withdrawal.', 409: 'Already decided.' } })
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiOperation({ summary: 'Reject a withdrawal with a reason: the held funds return to main.' })
  async rejectWithdrawal(
    @Param('id') id: string,
    @Body() body: RejectPaymentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ) {
    return unwrap(await this.withdrawals.reject(id, staff.id, body.reason, audit));
  }
}
