import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { FairVerifyController } from './http/fair-verify.controller.js';
import { SeedsPlayerController } from './http/seeds.player.controller.js';
import { BetsPlayerController } from './http/bets.player.controller.js';
import { PlaceBet } from './commands/place-bet/place-bet.js';
import { FinishPendingBetsJob } from './jobs/finish-pending-bets.job.js';
import { BetsRepository } from './persistence/bets.repository.js';
import { GamesModule } from '../games/index.js';
import { SeedsRepository } from './persistence/seeds.repository.js';
import { originalsBangla } from './originals-messages.bn.js';
import { minesProviders } from './mines/mines.providers.js';
import { MinesPlayerController } from './mines/http/mines.player.controller.js';
import { minesBangla } from './mines/mines-messages.bn.js';
import { slotProviders } from './slot/slot.providers.js';
import { SlotPlayerController } from './slot/http/slot.player.controller.js';
import { slotBangla } from './slot/slot-messages.bn.js';
import { gameSettingsProviders } from './settings/settings.providers.js';
import { GameSettingsStaffController } from './settings/http/game-settings.staff.controller.js';
import { gameSettingsBangla } from './settings/settings-messages.bn.js';
import { crashProviders } from './crash/crash.providers.js';
import { CrashController } from './crash/http/crash.controller.js';
import { crashBangla } from './crash/crash-messages.bn.js';

/**
 * Khela Originals (issue 19), part 1: the provably fair core (domain/fairness) and the public check
 * GET /api/fair/verify; part 2: the players' seed pairs (/api/originals/seeds).
 */
@Module({
  imports: [GamesModule],
  controllers: [
    FairVerifyController,
    SeedsPlayerController,
    BetsPlayerController,
    MinesPlayerController,
    SlotPlayerController,
    GameSettingsStaffController,
    CrashController,
  ],
  providers: [
    SeedsRepository,
    BetsRepository,
    PlaceBet,
    FinishPendingBetsJob,
    ...minesProviders,
    ...slotProviders,
    ...gameSettingsProviders,
    ...crashProviders,
  ],
})
export class OriginalsModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(originalsBangla);
    messages.register(minesBangla);
    messages.register(slotBangla);
    messages.register(gameSettingsBangla);
    messages.register(crashBangla);
  }
}
