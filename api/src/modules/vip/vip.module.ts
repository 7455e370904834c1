import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { ConvertPoints } from './commands/convert-points/convert-points.js';
import { ManageLevels } from './commands/manage-levels/manage-levels.js';
import { RecordExchangeStakesReactor } from './events/record-exchange-stakes.reactor.js';
import { RecordStakesReactor } from './events/record-stakes.reactor.js';
import { VipPushesReactor } from './events/vip-pushes.reactor.js';
import { VipPlayerController } from './http/vip.player.controller.js';
import { VipStaffController } from './http/vip.staff.controller.js';
import { PayWeeklyCashbackJob } from './jobs/pay-weekly-cashback.job.js';
import { RollUpPointsJob } from './jobs/roll-up-points.job.js';
import { VipCashbackRepository } from './persistence/vip-cashback.repository.js';
import { VipConversionsRepository } from './persistence/vip-conversions.repository.js';
import { VipLevelsCache } from './persistence/vip-levels.cache.js';
import { VipLevelsRepository } from './persistence/vip-levels.repository.js';
import { VipPointsRepository } from './persistence/vip-points.repository.js';
import { VipSettingsRepository } from './persistence/vip-settings.repository.js';
import { VipPlayerHistory } from './queries/staff-reports/vip-player-history.js';
import { VipReport } from './queries/staff-reports/vip-report.js';
import { VipNotifier } from './ports/vip-notifier.js';
import { VipLevelsOfPlayersHandler } from './queries/get-levels-of-players/get-levels-of-players.handler.js';
import { GetVipStatusHandler } from './queries/get-vip-status/get-vip-status.handler.js';
import { ListVipLevelsHandler } from './queries/list-vip-levels/list-vip-levels.handler.js';
import { PlayersAtVipLevelsHandler } from './queries/players-at-levels/players-at-levels.handler.js';
import { vipBangla } from './vip-messages.bn.js';
import { VipWithdrawalLimitsHandler } from './queries/withdrawal-limits/withdrawal-limits.handler.js';

/**
 * VIP (issue 21): points from settled stakes (a reactor records them, an hourly job rolls them up), levels
 * from lifetime points, conversion of points to cash through the ledger, the `vip` push, the weekly cash-back job.
 */
@Module({
  controllers: [VipPlayerController, VipStaffController],
  providers: [
    VipPointsRepository,
    VipLevelsRepository,
    VipLevelsCache,
    VipSettingsRepository,
    VipPlayerHistory,
    VipReport,
    VipConversionsRepository,
    RecordStakesReactor,
    RecordExchangeStakesReactor,
    RollUpPointsJob,
    VipCashbackRepository,
    PayWeeklyCashbackJob,
    ManageLevels,
    ConvertPoints,
    GetVipStatusHandler,
    VipLevelsOfPlayersHandler,
    ListVipLevelsHandler,
    PlayersAtVipLevelsHandler,
    VipNotifier,
    VipPushesReactor,
    VipWithdrawalLimitsHandler,
  ],
})
export class VipModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(vipBangla);
  }
}
