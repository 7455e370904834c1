import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

/** Reads and writes the key/value rows of `site_settings`. */
@Injectable()
export class SiteSettingsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async get<T>(key: string): Promise<T | undefined> {
    const { rows } = await this.pool.query<{ value: T }>(`SELECT value FROM site_settings WHERE key = $1`, [key]);
    return rows[0]?.value;
  }

  /** The stored value, its row (if any) locked until the transaction ends (read before a staff change). */
  async getForUpdate<T>(db: Db, key: string): Promise<T | undefined> {
    const { rows } = await db.query<{ value: T }>(`SELECT value FROM site_settings WHERE key = $1 FOR UPDATE`, [key]);
    return rows[0]?.value;
  }

  /** Writes a value unless one exists: demo seeding never overwrites what staff changed. True if it wrote. */
  async setIfMissing(key: string, value: unknown): Promise<boolean> {
    const { rowCount } = await this.pool.query(`INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      key,
      JSON.stringify(value),
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** Adds missing keys to a stored object value, keeping every key already there (seeding new fields). */
  async addMissingFields(key: string, value: Record<string, unknown>): Promise<void> {
    await this.pool.query(
      `INSERT INTO site_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value || site_settings.value
       WHERE NOT (site_settings.value ?& ARRAY(SELECT jsonb_object_keys(EXCLUDED.value)))`,
      [key, JSON.stringify(value)],
    );
  }

  async set(key: string, value: unknown, db: Db = this.pool): Promise<void> {
    await db.query(
      `INSERT INTO site_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
