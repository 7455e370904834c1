import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { ClaimCashRewards } from './commands/claim-cash-rewards/claim-cash-rewards.js';
import { ManagePartners } from './commands/manage-partners/manage-partners.js';
import { ManageReferrals } from './commands/manage-referrals/manage-referrals.js';
import { RerunRewards } from './commands/rerun-rewards/rerun-rewards.js';
import { RecordSignUpsReactor } from './events/record-sign-ups.reactor.js';
import { RerunJobsReactor } from './events/rerun-jobs.reactor.js';
import { ReferralPartnersStaffController } from './http/referral-partners.staff.controller.js';
import { ReferralPlayerController } from './http/referral.player.controller.js';
import { ReferralStaffController } from './http/referral.staff.controller.js';
import { PayPartnerCommissionsJob } from './jobs/pay-partner-commissions.job.js';
import { PayReferralRewardsJob } from './jobs/pay-referral-rewards.job.js';
import { ReferralMembersRepository } from './persistence/referral-members.repository.js';
import { ReferralPartnersRepository } from './persistence/referral-partners.repository.js';
import { ReferralRewardRunsRepository } from './persistence/referral-reward-runs.repository.js';
import { ReferralRewardsRepository } from './persistence/referral-rewards.repository.js';
import { ReferralStaffReports } from './queries/staff-reports/referral-staff-reports.js';
import { GetMyReferral } from './queries/get-my-referral/get-my-referral.js';
import { HeldReferralsSummaryHandler } from './queries/held-summary/held-summary.handler.js';
import { referralBangla } from './referral-messages.bn.js';

/**
 * Referral programme (issue 21): sign-ups bound to their referrer (and to an agent or affiliate record by its code)
 * from `players.signed-up` (abuse held for review), rewards per day, week or month from downlines' settled turnover at
 * up to three levels paid through the ledger into cash rewards, agents' and affiliates' commission, the My Referral
 * figures and Claim All (`/api/cash-claim`).
 */
@Module({
  controllers: [ReferralPlayerController, ReferralStaffController, ReferralPartnersStaffController],
  providers: [
    ReferralMembersRepository,
    ReferralRewardsRepository,
    ReferralRewardRunsRepository,
    ReferralStaffReports,
    RecordSignUpsReactor,
    RerunJobsReactor,
    PayReferralRewardsJob,
    ReferralPartnersRepository,
    PayPartnerCommissionsJob,
    ManagePartners,
    RerunRewards,
    ClaimCashRewards,
    GetMyReferral,
    ManageReferrals,
    HeldReferralsSummaryHandler,
  ],
})
export class ReferralModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(referralBangla);
  }
}
