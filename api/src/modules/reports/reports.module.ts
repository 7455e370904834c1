import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { LedgerModule } from '../ledger/index.js';
import { DashboardStaffController } from './http/dashboard.staff.controller.js';
import { ReportsStaffController } from './http/reports.staff.controller.js';
import { MoneyReportsProjector } from './projection/money-reports-projector.js';
import { MoneyReportQuery } from './queries/money-report/money-report.query.js';
import { StaffDashboardQuery } from './queries/staff-dashboard/staff-dashboard.query.js';
import { reportsBangla } from './reports-messages.bn.js';

/**
 * Money reports (issue 22): a projection of the ledger per Dhaka day, read by the back-office (`reports.read`), and
 * the back-office home's dashboard (each tile by its own permission).
 */
@Module({
  imports: [LedgerModule],
  controllers: [ReportsStaffController, DashboardStaffController],
  providers: [MoneyReportsProjector, MoneyReportQuery, StaffDashboardQuery],
})
export class ReportsModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(reportsBangla);
  }
}
