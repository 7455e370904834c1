import type { PaymentAccountType } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { depositLoadToday } from './receiving-numbers.repository.js';

export interface PaymentMethod {
  id: number;
  name: string;
  icon: string;
  status: 'active' | 'inactive';
  accountType: PaymentAccountType;
}

export interface HandedOutNumber {
  id: number;
  number: string;
  methodId: number;
  methodName: string;
  accountType: PaymentAccountType;
}

interface MethodRow {
  id: number;
  name: string;
  icon: string;
  status: 'active' | 'inactive';
  account_type: PaymentAccountType;
}

const toMethod = (r: MethodRow): PaymentMethod => ({ id: r.id, name: r.name, icon: r.icon, status: r.status, accountType: r.account_type });

// The Dhaka calendar day: caps reset at local midnight, not UTC's.
const dhakaToday = `(now() AT TIME ZONE 'Asia/Dhaka')::date`;

@Injectable()
export class PaymentMethodsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(options: { activeOnly: boolean; name?: string }): Promise<PaymentMethod[]> {
    const { rows } = await this.pool.query<MethodRow>(
      `SELECT id, name, icon, status, account_type FROM payment_methods
        WHERE ($1::boolean IS FALSE OR status = 'active') AND ($2::text IS NULL OR lower(name) = lower($2))
        ORDER BY sort_order, id`,
      [options.activeOnly, options.name ?? null],
    );
    return rows.map(toMethod);
  }

  async byId(id: number): Promise<PaymentMethod | undefined> {
    const { rows } = await this.pool.query<MethodRow>(`SELECT id, name, icon, status, account_type FROM payment_methods WHERE id = $1`, [
      id,
    ]);
    return rows[0] ? toMethod(rows[0]) : undefined;
  }

  /**
   * A wallet brand as a whole (issue 22): 'active' while any of its channels is on, 'off' when finance
   * switched every channel off, 'unknown' when no method has that name.
   */
  async brandStatus(name: string): Promise<'active' | 'off' | 'unknown'> {
    const { rows } = await this.pool.query<{ any_active: boolean | null }>(
      `SELECT bool_or(status = 'active') AS any_active FROM payment_methods WHERE lower(name) = lower($1)`,
      [name],
    );
    const anyActive = rows[0]?.any_active;
    return anyActive === null || anyActive === undefined ? 'unknown' : anyActive ? 'active' : 'off';
  }

  /** A brand's channels locked for a switch (issue 22), in the list's order. */
  async brandForUpdate(db: Db, name: string): Promise<PaymentMethod[]> {
    const { rows } = await db.query<MethodRow>(
      `SELECT id, name, icon, status, account_type FROM payment_methods WHERE lower(name) = lower($1) ORDER BY sort_order, id FOR UPDATE`,
      [name],
    );
    return rows.map(toMethod);
  }

  /** Switches every channel of a brand on or off (issue 22); the caller holds the rows' locks. */
  async setBrandStatus(db: Db, name: string, status: 'active' | 'inactive'): Promise<void> {
    await db.query(`UPDATE payment_methods SET status = $2, updated_at = now() WHERE lower(name) = lower($1)`, [name, status]);
  }

  /** Seeds and staff tools: a method by name and channel, created when missing. */
  async ensure(input: { name: string; icon: string; accountType: PaymentAccountType; sortOrder: number }): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO payment_methods (name, icon, account_type, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(name), account_type) DO UPDATE SET icon = EXCLUDED.icon RETURNING id`,
      [input.name, input.icon, input.accountType, input.sortOrder],
    );
    return rows[0]!.id;
  }

  /**
   * Seeds: a number of a channel, created when missing. An existing one is left as it is: its cap and
   * whether it is on are finance's (back-office Payment channels), and a restart must not undo them.
   */
  async ensureNumber(methodId: number, number: string, dailyCapMinor: bigint): Promise<void> {
    await this.pool.query(
      `INSERT INTO receiving_numbers (method_id, number, daily_cap_minor) VALUES ($1, $2, $3) ON CONFLICT (method_id, number) DO NOTHING`,
      [methodId, number, dailyCapMinor.toString()],
    );
  }

  /**
   * Hands out the least-loaded active number of an active method that can still take `amount` today,
   * and adds the amount to its load in the same statement (the conditional upsert is the cap check, so
   * two players at once can never push a number past its cap). Tries the next number when one fills.
   * A number is also passed over once the deposits actually made to it today (`depositLoadToday`, which
   * can exceed what was handed out: a player may send more than they asked for) leave no room for the
   * amount. Reads the rows on every call (no cache), so a number finance switches off is never handed
   * out again from the next request on.
   */
  async handOut(
    name: string,
    accountType: PaymentAccountType,
    amountMinor: bigint,
    playerId: string,
  ): Promise<HandedOutNumber | undefined> {
    const { rows: candidates } = await this.pool.query<{
      id: number;
      number: string;
      method_id: number;
      method_name: string;
      daily_cap_minor: string;
    }>(
      `SELECT n.id, n.number, m.id AS method_id, m.name AS method_name, n.daily_cap_minor
         FROM receiving_numbers n
         JOIN payment_methods m ON m.id = n.method_id
         LEFT JOIN receiving_number_loads l ON l.number_id = n.id AND l.day = ${dhakaToday}
        WHERE lower(m.name) = lower($1) AND m.account_type = $2 AND m.status = 'active' AND n.active
          AND coalesce(l.load_minor, 0) + $3 <= n.daily_cap_minor
          AND ${depositLoadToday('n.id')} + $3 <= n.daily_cap_minor
        ORDER BY coalesce(l.load_minor, 0), n.id
        LIMIT 5`,
      [name, accountType, amountMinor.toString()],
    );
    for (const c of candidates) {
      const { rowCount } = await this.pool.query(
        `WITH taken AS (
           INSERT INTO receiving_number_loads AS l (number_id, day, load_minor) VALUES ($1, ${dhakaToday}, $2)
           ON CONFLICT (number_id, day) DO UPDATE SET load_minor = l.load_minor + EXCLUDED.load_minor
            WHERE l.load_minor + EXCLUDED.load_minor <= $3
           RETURNING number_id)
         INSERT INTO receiving_number_handouts (number_id, player_id, amount_minor) SELECT number_id, $4, $2 FROM taken`,
        [c.id, amountMinor.toString(), c.daily_cap_minor, playerId],
      );
      if (rowCount) return { id: c.id, number: c.number, methodId: c.method_id, methodName: c.method_name, accountType };
    }
    return undefined;
  }

  /** The receiving number most recently handed to this player for this method, within `minutes`. */
  async recentHandout(playerId: string, methodId: number, minutes: number): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ number_id: number }>(
      `SELECT h.number_id FROM receiving_number_handouts h JOIN receiving_numbers n ON n.id = h.number_id
        WHERE h.player_id = $1 AND n.method_id = $2 AND h.created_at > now() - make_interval(mins => $3)
        ORDER BY h.created_at DESC LIMIT 1`,
      [playerId, methodId, minutes],
    );
    return rows[0]?.number_id;
  }
}
