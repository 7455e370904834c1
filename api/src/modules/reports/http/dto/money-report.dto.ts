import { ApiPropertyOptional } from '@nestjs/swagger';
import { currencies } from '@khela/contracts';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { reportGroupings, type ReportGrouping } from '../../domain/report-range.js';

export const reportMessages = {
  from: 'from must be a Dhaka day such as 2026-11-01',
  to: 'to must be a Dhaka day such as 2026-11-30',
  group: 'group must be day, week or month',
  format: 'format must be json or csv',
  currency: 'currency must be BDT, INR or PKR',
  fromAfterTo: 'from must not be after to.',
  tooLong: 'A report covers at most 731 days.',
} as const;

// a real calendar day, not only its shape (2026-02-30 is refused)
const calendarDay = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isCalendarDay = (value: string): boolean =>
  calendarDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** GET /api/admin/reports */
export class MoneyReportQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First Dhaka day (inclusive); 29 days before `to` when absent.' })
  @IsOptional()
  @Matches(calendarDay, { message: reportMessages.from })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last Dhaka day (inclusive); today in Dhaka when absent.' })
  @IsOptional()
  @Matches(calendarDay, { message: reportMessages.to })
  to?: string;

  @ApiPropertyOptional({ enum: reportGroupings, description: 'Rows per day (default), ISO week (Monday) or month.' })
  @IsOptional()
  @IsIn(reportGroupings, { message: reportMessages.group })
  group?: ReportGrouping;

  @ApiPropertyOptional({ enum: currencies, description: 'Wallet currency; BDT when absent.' })
  @IsOptional()
  @IsIn(currencies, { message: reportMessages.currency })
  currency?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: the periods and the totals as a CSV file.' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: reportMessages.format })
  format?: 'json' | 'csv';
}
