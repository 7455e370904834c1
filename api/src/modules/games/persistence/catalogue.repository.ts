import { Inject, Injectable } from '@nestjs/common';
import type { GameCategoryType } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

export interface Provider {
  platform: string;
  name: string;
  /** The name in Bangla where staff translated it; empty: players reading Bangla get `name`. */
  nameBn: string;
  icon: string;
  enabled: boolean;
  sortOrder: number;
}

export interface Game {
  code: string;
  name: string;
  /** The name in Bangla where staff translated it; empty: players reading Bangla get `name`. */
  nameBn: string;
  type: GameCategoryType;
  platform: string;
  image: string;
  recommended: boolean;
  isNew: boolean;
  featured: boolean;
  enabled: boolean;
  sortOrder: number;
  createdAt: Date;
}

/** A provider to save; without nameBn, a saved provider keeps its Bangla name (a new one has none). */
export type ProviderInput = Omit<Provider, 'nameBn'> & { nameBn?: string };

/** A game to save; without nameBn, a saved game keeps its Bangla name (a new one has none). */
export type GameInput = Omit<Game, 'createdAt' | 'nameBn'> & { nameBn?: string };

interface ProviderRow {
  platform: string;
  name: string;
  name_bn: string;
  icon: string;
  enabled: boolean;
  sort_order: number;
}

interface GameRow {
  code: string;
  name: string;
  name_bn: string;
  type: GameCategoryType;
  platform: string;
  image: string;
  recommended: boolean;
  is_new: boolean;
  featured: boolean;
  enabled: boolean;
  sort_order: number;
  created_at: Date;
}

const toProvider = (r: ProviderRow): Provider => ({
  platform: r.platform,
  name: r.name,
  nameBn: r.name_bn,
  icon: r.icon,
  enabled: r.enabled,
  sortOrder: r.sort_order,
});
export const toGame = (r: GameRow): Game => ({
  code: r.code,
  name: r.name,
  nameBn: r.name_bn,
  type: r.type,
  platform: r.platform,
  image: r.image,
  recommended: r.recommended,
  isNew: r.is_new,
  featured: r.featured,
  enabled: r.enabled,
  sortOrder: r.sort_order,
  createdAt: r.created_at,
});

export const gameColumns = (alias: string) =>
  ['code', 'name', 'name_bn', 'type', 'platform', 'image', 'recommended', 'is_new', 'featured', 'enabled', 'sort_order', 'created_at']
    .map((c) => `${alias}.${c}`)
    .join(', ');

const providerColumns = `platform, name, name_bn, icon, enabled, sort_order`;

/** The pool, or one connection inside a transaction. */
type Db = Pool | PoolClient;

/**
 * Providers and games. "Playable" means the game and its provider are both enabled: a disabled
 * provider hides all its games at once.
 */
