import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
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

/** `game_providers` and the link from a catalogue platform (`providers.game_provider`) to its game provider. */
@Injectable()
export class GameProvidersRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async find(code: string): Promise<GameProvider | undefined> {
    const { rows } = await this.pool.query<Row>({
      name: 'game-provider-find',
      text: `SELECT * FROM game_providers WHERE code = $1`,
      values: [code],
    });
    return rows[0] && toProvider(rows[0]);
  }

  /** Adds or updates a provider (the demo seed keeps `sim` in step with the configuration). */
  async save(p: GameProvider, db: Db = this.pool): Promise<void> {
    await db.query(
      `INSERT INTO game_providers (code, name, status, auth_scheme, key_material, launch_url, rollback_unknown)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status, auth_scheme = EXCLUDED.auth_scheme,
         key_material = EXCLUDED.key_material, launch_url = EXCLUDED.launch_url, rollback_unknown = EXCLUDED.rollback_unknown,
         updated_at = now()`,
      [p.code, p.name, p.status, p.authScheme, p.keyMaterial, p.launchUrl, p.rollbackUnknown],
    );
  }

  /** Names the game provider serving a catalogue platform; `onlyIfUnset` leaves a staff choice alone. */
  async serve(platform: string, providerCode: string, onlyIfUnset = false, db: Db = this.pool): Promise<void> {
    await db.query(
      `UPDATE providers SET game_provider = $2, updated_at = now() WHERE platform = $1 ${onlyIfUnset ? 'AND game_provider IS NULL' : ''}`,
      [platform, providerCode],
    );
  }

  /** The game is enabled, its platform enabled, and this provider serves the platform: what a bet needs (one read). */
  async servesPlayableGame(providerCode: string, gameCode: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ ok: boolean }>({
      name: 'game-provider-serves-playable-game',
      text: `SELECT g.enabled AND p.enabled AND p.game_provider = $1 AS ok FROM games g JOIN providers p ON p.platform = g.platform WHERE g.code = $2`,
      values: [providerCode, gameCode],
    });
    return rows[0]?.ok === true;
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
