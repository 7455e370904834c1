import { Inject, Injectable } from '@nestjs/common';
import type { GameCategoryType } from '@khela/contracts';
import { CatalogueRepository, type Game, type Provider } from '../../persistence/catalogue.repository.js';

/**
 * What players browse: the systems (platforms) of a category type, providers, games. Only playable
 * entries (enabled game, enabled provider). Read from Postgres on every call, so a staff change shows
 * at once.
 */
@Injectable()
export class BrowseCatalogue {
  constructor(@Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository) {}

  systems(type: GameCategoryType): Promise<string[]> {
    return this.catalogue.systemsFor(type);
  }

  providers(platforms?: string[]): Promise<Provider[]> {
    return this.catalogue.providers({ platforms });
  }

  games(filter: { type?: GameCategoryType; platforms?: string[]; featuredOnly?: boolean }): Promise<Game[]> {
    return this.catalogue.games(filter);
  }
}
