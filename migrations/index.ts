// Every migration, oldest first. A migration is never edited once it has landed: add a new one.
import { SiteSettings1763769600000 } from './1763769600000-site-settings.js';
import { AuthSessions1763769700000 } from './1763769700000-auth-sessions.js';
import { LedgerTables1763770000000 } from './1763770000000-ledger-tables.js';
import { LedgerAppendFunction1763770100000 } from './1763770100000-ledger-append-function.js';
import { LedgerProjections1763770200000 } from './1763770200000-ledger-projections.js';
import { Players1763771000000 } from './1763771000000-players.js';
import { StaffUsersAndAudit1763772000000 } from './1763772000000-staff-users-and-audit.js';
import { ContentAndCatalogue1763773000000 } from './1763773000000-content-and-catalogue.js';
import { Payments1763774000000 } from './1763774000000-payments.js';
import { Turnover1763774100000 } from './1763774100000-turnover.js';
import { StaffAdjustments1763775000000 } from './1763775000000-staff-adjustments.js';
import { LedgerGroupCommit1763776000000 } from './1763776000000-ledger-group-commit.js';
import { OutboxWithoutCodes1795433272121 } from './1795433272121-outbox-without-codes.js';
import { PlatformEvents1795433322129 } from './1795433322129-platform-events.js';
import { StaffIdempotencyKeys1795433511774 } from './1795433511774-staff-idempotency-keys.js';
import { PromotionMoneyControls1795433708489 } from './1795433708489-promotion-money-controls.js';
import { ExposureAccountKind1795434696325 } from './1795434696325-exposure-account-kind.js';
import { BackfillExposureAccounts1795434696326 } from './1795434696326-backfill-exposure-accounts.js';
import { PaymentsInFlightEvents1795435141371 } from './1795435141371-payments-in-flight-events.js';
import { GamesProviderApi1795436113000 } from './1795436113000-games-provider-api.js';
import { BilingualContent1795437000000 } from './1795437000000-bilingual-content.js';
import { GamesStatedRtp1795438000000 } from './1795438000000-games-stated-rtp.js';
import { GamesProviderCallFunctions1795439513000 } from './1795439513000-games-provider-call-functions.js';
import { DepositLimits1795440000000 } from './1795440000000-deposit-limits.js';
import { WagerLossLimits1795441000000 } from './1795441000000-wager-loss-limits.js';
import { PlayerExclusions1795442000000 } from './1795442000000-player-exclusions.js';
import { RealityChecks1795443000000 } from './1795443000000-reality-checks.js';
import { DepositLimitPrompts1795444000000 } from './1795444000000-deposit-limit-prompts.js';
import { StaffProtectionChanges1795445000000 } from './1795445000000-staff-protection-changes.js';
import { ProviderNamesBangla1795447000000 } from './1795447000000-provider-names-bangla.js';
import { GamesRefusedCalls1795448000000 } from './1795448000000-games-refused-calls.js';
import { ExclusionContacts1795449000000 } from './1795449000000-exclusion-contacts.js';
import { GamesRoundClosedNotifyAfterCommit1795450000000 } from './1795450000000-games-round-closed-notify-after-commit.js';
import { ExchangeResults1795460000000 } from './1795460000000-exchange-results.js';
import { MarkersOfHarm1795470000000 } from './1795470000000-markers-of-harm.js';
import { StaffTraderRole1795480000000 } from './1795480000000-staff-trader-role.js';
import { ExchangeTraderOverrides1795481000000 } from './1795481000000-exchange-trader-overrides.js';
import { ExchangeTraderOverridesVersion1795482000000 } from './1795482000000-exchange-trader-overrides-version.js';
import { Inbox1795500000000 } from './1795500000000-inbox.js';
import { ExchangeOrders1795510000000 } from './1795510000000-exchange-orders.js';
import { Chat1795520000000 } from './1795520000000-chat.js';
import { ExchangeSettlement1795530000000 } from './1795530000000-exchange-settlement.js';
import { ExchangeResultRunners1795531000000 } from './1795531000000-exchange-result-runners.js';
import { OriginalsSeeds1795540000000 } from './1795540000000-originals-seeds.js';
import { OriginalsHouseGames1795541000000 } from './1795541000000-originals-house-games.js';
import { VipPoints1795550000000 } from './1795550000000-vip-points.js';
import { VipLevels1795551000000 } from './1795551000000-vip-levels.js';
import { VipConversions1795552000000 } from './1795552000000-vip-conversions.js';
import { OriginalsCrash1795600000000 } from './1795600000000-originals-crash.js';
import { OriginalsMinesSlot1795610000000 } from './1795610000000-originals-mines-slot.js';
import { ExchangeFancyBets1795620000000 } from './1795620000000-exchange-fancy-bets.js';
import { VipWeeklyCashback1795630000000 } from './1795630000000-vip-weekly-cashback.js';
import { Referral1795631000000 } from './1795631000000-referral.js';
import { LedgerVerificationRuns1795640000000 } from './1795640000000-ledger-verification-runs.js';
import { ReceivingNumbersStaff1795650000000 } from './1795650000000-receiving-numbers-staff.js';
import { ExchangePlayLimits1795660000000 } from './1795660000000-exchange-play-limits.js';
import { RetentionIndexes1795670000000 } from './1795670000000-retention-indexes.js';
import { Kyc1795680000000 } from './1795680000000-kyc.js';
import { MoneyReports1795690000000 } from './1795690000000-money-reports.js';
import { ProtectionRules1795810000000 } from './1795810000000-protection-rules.js';
import { Player3601795820000000 } from './1795820000000-player-360.js';
import { PlayersAnonymised1795840000000 } from './1795840000000-players-anonymised.js';
import { ExchangeUnpaidResettlements1795870000000 } from './1795870000000-exchange-unpaid-resettlements.js';
import { ExchangeUnpaidCollections1795890000000 } from './1795890000000-exchange-unpaid-collections.js';
import { StaffRolesAsData1795850000000 } from './1795850000000-staff-roles-as-data.js';
import { VipSettingsAndHistory1795860000000 } from './1795860000000-vip-settings-and-history.js';
import { StaffRoleIpAllowlist1795900000000 } from './1795900000000-staff-role-ip-allowlist.js';
import { ReferralRewardRuns1795910000000 } from './1795910000000-referral-reward-runs.js';
import { ReferralPeriodsAndPartners1795960000000 } from './1795960000000-referral-periods-and-partners.js';
import { ExchangeMarketPersistence1795930000000 } from './1795930000000-exchange-market-persistence.js';
import { PlayerStakeProtectionFunction1795940000000 } from './1795940000000-player-stake-protection-function.js';
import { ExchangeOrderRoundTrips1795950000000 } from './1795950000000-exchange-order-round-trips.js';

