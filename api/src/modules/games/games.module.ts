import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { gamesBangla } from './games-messages.bn.js';
import { EditCatalogue } from './commands/edit-catalogue/edit-catalogue.js';
import { KeepFavorites } from './commands/keep-favorites/keep-favorites.js';
import { CataloguePlayerController } from './http/catalogue.player.controller.js';
import { CatalogueStaffController } from './http/catalogue.staff.controller.js';
import { FavoritesPlayerController } from './http/favorites.player.controller.js';
import { CatalogueRepository } from './persistence/catalogue.repository.js';
import { FavoritesRepository } from './persistence/favorites.repository.js';
import { BrowseCatalogue } from './queries/browse-catalogue/browse-catalogue.js';
import { DemoCatalogueSeed } from './seed/demo-catalogue.seed.js';

/** The game catalogue (category types, providers, games), player favourites and the catalogue editor. */
@Module({
  controllers: [CataloguePlayerController, FavoritesPlayerController, CatalogueStaffController],
  providers: [CatalogueRepository, FavoritesRepository, BrowseCatalogue, KeepFavorites, EditCatalogue, DemoCatalogueSeed],
})
export class GamesModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(gamesBangla);
  }
}