@Injectable()
export class CatalogueRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Platforms with at least one playable game of the type, in provider order. */
  async systemsFor(type: GameCategoryType): Promise<string[]> {
    const { rows } = await this.pool.query<{ platform: string }>(
      `SELECT p.platform FROM providers p
       WHERE p.enabled AND EXISTS (SELECT 1 FROM games g WHERE g.platform = p.platform AND g.type = $1 AND g.enabled)
       ORDER BY p.sort_order, p.name`,
      [type],
    );
    return rows.map((r) => r.platform);
  }

  async providers(filter: { platforms?: string[]; includeDisabled?: boolean } = {}): Promise<Provider[]> {
    const { rows } = await this.pool.query<ProviderRow>(
      `SELECT ${providerColumns} FROM providers
       WHERE ($1::text[] IS NULL OR platform = ANY($1)) AND ($2 OR enabled)
       ORDER BY sort_order, name`,
      [filter.platforms ?? null, filter.includeDisabled ?? false],
    );
    return rows.map(toProvider);
  }

  async games(
    filter: { type?: GameCategoryType; platforms?: string[]; featuredOnly?: boolean; includeDisabled?: boolean } = {},
  ): Promise<Game[]> {
    const { rows } = await this.pool.query<GameRow>(
      `SELECT ${gameColumns('g')} FROM games g JOIN providers p ON p.platform = g.platform
       WHERE ($1::text IS NULL OR g.type = $1) AND ($2::text[] IS NULL OR g.platform = ANY($2))
         AND (NOT $3 OR g.featured) AND ($4 OR (g.enabled AND p.enabled))
       ORDER BY g.sort_order, g.name`,
      [filter.type ?? null, filter.platforms ?? null, filter.featuredOnly ?? false, filter.includeDisabled ?? false],
    );
    return rows.map(toGame);
  }

  async game(code: string): Promise<Game | undefined> {
    const { rows } = await this.pool.query<GameRow>(`SELECT ${gameColumns('g')} FROM games g WHERE g.code = $1`, [code]);
    return rows[0] && toGame(rows[0]);
  }

  async provider(platform: string, db: Db = this.pool): Promise<Provider | undefined> {
    const { rows } = await db.query<ProviderRow>(`SELECT ${providerColumns} FROM providers WHERE platform = $1`, [platform]);
    return rows[0] && toProvider(rows[0]);
  }

  /** The provider, its row locked until the transaction ends (read before a staff change). */
  async providerForUpdate(db: Db, platform: string): Promise<Provider | undefined> {
    const { rows } = await db.query<ProviderRow>(`SELECT ${providerColumns} FROM providers WHERE platform = $1 FOR UPDATE`, [platform]);
    return rows[0] && toProvider(rows[0]);
  }

  /** The game, its row locked until the transaction ends (read before a staff change). */
  async gameForUpdate(db: Db, code: string): Promise<Game | undefined> {
    const { rows } = await db.query<GameRow>(`SELECT ${gameColumns('g')} FROM games g WHERE g.code = $1 FOR UPDATE`, [code]);
    return rows[0] && toGame(rows[0]);
  }

  /** Inserts or replaces a provider; `onlyIfMissing` leaves an existing row as it is (seeding). */
  async saveProvider(p: ProviderInput, onlyIfMissing = false, db: Db = this.pool): Promise<Provider | undefined> {
    const { rows } = await db.query<ProviderRow>(
      `INSERT INTO providers (platform, name, icon, enabled, sort_order, name_bn) VALUES ($1, $2, $3, $4, $5, coalesce($6, ''))
       ON CONFLICT (platform) DO ${
         onlyIfMissing
           ? 'NOTHING'
           : `UPDATE SET name = EXCLUDED.name, icon = EXCLUDED.icon, enabled = EXCLUDED.enabled, sort_order = EXCLUDED.sort_order,
              name_bn = coalesce($6, providers.name_bn), updated_at = now()`
       }
       RETURNING ${providerColumns}`,
      [p.platform, p.name, p.icon, p.enabled, p.sortOrder, p.nameBn ?? null],
    );
    return rows[0] && toProvider(rows[0]);
  }

  async saveGame(g: GameInput, onlyIfMissing = false, db: Db = this.pool): Promise<Game | undefined> {
    const { rows } = await db.query<GameRow>(
      `INSERT INTO games (code, name, type, platform, image, recommended, is_new, featured, enabled, sort_order, name_bn)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, ''))
       ON CONFLICT (code) DO ${
         onlyIfMissing
           ? 'NOTHING'
           : `UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, platform = EXCLUDED.platform, image = EXCLUDED.image,
              recommended = EXCLUDED.recommended, is_new = EXCLUDED.is_new, featured = EXCLUDED.featured, enabled = EXCLUDED.enabled,
              sort_order = EXCLUDED.sort_order, name_bn = coalesce($11, games.name_bn), updated_at = now()`
       }
       RETURNING ${gameColumns('games')}`,
      [g.code, g.name, g.type, g.platform, g.image, g.recommended, g.isNew, g.featured, g.enabled, g.sortOrder, g.nameBn ?? null],
    );
    return rows[0] && toGame(rows[0]);
  }
}
