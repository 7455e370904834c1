import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { ChangeKycRules } from './commands/change-kyc-rules/change-kyc-rules.js';
import { ReviewKyc } from './commands/review-kyc/review-kyc.js';
import { SubmitKyc } from './commands/submit-kyc/submit-kyc.js';
import { KycPlayerController } from './http/kyc.player.controller.js';
import { KycStaffController } from './http/kyc.staff.controller.js';
import { KycUploadInterceptor } from './http/kyc-upload.interceptor.js';
import { kycBangla } from './kyc-messages.bn.js';
import { KycDocumentStore } from './persistence/kyc-document-store.js';
import { KycRulesRepository } from './persistence/kyc-rules.repository.js';
import { KycSubmissionsRepository } from './persistence/kyc-submissions.repository.js';
import { PendingKycSummaryHandler } from './queries/pending-summary/pending-summary.handler.js';
import { KycBeforeWithdrawalVeto } from './vetoes/kyc-before-withdrawal.veto.js';
import './events/kyc-events.js';

/**
 * KYC (issue 22): players' identity documents and staff's review, and the admin's rules that make an approved
 * KYC necessary before a withdrawal (a veto on payments' withdrawal request).
 */
@Module({
  controllers: [KycPlayerController, KycStaffController],
  providers: [
    KycSubmissionsRepository,
    KycRulesRepository,
    KycDocumentStore,
    KycUploadInterceptor,
    SubmitKyc,
    ReviewKyc,
    ChangeKycRules,
    KycBeforeWithdrawalVeto,
    PendingKycSummaryHandler,
  ],
})
export class KycModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(kycBangla);
  }
}
