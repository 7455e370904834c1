import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';

/** The VIP settings row (migration 1795860000000): the spec's constants staff may change. */
@Injectable()
export class VipSettingsRepository {
  async minConvertPoints(db: Db, lock = false): Promise<number> {
    const { rows } = await db.query<{ min_convert_points: number }>(
      `SELECT min_convert_points FROM vip_settings${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows[0]?.min_convert_points ?? 10;
  }

  async setMinConvertPoints(db: Db, points: number): Promise<void> {
    await db.query(`UPDATE vip_settings SET min_convert_points = $1`, [points]);
  }
}
