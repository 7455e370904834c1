import { Inject, Injectable } from '@nestjs/common';
import type { GameCategoryType } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

/** A game provider: the integration that runs games and calls our seamless wallet API. */
export interface GameProvider {
  code: string;
  name: string;
  status: 'active' | 'disabled';
  authScheme: 'rsa' | 'hmac';
  /** RSA public key (PEM) or HMAC secret, as `authScheme` says. Never leaves the server. */
  keyMaterial: string;
  launchUrl: string;
  /** What a rollback of a bet we never saw answers: RS_OK or RS_ERROR_TRANSACTION_DOES_NOT_EXIST. */
  rollbackUnknown: 'ok' | 'does_not_exist';
}

/** A game provider as the back-office lists it: what it serves beside its row. */
export interface GameProviderListing extends GameProvider {
  platforms: string[];
  gamesTotal: number;
  gamesEnabled: number;
  updatedAt: Date;
}

/** A game on a platform a provider serves. */
export interface ProviderGame {
  code: string;
  name: string;
  platform: string;
  type: GameCategoryType;
  enabled: boolean;
  statedRtp: string | null;
}

interface Row {
  code: string;
  name: string;
  status: GameProvider['status'];
  auth_scheme: GameProvider['authScheme'];
  key_material: string;
  launch_url: string;
  rollback_unknown: GameProvider['rollbackUnknown'];
}

const toProvider = (r: Row): GameProvider => ({
  code: r.code,
  name: r.name,
  status: r.status,
  authScheme: r.auth_scheme,
  keyMaterial: r.key_material,
  launchUrl: r.launch_url,
  rollbackUnknown: r.rollback_unknown,
});

interface ProviderGameRow {
  code: string;
  name: string;
  platform: string;
  type: GameCategoryType;
  enabled: boolean;
  stated_rtp: string | null;
}
const providerGameColumns = `g.code, g.name, g.platform, g.type, g.enabled, g.stated_rtp::text`;
const toProviderGame = (r: ProviderGameRow): ProviderGame => ({
  code: r.code,
  name: r.name,
  platform: r.platform,
  type: r.type,
  enabled: r.enabled,
  statedRtp: r.stated_rtp,
});

/**
 * How long a provider's row (its key, status and rollback rule) is kept in memory for the wallet calls.
 * A change through this process (staff routes, the demo seed) drops it at once; another api process sees
 * it within this time. A bet also checks the provider's status in the database (game_call_begin).
 */
export const providerCacheMs = 5_000;

