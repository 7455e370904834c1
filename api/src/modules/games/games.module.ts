import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { gamesBangla } from './games-messages.bn.js';
import { HouseCalls } from './commands/house-calls/house-calls.js';
import { AnswerProviderCall } from './commands/answer-provider-call/answer-provider-call.js';
import { RefusedCallLog } from './commands/answer-provider-call/refused-call-log.js';
import { EditCatalogue } from './commands/edit-catalogue/edit-catalogue.js';
import { KeepFavorites } from './commands/keep-favorites/keep-favorites.js';
import { LaunchGame } from './commands/launch-game/launch-game.js';
import { ManageGameProviders } from './commands/manage-game-providers/manage-game-providers.js';
import './events/games-events.js';
import { BettingRecordsPlayerController } from './http/betting-records.player.controller.js';
import { CataloguePlayerController } from './http/catalogue.player.controller.js';
import { CatalogueStaffController } from './http/catalogue.staff.controller.js';
import { FavoritesPlayerController } from './http/favorites.player.controller.js';
import { GameProvidersStaffController } from './http/game-providers.staff.controller.js';
import { LaunchPlayerController } from './http/launch.player.controller.js';
import { ProviderWalletController } from './http/provider-wallet.controller.js';
import { RoundsStaffController } from './http/rounds.staff.controller.js';
import { BettingRecordsRepository } from './persistence/betting-records.repository.js';
import { CatalogueRepository } from './persistence/catalogue.repository.js';
import { FavoritesRepository } from './persistence/favorites.repository.js';
import { GameProvidersRepository } from './persistence/game-providers.repository.js';
import { LaunchTokensRepository } from './persistence/launch-tokens.repository.js';
import { ProviderCallsRepository } from './persistence/provider-calls.repository.js';
import { RefusedCallsRepository } from './persistence/refused-calls.repository.js';
import { PruneRefusedCallsJob } from './jobs/prune-refused-calls.job.js';
import { RoundRecallRepository } from './persistence/round-recall.repository.js';
import { RoundsRepository } from './persistence/rounds.repository.js';
import { BettingRecords } from './queries/betting-records/betting-records.js';
import { BrowseCatalogue } from './queries/browse-catalogue/browse-catalogue.js';
import { StaffRefusedCalls } from './queries/staff-refused-calls/staff-refused-calls.js';
import { StaffRounds } from './queries/staff-rounds/staff-rounds.js';
import { DemoCatalogueSeed } from './seed/demo-catalogue.seed.js';
import { DemoGameProvidersSeed } from './seed/demo-game-providers.seed.js';
import { HouseGamesArt } from './seed/house-games-art.js';
import { ClosedRoundsHandler } from './queries/closed-rounds/closed-rounds.handler.js';

/**
 * The game catalogue (category types, providers, games), player favourites and the catalogue editor;
 * game launch, the seamless wallet API game providers call, rounds and the betting record.
 */
@Module({
  controllers: [
    CataloguePlayerController,
    FavoritesPlayerController,
    CatalogueStaffController,
    LaunchPlayerController,
    BettingRecordsPlayerController,
    ProviderWalletController,
    RoundsStaffController,
    GameProvidersStaffController,
  ],
  providers: [
    ClosedRoundsHandler,
    CatalogueRepository,
    FavoritesRepository,
    GameProvidersRepository,
    LaunchTokensRepository,
    ProviderCallsRepository,
    RoundsRepository,
    RoundRecallRepository,
    RefusedCallsRepository,
    PruneRefusedCallsJob,
    BettingRecordsRepository,
    BrowseCatalogue,
    KeepFavorites,
    EditCatalogue,
    LaunchGame,
    AnswerProviderCall,
    HouseCalls,
    RefusedCallLog,
    ManageGameProviders,
    BettingRecords,
    StaffRounds,
    StaffRefusedCalls,
    DemoCatalogueSeed,
    DemoGameProvidersSeed,
    HouseGamesArt,
  ],
  // our own games (originals) call the wallet API in process through HouseCalls
  exports: [HouseCalls],
})
export class GamesModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(gamesBangla);
  }
}
