import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { EventsStaffController } from './http/events.staff.controller.js';
import { VerifyLedgerJob } from './jobs/verify-ledger/verify-ledger.job.js';
import { OperationsMetrics } from './metrics/operations-metrics.js';
import { LedgerVerificationRunsRepository } from './persistence/ledger-verification-runs.repository.js';
import { operationsBangla } from './operations-messages.bn.js';

/**
 * Running Khela: staff tools over the platform's own machinery (the platform cannot hold staff routes:
 * those need backoffice's permissions and audit), today event reactors and dead letters under
 * /api/admin/events; the metrics that span modules (payments waiting by age, the latest ledger
 * verification); and the nightly ledger verification job with its runs table.
 */
@Module({
  controllers: [EventsStaffController],
  providers: [LedgerVerificationRunsRepository, VerifyLedgerJob, OperationsMetrics],
})
export class OperationsModule {
  constructor(@Inject(MessageCatalog) catalog: MessageCatalog) {
    catalog.register(operationsBangla);
  }
}
