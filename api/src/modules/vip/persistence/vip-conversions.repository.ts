import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';

export interface VipConversion {
  id: string;
  playerId: string;
  points: number;
  amountMinor: bigint;
  creditedAt: Date | null;
}

const columns = `id::text AS id, player_id, points, amount_minor, credited_at`;
type Row = { id: string; player_id: string; points: number; amount_minor: string; credited_at: Date | null };
const toConversion = (r: Row): VipConversion => ({
  id: r.id,
  playerId: r.player_id,
  points: r.points,
  amountMinor: BigInt(r.amount_minor),
  creditedAt: r.credited_at,
});

/** Conversions of points to cash (migration 1795552000000) and the points they take. */
@Injectable()
export class VipConversionsRepository {
  async byKey(db: Db, playerId: string, idempotencyKey: string): Promise<VipConversion | undefined> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM vip_conversions WHERE player_id = $1 AND idempotency_key = $2`, [
      playerId,
      idempotencyKey,
    ]);
    return rows[0] && toConversion(rows[0]);
  }

  /** The player's spendable points and level, locked until the transaction ends (one conversion at a time). */
  async lockAccount(
    db: Db,
    playerId: string,
  ): Promise<{ balancePointsMilli: bigint; lifetimePointsMilli: bigint; levelCode: string } | undefined> {
    const { rows } = await db.query<{ balance: string; lifetime: string; level_code: string }>(
      `SELECT balance_points_milli AS balance, lifetime_points_milli AS lifetime, level_code FROM vip_accounts WHERE player_id = $1 FOR UPDATE`,
      [playerId],
    );
    return (
      rows[0] && {
        balancePointsMilli: BigInt(rows[0].balance),
        lifetimePointsMilli: BigInt(rows[0].lifetime),
        levelCode: rows[0].level_code,
      }
    );
  }

  /** Records the conversion and takes its points (the account's CHECK keeps them from going negative). */
  async create(
    db: Db,
    conversion: { id: string; playerId: string; idempotencyKey: string | null; points: number; amountMinor: bigint; levelCode: string },
  ): Promise<bigint> {
    await db.query(
      `INSERT INTO vip_conversions (id, player_id, idempotency_key, points, amount_minor, level_code) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        conversion.id,
        conversion.playerId,
        conversion.idempotencyKey,
        conversion.points,
        conversion.amountMinor.toString(),
        conversion.levelCode,
      ],
    );
    const { rows } = await db.query<{ balance: string }>(
      `UPDATE vip_accounts SET balance_points_milli = balance_points_milli - $2::bigint * 1000, updated_at = now() WHERE player_id = $1
       RETURNING balance_points_milli AS balance`,
      [conversion.playerId, conversion.points],
    );
    return BigInt(rows[0]!.balance);
  }

  async markCredited(db: Db, id: string): Promise<void> {
    await db.query(`UPDATE vip_conversions SET credited_at = now() WHERE id = $1 AND credited_at IS NULL`, [id]);
  }
}
