import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { RealityChecks } from './commands/reality-check/reality-checks.js';
import { ConfirmDepositLimit } from './commands/confirm-deposit-limit/confirm-deposit-limit.js';
import { SetDepositLimit } from './commands/set-deposit-limit/set-deposit-limit.js';
import { SetExclusion } from './commands/set-exclusion/set-exclusion.js';
import { StaffSetExclusion } from './commands/staff-set-exclusion/staff-set-exclusion.js';
import { StaffSetLimit } from './commands/staff-set-limit/staff-set-limit.js';
import { PlayerProtectionPlayerController } from './http/player-protection.player.controller.js';
import { PlayerProtectionStaffController } from './http/player-protection.staff.controller.js';
import { CountedDeposits } from './persistence/counted-deposits.js';
import { DepositLimitsRepository } from './persistence/deposit-limits.repository.js';
import { ExclusionsRepository } from './persistence/exclusions.repository.js';
import { PlayRecord } from './persistence/play-record.js';
import { ProtectionHistory } from './persistence/protection-history.js';
import { RealityChecksRepository } from './persistence/reality-checks.repository.js';
import { playerProtectionBangla } from './player-protection-messages.bn.js';
import { DepositLimitsView } from './queries/deposit-limits-view.js';
import { ExclusionView } from './queries/exclusion-view.js';
import { StaffPlayerProtectionView } from './queries/staff-player-protection-view.js';
import { staffProtectionBangla } from './staff-protection-messages.bn.js';
import { DepositLimitVeto } from './vetoes/deposit-limit.veto.js';
import { ResponsibleGamingAccountPlayerController } from './http/responsible-gaming-account.player.controller.js';
import { DepositLimitPromptsRepository } from './persistence/deposit-limit-prompts.repository.js';
import { FirstDepositPromptView } from './queries/first-deposit-prompt-view.js';
import { NetPositionsView } from './queries/net-positions-view.js';
import { StatementDownload } from './queries/statement-download.js';
import { ExclusionVeto } from './vetoes/exclusion.veto.js';
import { ExchangeOrderLimitsVeto } from './vetoes/exchange-order-limits.veto.js';
import { SessionLimitVeto } from './vetoes/session-limit.veto.js';
import { ScoreMarkersOfHarmJob } from './jobs/score-markers-of-harm.job.js';
import { HarmScoresRepository } from './persistence/harm-scores.repository.js';
import { HarmSettingsProvider } from './persistence/harm-settings.provider.js';
import { RecordReviewAction } from './commands/record-review-action/record-review-action.js';
import { HarmReviewQueueView } from './queries/harm-review-queue.js';
import { harmReviewBangla } from './harm-review-messages.bn.js';
import { DemoHarmScoresSeed } from './seed/demo-harm-scores.seed.js';
import { StakeLimits } from './vetoes/stake-limits.js';
import { StakeVeto } from './vetoes/stake.veto.js';
import { StakeProtectionReader } from './persistence/stake-protection.reader.js';
import { ProtectionRulesRepository } from './persistence/protection-rules.repository.js';
import { ChangeProtectionRules } from './commands/change-protection-rules/change-protection-rules.js';
import { ProtectionRulesStaffController } from './http/protection-rules.staff.controller.js';
import { MinimumAgeVeto } from './vetoes/minimum-age.veto.js';

/**
 * Player protection (issue 16). So far: deposit, wager and loss limits per rolling 24 hours, 7 days and
 * 30 days, set by the player; deposit limits enforced on every deposit request through the
 * `payments.deposit-request` veto point, wager and loss limits on every stake through `wallet.stake`;
 * time-out and self-exclusion (ends every session at once; deposits and stakes refused through the same
 * veto points while in force; withdrawals stay possible); reality checks every N minutes (player-chosen,
 * default 60) answered and recorded on the server (`reality_check_answers`), and an optional session time
 * limit (the session ends; stakes refused through `wallet.stake`); for risk / responsible-gaming staff
 * (`rg.view`, `rg.manage`), a player's protection and its history, and stricter limits or exclusions with a
 * reason (audited); the daily markers of harm (a job scoring every active player per Dhaka day) and staff's
 * review queue with notes, calls and messages (audited).
 */
@Module({
  controllers: [
    PlayerProtectionPlayerController,
    ResponsibleGamingAccountPlayerController,
    PlayerProtectionStaffController,
    ProtectionRulesStaffController,
  ],
  providers: [
    ProtectionRulesRepository,
    ChangeProtectionRules,
    MinimumAgeVeto,
    DepositLimitPromptsRepository,
    FirstDepositPromptView,
    NetPositionsView,
    StatementDownload,
    DepositLimitsRepository,
    CountedDeposits,
    PlayRecord,
    DepositLimitsView,
    SetDepositLimit,
    ConfirmDepositLimit,
    DepositLimitVeto,
    StakeLimits,
    StakeProtectionReader,
    StakeVeto,
    ExchangeOrderLimitsVeto,
    ExclusionsRepository,
    ExclusionView,
    SetExclusion,
    ExclusionVeto,
    RealityChecksRepository,
    RealityChecks,
    SessionLimitVeto,
    ProtectionHistory,
    StaffPlayerProtectionView,
    StaffSetLimit,
    StaffSetExclusion,
    HarmSettingsProvider,
    HarmScoresRepository,
    ScoreMarkersOfHarmJob,
    HarmReviewQueueView,
    RecordReviewAction,
    DemoHarmScoresSeed,
  ],
})
export class PlayerProtectionModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(playerProtectionBangla);
    messages.register(staffProtectionBangla);
    messages.register(harmReviewBangla);
  }
}
