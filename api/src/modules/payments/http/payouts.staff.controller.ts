import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseMoney, type PayoutBatch, type PayoutMarkPaidAnswer } from '@khela/contracts';
import type { Response } from 'express';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, CurrentStaff, RequirePermission, type AuditContext, type StaffPrincipal } from '../../backoffice/index.js';
import { MarkPayoutsPaid } from '../commands/mark-payouts-paid/mark-payouts-paid.js';
import { PayoutBatchQuery } from '../queries/payout-batch/payout-batch.js';
import { PayoutBatchQueryDto, PayoutMarkPaidDto } from './dto/payouts.dto.js';
import { IdempotentMoneyMove } from './staff-idempotency.js';

/**
 * The withdrawal payout batch (issue 22): what the payout team may pay now, per channel, as JSON or (format=csv) a CSV,
 * and the bulk "mark paid" with each payout's reference. Reading needs `payments.read`, paying
 * `payments.approve` and an Idempotency-Key like every other finance money decision.
 */
@ApiTags('admin: payments')
@Controller('api/admin/payments/payouts')
export class PayoutsStaffController {
  private readonly thresholdMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PayoutBatchQuery) private readonly batch: PayoutBatchQuery,
    @Inject(MarkPayoutsPaid) private readonly markPaid: MarkPayoutsPaid,
  ) {
    this.thresholdMinor = parseMoney(config.PAYMENTS_CHECKER_THRESHOLD)!;
  }

  @Get()
  @RequirePermission('payments.read')
  @ApiAnswer('PayoutBatch', {
    alsoAs: {
      'text/csv': {
        type: 'string',
        description:
          'With format=csv: UTF-8 with a byte-order mark, one line per withdrawal, times in Dhaka, an empty payout_reference column.',
      },
    },
  })
  @ApiOperation({
    summary:
      "Withdrawals ready to pay out (held; first-approved where maker-checker applies), per channel with count and total, oldest first; format=csv gives them as the payout team's CSV.",
  })
  async read(@Query() q: PayoutBatchQueryDto, @Res({ passthrough: true }) res: Response): Promise<PayoutBatch | string> {
    if (q.format !== 'csv') return this.batch.read(this.thresholdMinor, q.channel);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    // the channel passed the DTO's pattern (letters, digits, space . _ -); anything else in a file name is replaced
    res.setHeader('Content-Disposition', `attachment; filename="payouts-${(q.channel ?? 'all').replace(/[^a-z0-9_-]/g, '_')}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return this.batch.csv(this.thresholdMinor, q.channel);
  }

  @Post('mark-paid')
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('payments.approve')
  @ApiAnswer('PayoutMarkPaidAnswer')
  @ApiOperation({
    summary:
      'Mark withdrawals paid with their payout references: each one approved on its own (state machine, maker-checker, audit, ledger payout); the answer says paid, already_paid or refused per item.',
  })
  mark(@Body() dto: PayoutMarkPaidDto, @CurrentStaff() staff: StaffPrincipal, @Audit() audit: AuditContext): Promise<PayoutMarkPaidAnswer> {
    return this.markPaid.execute(
      dto.items.map((i) => ({ id: i.id, reference: i.payout_reference })),
      staff.id,
      audit,
    );
  }
}
