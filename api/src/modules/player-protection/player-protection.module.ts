import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { ConfirmDepositLimit } from './commands/confirm-deposit-limit/confirm-deposit-limit.js';
import { SetDepositLimit } from './commands/set-deposit-limit/set-deposit-limit.js';
import { SetExclusion } from './commands/set-exclusion/set-exclusion.js';
import { PlayerProtectionPlayerController } from './http/player-protection.player.controller.js';
import { CountedDeposits } from './persistence/counted-deposits.js';
import { DepositLimitsRepository } from './persistence/deposit-limits.repository.js';
import { ExclusionsRepository } from './persistence/exclusions.repository.js';
import { PlayRecord } from './persistence/play-record.js';
import { playerProtectionBangla } from './player-protection-messages.bn.js';
import { DepositLimitsView } from './queries/deposit-limits-view.js';
import { ExclusionView } from './queries/exclusion-view.js';
import { DepositLimitVeto } from './vetoes/deposit-limit.veto.js';
import { ExclusionVeto } from './vetoes/exclusion.veto.js';
import { StakeLimitVeto } from './vetoes/stake-limit.veto.js';

/**
 * Player protection (issue 16). So far: deposit, wager and loss limits per rolling 24 hours, 7 days and
 * 30 days, set by the player; deposit limits enforced on every deposit request through the
 * `payments.deposit-request` veto point, wager and loss limits on every stake through `wallet.stake`;
 * time-out and self-exclusion (ends every session at once; deposits and stakes refused through the same
 * veto points while in force; withdrawals stay possible).
 */
@Module({
  controllers: [PlayerProtectionPlayerController],
  providers: [
    DepositLimitsRepository,
    CountedDeposits,
    PlayRecord,
    DepositLimitsView,
    SetDepositLimit,
    ConfirmDepositLimit,
    DepositLimitVeto,
    StakeLimitVeto,
    ExclusionsRepository,
    ExclusionView,
    SetExclusion,
    ExclusionVeto,
  ],
})
export class PlayerProtectionModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(playerProtectionBangla);
  }
}
