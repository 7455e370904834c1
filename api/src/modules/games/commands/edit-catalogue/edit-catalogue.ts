import { Inject, Injectable } from '@nestjs/common';
import type { AuditContext } from '../../../backoffice/index.js';
import { changed, refused, StaffEdit } from '../../../content/index.js';
import { CatalogueRepository, type Game, type GameInput, type Provider } from '../../persistence/catalogue.repository.js';

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
    @Inject(StaffEdit) private readonly edit: StaffEdit,
  ) {}

  createProvider(provider: Provider, audit: AuditContext): Promise<CatalogueEdit<Provider>> {
    return this.edit.apply<Provider, CatalogueEdit<Provider>>(
      audit,
      { action: 'catalogue.provider.create', targetKind: 'provider', targetId: provider.platform },
      {
        write: async (db) => {
          const created = await this.catalogue.saveProvider(provider, true, db);
          return created ? changed(created, { ok: true, value: created }) : refused(exists);
        },
      },
    );
  }

  updateProvider(platform: string, patch: Partial<Omit<Provider, 'platform'>>, audit: AuditContext): Promise<CatalogueEdit<Provider>> {
    return this.edit.apply<Provider, CatalogueEdit<Provider>>(
      audit,
      { action: 'catalogue.provider.update', targetKind: 'provider', targetId: platform },
      {
        load: (db) => this.catalogue.providerForUpdate(db, platform),
        write: async (db, current) => {
          if (!current) return refused(notFound);
          const updated = (await this.catalogue.saveProvider({ ...current, ...patch }, false, db))!;
          return changed(updated, { ok: true, value: updated });
        },
      },
    );
  }

  createGame(game: GameInput, audit: AuditContext): Promise<CatalogueEdit<Game>> {
    return this.edit.apply<Game, CatalogueEdit<Game>>(
      audit,
      { action: 'catalogue.game.create', targetKind: 'game', targetId: game.code },
      {
        write: async (db) => {
          if (!(await this.catalogue.provider(game.platform, db))) return refused(unknownProvider);
          const created = await this.catalogue.saveGame(game, true, db);
          return created ? changed(created, { ok: true, value: created }) : refused(exists);
        },
      },
    );
  }

  updateGame(code: string, patch: Partial<Omit<GameInput, 'code'>>, audit: AuditContext): Promise<CatalogueEdit<Game>> {
    return this.edit.apply<Game, CatalogueEdit<Game>>(
      audit,
      { action: 'catalogue.game.update', targetKind: 'game', targetId: code },
      {
        load: (db) => this.catalogue.gameForUpdate(db, code),
        write: async (db, current) => {
          if (!current) return refused(notFound);
          if (patch.platform && !(await this.catalogue.provider(patch.platform, db))) return refused(unknownProvider);
          const { createdAt: _c, ...fields } = current;
          const updated = (await this.catalogue.saveGame({ ...fields, ...patch }, false, db))!;
          return changed(updated, { ok: true, value: updated });
        },
      },
    );
  }
}