/** `game_providers` and the link from a catalogue platform (`providers.game_provider`) to its game provider. */
@Injectable()
export class GameProvidersRepository {
  private readonly cached = new Map<string, { provider: GameProvider; until: number }>();
  private readonly reading = new Map<string, Promise<GameProvider | undefined>>();

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * The provider as `find` reads it, kept `providerCacheMs` (the seamless wallet's calls: one read less each).
   * Calls that find it expired at once share one read (without that, every call in flight at the expiry read
   * it: 77-121 reads in a 40 s bench run instead of ~8). A read still in flight when `forget` drops the provider
   * (a staff change) is not kept: the next call reads afresh, so no call after the change gets the old row.
   */
  async findCached(code: string): Promise<GameProvider | undefined> {
    const hit = this.cached.get(code);
    if (hit && hit.until > Date.now()) return hit.provider;
    const pending = this.reading.get(code);
    if (pending) return pending;
    const read = this.find(code).then(
      (provider) => {
        if (this.reading.get(code) === read) {
          this.reading.delete(code);
          if (provider) this.cached.set(code, { provider, until: Date.now() + providerCacheMs });
          else this.cached.delete(code);
        }
        return provider;
      },
      (error: unknown) => {
        if (this.reading.get(code) === read) this.reading.delete(code);
        throw error;
      },
    );
    this.reading.set(code, read);
    return read;
  }

  /** Drops the cached row and any read in flight: the next wallet call reads the provider afresh. */
  forget(code: string): void {
    this.cached.delete(code);
    this.reading.delete(code);
  }

  async find(code: string): Promise<GameProvider | undefined> {
    const { rows } = await this.pool.query<Row>({
      name: 'game-provider-find',
      text: `SELECT * FROM game_providers WHERE code = $1`,
      values: [code],
    });
    return rows[0] && toProvider(rows[0]);
  }

  /** Every provider with the platforms it serves and how many of their games are on, by code. */
  async list(db: Db = this.pool, code?: string): Promise<GameProviderListing[]> {
    const { rows } = await db.query<Row & { platforms: string[]; games_total: number; games_enabled: number; updated_at: Date }>(
      `SELECT gp.*,
              coalesce((SELECT array_agg(p.platform ORDER BY p.sort_order, p.platform) FROM providers p WHERE p.game_provider = gp.code), '{}') AS platforms,
              (SELECT count(*)::int FROM games g JOIN providers p ON p.platform = g.platform WHERE p.game_provider = gp.code) AS games_total,
              (SELECT count(*)::int FROM games g JOIN providers p ON p.platform = g.platform WHERE p.game_provider = gp.code AND g.enabled) AS games_enabled
       FROM game_providers gp WHERE ($1::text IS NULL OR gp.code = $1) ORDER BY gp.code`,
      [code ?? null],
    );
    return rows.map((r) => ({
      ...toProvider(r),
      platforms: r.platforms,
      gamesTotal: r.games_total,
      gamesEnabled: r.games_enabled,
      updatedAt: r.updated_at,
    }));
  }

  /** The provider's row, locked for a staff change (the audit's before is what the change replaced). */
  async findForUpdate(db: PoolClient, code: string): Promise<GameProvider | undefined> {
    const { rows } = await db.query<Row>(`SELECT * FROM game_providers WHERE code = $1 FOR UPDATE`, [code]);
    return rows[0] && toProvider(rows[0]);
  }

  /** The games of every platform the provider serves, by platform and name. */
  async games(code: string, db: Db = this.pool): Promise<ProviderGame[]> {
    const { rows } = await db.query<ProviderGameRow>(
      `SELECT ${providerGameColumns} FROM games g JOIN providers p ON p.platform = g.platform
       WHERE p.game_provider = $1 ORDER BY p.sort_order, g.platform, g.sort_order, g.name`,
      [code],
    );
    return rows.map(toProviderGame);
  }

  /** One game of the provider's platforms, locked; undefined when the provider does not serve it. */
  async gameForUpdate(db: PoolClient, code: string, gameCode: string): Promise<ProviderGame | undefined> {
    const { rows } = await db.query<ProviderGameRow>(
      `SELECT ${providerGameColumns} FROM games g JOIN providers p ON p.platform = g.platform
       WHERE p.game_provider = $1 AND g.code = $2 FOR UPDATE OF g`,
      [code, gameCode],
    );
    return rows[0] && toProviderGame(rows[0]);
  }

  async setGameEnabled(db: PoolClient, gameCode: string, enabled: boolean): Promise<void> {
    await db.query(`UPDATE games SET enabled = $2, updated_at = now() WHERE code = $1`, [gameCode, enabled]);
  }

  /** Sets the RTP a game states (`numeric(5,2)`: "96.5" is kept as 96.50), or none; answers what is stored. */
  async setStatedRtp(db: PoolClient, gameCode: string, statedRtp: string | null): Promise<string | null> {
    const { rows } = await db.query<{ stated_rtp: string | null }>(
      `UPDATE games SET stated_rtp = $2::numeric, updated_at = now() WHERE code = $1 RETURNING stated_rtp::text`,
      [gameCode, statedRtp],
    );
    return rows[0]!.stated_rtp;
  }

  /**
   * States the RTP of the games of these platforms that state none, by type: `slot` for the types it plays as
   * a slot, `table` for the rest (the demo seed: what the simulator's paytables give).
   */
  async stateRtpWhereUnset(
    platforms: readonly string[],
    slotTypes: readonly GameCategoryType[],
    rtp: { slot: string; table: string },
  ): Promise<void> {
    if (platforms.length === 0) return;
    await this.pool.query(
      `UPDATE games g SET stated_rtp = CASE WHEN g.type = ANY($2) THEN $3::numeric ELSE $4::numeric END
       WHERE g.platform = ANY($1) AND g.stated_rtp IS NULL`,
      [platforms, slotTypes, rtp.slot, rtp.table],
    );
  }

  /** Adds or updates a provider (the demo seed keeps `sim` in step with the configuration). */
  async save(p: GameProvider, db: Db = this.pool): Promise<void> {
    this.forget(p.code);
    await db.query(
      `INSERT INTO game_providers (code, name, status, auth_scheme, key_material, launch_url, rollback_unknown)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status, auth_scheme = EXCLUDED.auth_scheme,
         key_material = EXCLUDED.key_material, launch_url = EXCLUDED.launch_url, rollback_unknown = EXCLUDED.rollback_unknown,
         updated_at = now()`,
      [p.code, p.name, p.status, p.authScheme, p.keyMaterial, p.launchUrl, p.rollbackUnknown],
    );
  }

  /**
   * Adds a provider from configuration with its key, or, when it exists, brings only its launch URL in step
   * with the configuration: its key and auth scheme are staff's once it exists (a rotation must survive a
   * restart), as are status and rollback rule. The demo seed runs at every start. True when it was created.
   */
  async saveConfigured(p: GameProvider): Promise<boolean> {
    this.forget(p.code);
    const { rows } = await this.pool.query<{ created: boolean }>(
      `INSERT INTO game_providers (code, name, status, auth_scheme, key_material, launch_url, rollback_unknown)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO UPDATE SET launch_url = EXCLUDED.launch_url, updated_at = now()
       WHERE game_providers.launch_url IS DISTINCT FROM EXCLUDED.launch_url
       RETURNING (xmax = 0) AS created`,
      [p.code, p.name, p.status, p.authScheme, p.keyMaterial, p.launchUrl, p.rollbackUnknown],
    );
    return rows[0]?.created ?? false;
  }

  /**
   * Names the game provider serving a catalogue platform; `onlyIfUnset` leaves a staff choice alone.
   * True when the platform's provider was set by this call.
   */
  async serve(platform: string, providerCode: string, onlyIfUnset = false, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE providers SET game_provider = $2, updated_at = now() WHERE platform = $1 ${onlyIfUnset ? 'AND game_provider IS NULL' : ''}`,
      [platform, providerCode],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The game provider serving a catalogue platform, if any. */
  async servingPlatform(platform: string): Promise<GameProvider | undefined> {
    const { rows } = await this.pool.query<Row>(
      `SELECT gp.* FROM providers p JOIN game_providers gp ON gp.code = p.game_provider WHERE p.platform = $1`,
      [platform],
    );
    return rows[0] && toProvider(rows[0]);
  }
}