export const migrations = [
  SiteSettings1763769600000,
  AuthSessions1763769700000,
  LedgerTables1763770000000,
  LedgerAppendFunction1763770100000,
  LedgerProjections1763770200000,
  Players1763771000000,
  StaffUsersAndAudit1763772000000,
  ContentAndCatalogue1763773000000,
  Payments1763774000000,
  Turnover1763774100000,
  StaffAdjustments1763775000000,
  LedgerGroupCommit1763776000000,
  OutboxWithoutCodes1795433272121,
  PlatformEvents1795433322129,
  StaffIdempotencyKeys1795433511774,
  PromotionMoneyControls1795433708489,
  ExposureAccountKind1795434696325,
  BackfillExposureAccounts1795434696326,
  PaymentsInFlightEvents1795435141371,
  GamesProviderApi1795436113000,
  BilingualContent1795437000000,
  GamesStatedRtp1795438000000,
  GamesProviderCallFunctions1795439513000,
  DepositLimits1795440000000,
  WagerLossLimits1795441000000,
  PlayerExclusions1795442000000,
  RealityChecks1795443000000,
  DepositLimitPrompts1795444000000,
  StaffProtectionChanges1795445000000,
  ProviderNamesBangla1795447000000,
  GamesRefusedCalls1795448000000,
  ExclusionContacts1795449000000,
  GamesRoundClosedNotifyAfterCommit1795450000000,
  ExchangeResults1795460000000,
  MarkersOfHarm1795470000000,
  StaffTraderRole1795480000000,
  ExchangeTraderOverrides1795481000000,
  ExchangeTraderOverridesVersion1795482000000,
  Inbox1795500000000,
  ExchangeOrders1795510000000,
  Chat1795520000000,
  ExchangeSettlement1795530000000,
  ExchangeResultRunners1795531000000,
  OriginalsSeeds1795540000000,
  OriginalsHouseGames1795541000000,
  VipPoints1795550000000,
  VipLevels1795551000000,
  VipConversions1795552000000,
  OriginalsCrash1795600000000,
  OriginalsMinesSlot1795610000000,
  ExchangeFancyBets1795620000000,
  VipWeeklyCashback1795630000000,
  Referral1795631000000,
  LedgerVerificationRuns1795640000000,
  ReceivingNumbersStaff1795650000000,
  ExchangePlayLimits1795660000000,
  RetentionIndexes1795670000000,
  Kyc1795680000000,
  MoneyReports1795690000000,
  ProtectionRules1795810000000,
  Player3601795820000000,
  PlayersAnonymised1795840000000,
  StaffRolesAsData1795850000000,
  VipSettingsAndHistory1795860000000,
  ExchangeUnpaidResettlements1795870000000,
  ExchangeUnpaidCollections1795890000000,
  StaffRoleIpAllowlist1795900000000,
  ReferralRewardRuns1795910000000,
  ExchangeMarketPersistence1795930000000,
  PlayerStakeProtectionFunction1795940000000,
  ExchangeOrderRoundTrips1795950000000,
  ReferralPeriodsAndPartners1795960000000,
];
