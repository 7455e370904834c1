import { BadRequestException, Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MoneyReport } from '@khela/contracts';
import type { Response } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { RequirePermission } from '../../backoffice/index.js';
import { checkRange, dhakaDayOf } from '../domain/report-range.js';
import { MoneyReportQuery, type MoneyReportRequest } from '../queries/money-report/money-report.query.js';
import { isCalendarDay, MoneyReportQueryDto, reportMessages } from './dto/money-report.dto.js';

const dayMs = 86_400_000;

/**
 * The money report (issue 22, `reports.read`: finance, risk and admin): GGR, bonus cost, NGR, cash, adjustments
 * and players per Dhaka day, week or month, from the ledger's money_reports projection; format=csv as a file.
 */
@ApiTags('admin: reports')
@Controller('api/admin/reports')
export class ReportsStaffController {
  constructor(
    @Inject(MoneyReportQuery) private readonly report: MoneyReportQuery,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get()
  @RequirePermission('reports.read')
  @ApiAnswer('MoneyReport', {
    alsoAs: {
      'text/csv': {
        type: 'string',
        description: 'With format=csv: UTF-8 with a byte-order mark, one line per period then a total line; money as decimals.',
      },
    },
  })
  @ApiOperation({
    summary:
      'Money report over Dhaka days: bets, wins, GGR, bonus cost, NGR, deposits, withdrawals, net cash, adjustments, exchange result, active / new players and first-time depositors per period, with channel and provider breakdowns; format=csv for a file.',
  })
  async read(@Query() q: MoneyReportQueryDto, @Res({ passthrough: true }) res: Response): Promise<MoneyReport | string> {
    const request = this.requestOf(q);
    if (q.format !== 'csv') return this.report.read(request);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    // the days passed the DTO's pattern: digits and dashes only
    res.setHeader('Content-Disposition', `attachment; filename="money-report-${request.from}-${request.to}-${request.grouping}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return this.report.csv(request);
  }

  /** Defaults (the last 30 Dhaka days to today) and the checks a pattern cannot make (real days, order, length). */
  private requestOf(q: MoneyReportQueryDto): MoneyReportRequest {
    if (q.from !== undefined && !isCalendarDay(q.from)) throw invalid('from', reportMessages.from);
    if (q.to !== undefined && !isCalendarDay(q.to)) throw invalid('to', reportMessages.to);
    const to = q.to ?? dhakaDayOf(this.clock.now());
    const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * dayMs).toISOString().slice(0, 10);
    const refusal = checkRange(from, to);
    if (refusal === 'from_after_to') throw invalid('from', reportMessages.fromAfterTo);
    if (refusal === 'range_too_long') throw invalid('from', reportMessages.tooLong);
    return { from, to, grouping: q.group ?? 'day', currency: q.currency ?? 'BDT' };
  }
}

const invalid = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: [message] } });
