import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import {
  CatalogueRepository,
  type Game,
  type GameInput,
  type Provider,
  type ProviderInput,
} from '../../persistence/catalogue.repository.js';

export type CatalogueEdit<T> = { ok: true; value: T } | { ok: false; error: 'not_found' | 'exists' | 'unknown_provider' };

const notFound = { ok: false, error: 'not_found' } as const;
const exists = { ok: false, error: 'exists' } as const;
const unknownProvider = { ok: false, error: 'unknown_provider' } as const;

/**
 * Staff edits of providers and games: add, enable/disable, feature, recommend, mark new, order, art.
 * Each records the provider or game before and after in the audit log, in the write's transaction.
 */
@Injectable()
export class EditCatalogue {
  constructor(
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  createProvider(provider: ProviderInput, audit: AuditContext): Promise<CatalogueEdit<Provider>> {
    return this.write.run<CatalogueEdit<Provider>>(audit, async (db) => {
      const created = await this.catalogue.saveProvider(provider, true, db);
      if (!created) return { result: exists };
      return {
        result: { ok: true, value: created },
        entry: { action: 'catalogue.provider.create', targetKind: 'provider', targetId: provider.platform, before: null, after: created },
      };
    });
  }

  updateProvider(platform: string, patch: Partial<Omit<ProviderInput, 'platform'>>, audit: AuditContext): Promise<CatalogueEdit<Provider>> {
    return this.write.run<CatalogueEdit<Provider>>(audit, async (db) => {
      const current = await this.catalogue.providerForUpdate(db, platform);
      if (!current) return { result: notFound };
      const updated = (await this.catalogue.saveProvider({ ...current, ...patch }, false, db))!;
      return {
        result: { ok: true, value: updated },
        entry: { action: 'catalogue.provider.update', targetKind: 'provider', targetId: platform, before: current, after: updated },
      };
    });
  }

  createGame(game: GameInput, audit: AuditContext): Promise<CatalogueEdit<Game>> {
    return this.write.run<CatalogueEdit<Game>>(audit, async (db) => {
      if (!(await this.catalogue.provider(game.platform, db))) return { result: unknownProvider };
      const created = await this.catalogue.saveGame(game, true, db);
      if (!created) return { result: exists };
      return {
        result: { ok: true, value: created },
        entry: { action: 'catalogue.game.create', targetKind: 'game', targetId: game.code, before: null, after: created },
      };
    });
  }

  updateGame(code: string, patch: Partial<Omit<GameInput, 'code'>>, audit: AuditContext): Promise<CatalogueEdit<Game>> {
    return this.write.run<CatalogueEdit<Game>>(audit, async (db) => {
      const current = await this.catalogue.gameForUpdate(db, code);
      if (!current) return { result: notFound };
      if (patch.platform && !(await this.catalogue.provider(patch.platform, db))) return { result: unknownProvider };
      const { createdAt: _c, ...fields } = current;
      const updated = (await this.catalogue.saveGame({ ...fields, ...patch }, false, db))!;
      return {
        result: { ok: true, value: updated },
        entry: { action: 'catalogue.game.update', targetKind: 'game', targetId: code, before: current, after: updated },
      };
    });
  }
}
