import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

export interface PlayerPhone {
  id: string;
  phone: string;
  verifiedAt: Date | null;
}

/** A player's extra phone numbers (spec "Extra phone": contract_value, isverify). */
@Injectable()
export class PlayerPhonesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(playerId: string): Promise<PlayerPhone[]> {
    const { rows } = await this.pool.query<{ id: string; phone: string; verified_at: Date | null }>(
      `SELECT id::text AS id, phone, verified_at FROM player_phones WHERE player_id = $1 ORDER BY id`,
      [playerId],
    );
    return rows.map((r) => ({ id: r.id, phone: r.phone, verifiedAt: r.verified_at }));
  }

  async find(playerId: string, phone: string): Promise<PlayerPhone | undefined> {
    return (await this.list(playerId)).find((p) => p.phone === phone);
  }

  /** Adds a number unless the player has it or already holds `max` numbers (checked in one statement). */
  async add(playerId: string, phone: string, max: number): Promise<PlayerPhone | 'exists' | 'full'> {
    const { rows } = await this.pool.query<{ id: string; phone: string; verified_at: Date | null }>(
      `INSERT INTO player_phones (player_id, phone)
       SELECT $1, $2 WHERE (SELECT count(*) FROM player_phones WHERE player_id = $1) < $3
       ON CONFLICT (player_id, phone) DO NOTHING
       RETURNING id::text AS id, phone, verified_at`,
      [playerId, phone, max],
    );
    if (rows[0]) return { id: rows[0].id, phone: rows[0].phone, verifiedAt: rows[0].verified_at };
    return (await this.find(playerId, phone)) ? 'exists' : 'full';
  }

  async markVerified(playerId: string, phone: string): Promise<void> {
    await this.pool.query(`UPDATE player_phones SET verified_at = coalesce(verified_at, now()) WHERE player_id = $1 AND phone = $2`, [
      playerId,
      phone,
    ]);
  }
}
