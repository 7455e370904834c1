import { Inject, Injectable } from '@nestjs/common';
import { CatalogueRepository, type Game } from '../../persistence/catalogue.repository.js';
import { FavoritesRepository } from '../../persistence/favorites.repository.js';

/** A favourites row is a convenience, not an archive: a cap keeps one player from filling the table. */
export const maxFavorites = 200;

export type AddFavoriteResult = { ok: true } | { ok: false; error: 'unknown_game' | 'too_many' };

/** A player's favourite games (home favourites row, the Favorite sort on /games). */
@Injectable()
export class KeepFavorites {
  constructor(
    @Inject(FavoritesRepository) private readonly favorites: FavoritesRepository,
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
  ) {}

  async add(playerId: string, gameCode: string): Promise<AddFavoriteResult> {
    const game = await this.catalogue.game(gameCode);
    if (!game || !game.enabled) return { ok: false, error: 'unknown_game' };
    if ((await this.favorites.count(playerId)) >= maxFavorites) return { ok: false, error: 'too_many' };
    await this.favorites.add(playerId, gameCode);
    return { ok: true };
  }

  remove(playerId: string, gameCode: string): Promise<boolean> {
    return this.favorites.remove(playerId, gameCode);
  }

  list(playerId: string): Promise<Game[]> {
    return this.favorites.list(playerId);
  }
}
