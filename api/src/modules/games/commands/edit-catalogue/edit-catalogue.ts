import { Inject, Injectable } from '@nestjs/common';
import { CatalogueRepository, type Game, type GameInput, type Provider } from '../../persistence/catalogue.repository.js';

export type CatalogueEdit<T> = { ok: true; value: T } | { ok: false; error: 'not_found' | 'exists' | 'unknown_provider' };

/** Staff edits of providers and games: add, enable/disable, feature, recommend, mark new, order, art. */
@Injectable()
export class EditCatalogue {
  constructor(@Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository) {}

  async createProvider(provider: Provider): Promise<CatalogueEdit<Provider>> {
    const created = await this.catalogue.saveProvider(provider, true);
    return created ? { ok: true, value: created } : { ok: false, error: 'exists' };
  }

  async updateProvider(platform: string, patch: Partial<Omit<Provider, 'platform'>>): Promise<CatalogueEdit<Provider>> {
    const current = await this.catalogue.provider(platform);
    if (!current) return { ok: false, error: 'not_found' };
    return { ok: true, value: (await this.catalogue.saveProvider({ ...current, ...patch }))! };
  }

  async createGame(game: GameInput): Promise<CatalogueEdit<Game>> {
    if (!(await this.catalogue.provider(game.platform))) return { ok: false, error: 'unknown_provider' };
    const created = await this.catalogue.saveGame(game, true);
    return created ? { ok: true, value: created } : { ok: false, error: 'exists' };
  }

  async updateGame(code: string, patch: Partial<Omit<GameInput, 'code'>>): Promise<CatalogueEdit<Game>> {
    const current = await this.catalogue.game(code);
    if (!current) return { ok: false, error: 'not_found' };
    if (patch.platform && !(await this.catalogue.provider(patch.platform))) return { ok: false, error: 'unknown_provider' };
    const { createdAt: _c, ...fields } = current;
    return { ok: true, value: (await this.catalogue.saveGame({ ...fields, ...patch }))! };
  }
}
