import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DailyPaymentsReport,
  PendingAgeReport,
  StaffAdjustmentAnswer,
  StaffAdjustmentList,
  StatementPage,
  WalletResponse,
} from '@khela/contracts';
import type { Response } from 'express';
import { StaffAuthGuard } from '../../auth/index.js';
import { Audit, CurrentStaff, RequirePermission, type AuditContext, type StaffPrincipal } from '../../backoffice/index.js';
import { AdjustBalance } from '../commands/adjust-balance/adjust-balance.js';
import { presentAdjustment, StaffAdjustmentsRepository } from '../persistence/staff-adjustments.repository.js';
import { DhakaClock } from '../ports/dhaka-clock.js';
import { PaymentReports } from '../queries/payment-reports/payment-reports.js';
import { PlayerWalletReader } from '../queries/player-wallet/player-wallet.js';
import { unwrap } from './answer.js';
import { IdempotentMoneyMove, StaffRequestId } from './staff-idempotency.js';
import { RejectPaymentDto } from './dto/review.dto.js';
import { CreateAdjustmentDto, DailyReportQueryDto, ListAdjustmentsQueryDto, StaffStatementQueryDto } from './dto/staff-wallet.dto.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';

const walletNotFound = () => new NotFoundException({ message: 'Wallet not found.' });
export const REPORT_MAX_DAYS = 93;

/**
 * Finance on one player's wallet (balances, statement, CSV, adjustments with maker-checker) and the
 * payments reports. Reads need payments.read; adjustments wallet.adjust (finance and admin).
 */
@ApiTags('admin: payments')
@Controller('api/admin')
@UseGuards(StaffAuthGuard)
export class StaffWalletController {
  constructor(
    @Inject(PlayerWalletReader) private readonly wallets: PlayerWalletReader,
    @Inject(AdjustBalance) private readonly adjust: AdjustBalance,
    @Inject(StaffAdjustmentsRepository) private readonly adjustments: StaffAdjustmentsRepository,
    @Inject(PaymentReports) private readonly reports: PaymentReports,
    @Inject(DhakaClock) private readonly clock: DhakaClock,
  ) {}

  @Get('players/:id/wallet')
  @ApiAnswer('WalletResponse', { errors: { 404: 'No such player.' } })
  @RequirePermission('payments.read')
  @ApiOperation({ summary: "A player's balances: main, held, bonus, cash rewards." })
  async wallet(@Param('id') id: string): Promise<WalletResponse> {
    const wallet = await this.wallets.wallet(id);
    if (!wallet) throw walletNotFound();
    return wallet;
  }

  @Get('players/:id/statement')
  @ApiAnswer('StatementPage', {
    errors: { 404: 'No such player.' },
    alsoAs: { 'text/csv': { type: 'string', description: 'With format=csv.' } },
  })
  @RequirePermission('payments.read')
  @ApiOperation({
    summary: 'Statement (newest first) with filters account, type, from, to (Dhaka days); format=csv exports up to 10,000 rows.',
  })
  async statement(
    @Param('id') id: string,
    @Query() q: StaffStatementQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatementPage | string> {
    const filter = {
      account: q.account ?? 'main',
      ...(q.type ? { type: q.type } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
    } as const;
    if (q.format === 'csv') {
      const csv = await this.wallets.statementCsv(id, filter);
      if (csv === undefined) throw walletNotFound();
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="player-${id}-${filter.account}-statement.csv"`);
      res.setHeader('Cache-Control', 'private, no-store');
      return csv;
    }
    const page = await this.wallets.statement(id, { ...filter, page: q.page ?? 1, perPage: q.per_page ?? 20 });
    if (!page) throw walletNotFound();
    return page;
  }

  @Post('players/:id/adjustments')
  @ApiAnswer('StaffAdjustmentAnswer', { errors: { 404: 'No such player.', 409: 'The idempotency key was used for another request.' } })
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('wallet.adjust')
  @ApiOperation({
    summary:
      'Adjust the main balance with a reason: applied at once below the checker threshold, else pending. The adjustment id (and so its ledger key) is derived from the Idempotency-Key.',
  })
  async createAdjustment(
    @Param('id') id: string,
    @Body() body: CreateAdjustmentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @StaffRequestId() adjustmentId: string,
    @Audit() audit: AuditContext,
  ): Promise<StaffAdjustmentAnswer> {
    return unwrap(await this.adjust.request(id, body, { id: staff.id, username: staff.username }, audit, adjustmentId));
  }

  @Get('adjustments')
  @ApiAnswer('StaffAdjustmentList')
  @RequirePermission('payments.read')
  @ApiOperation({ summary: 'Staff adjustments, newest first; status=pending lists those awaiting a second finance user.' })
  async listAdjustments(@Query() q: ListAdjustmentsQueryDto): Promise<StaffAdjustmentList> {
    const rows = await this.adjustments.list({
      ...(q.status ? { status: q.status } : {}),
      ...(q.player_id ? { playerId: q.player_id } : {}),
    });
    return { data: rows.map(presentAdjustment) };
  }

  @Post('adjustments/:id/confirm')
  @ApiAnswer('StaffAdjustmentAnswer', {
    errors: { 404: 'No such adjustment.', 409: 'Already decided, or the maker confirming their own.' },
  })
  @ApiNoBody()
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('wallet.adjust')
  @ApiOperation({ summary: 'Second confirmation of a pending adjustment by a different finance user: the money moves.' })
  async confirmAdjustment(
    @Param('id') id: string,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ): Promise<StaffAdjustmentAnswer> {
    return unwrap(await this.adjust.confirm(id, { id: staff.id, username: staff.username }, audit));
  }

  @Post('adjustments/:id/reject')
  @ApiAnswer('StaffAdjustmentAnswer', { errors: { 404: 'No such adjustment.', 409: 'Already decided.' } })
  @HttpCode(200)
  @IdempotentMoneyMove()
  @RequirePermission('wallet.adjust')
  @ApiOperation({ summary: 'Reject a pending adjustment with a reason: nothing moves.' })
  async rejectAdjustment(
    @Param('id') id: string,
    @Body() body: RejectPaymentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ): Promise<StaffAdjustmentAnswer> {
    return unwrap(await this.adjust.reject(id, { id: staff.id, username: staff.username }, body.reason, audit));
  }

  @Get('payments/reports/daily')
  @ApiAnswer('DailyPaymentsReport')
  @RequirePermission('payments.read')
  @ApiOperation({ summary: 'Per Asia/Dhaka day and channel: approved deposits and withdrawals counted and summed, rejected counted.' })
  daily(@Query() q: DailyReportQueryDto): Promise<DailyPaymentsReport> {
    const to = q.to ?? this.clock.today();
    const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (!Number.isFinite(days) || days < 0 || days >= REPORT_MAX_DAYS)
      throw new BadRequestException({ message: `Choose a range of 1 to ${REPORT_MAX_DAYS} days, from before to.` });
    return this.reports.daily(from, to);
  }

  @Get('payments/reports/pending')
  @ApiAnswer('PendingAgeReport')
  @RequirePermission('payments.read')
  @ApiOperation({ summary: 'Pending deposits and withdrawals by age: <15 min, 15-30, 30-60, 1-4 h, >4 h.' })
  pending(): Promise<PendingAgeReport> {
    return this.reports.pendingByAge();
  }
}
