import type { PaymentAccountType } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

/** A receiving number as finance manages it, with what it took today (Dhaka day). */
export interface ReceivingNumberListing {
  id: number;
  number: string;
  methodId: number;
  methodName: string;
  accountType: PaymentAccountType;
  methodStatus: 'active' | 'inactive';
  active: boolean;
  dailyCapMinor: bigint;
  /** Deposits to it asked for today and not rejected (pending, being credited, credited). */
  loadMinor: bigint;
  /** Amounts handed out with it today: the reservation the hand-out's cap check counts. */
  handedOutMinor: bigint;
  replaces: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The row alone, as a change reads (and locks) it. */
export interface ReceivingNumberRow {
  id: number;
  number: string;
  methodId: number;
  active: boolean;
  dailyCapMinor: bigint;
}

interface ListingRow {
  id: number;
  number: string;
  method_id: number;
  method_name: string;
  account_type: PaymentAccountType;
  method_status: 'active' | 'inactive';
  active: boolean;
  daily_cap_minor: string;
  load_minor: string;
  handed_out_minor: string;
  replaces: string | null;
  created_at: Date;
  updated_at: Date;
}

// The Dhaka calendar day, as the hand-out counts it (PaymentMethodsRepository): caps reset at local midnight.
const dhakaToday = `(now() AT TIME ZONE 'Asia/Dhaka')::date`;
const dhakaDayStart = `(${dhakaToday}::timestamp AT TIME ZONE 'Asia/Dhaka')`;

/**
 * Today's deposit load of each number: deposits to it asked for since Dhaka midnight that finance did not
 * reject. Shared by the listing and the hand-out's cap check, so both count the same money.
 */
export const depositLoadToday = (numberColumn: string) =>
  `(SELECT coalesce(sum(d.amount_minor), 0) FROM deposit_requests d
     WHERE d.receiving_number_id = ${numberColumn} AND d.created_at >= ${dhakaDayStart} AND d.status <> 'rejected')`;

const listing = `
  SELECT n.id, n.number, n.method_id, m.name AS method_name, m.account_type, m.status AS method_status, n.active,
         n.daily_cap_minor, ${depositLoadToday('n.id')} AS load_minor, coalesce(l.load_minor, 0) AS handed_out_minor,
         r.number AS replaces, n.created_at, n.updated_at
    FROM receiving_numbers n
    JOIN payment_methods m ON m.id = n.method_id
    LEFT JOIN receiving_number_loads l ON l.number_id = n.id AND l.day = ${dhakaToday}
    LEFT JOIN receiving_numbers r ON r.id = n.replaces_id`;

const toListing = (r: ListingRow): ReceivingNumberListing => ({
  id: r.id,
  number: r.number,
  methodId: r.method_id,
  methodName: r.method_name,
  accountType: r.account_type,
  methodStatus: r.method_status,
  active: r.active,
  dailyCapMinor: BigInt(r.daily_cap_minor),
  loadMinor: BigInt(r.load_minor),
  handedOutMinor: BigInt(r.handed_out_minor),
  replaces: r.replaces,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Receiving numbers for finance's page and changes (issue 22); the hand-out itself is PaymentMethodsRepository's. */
@Injectable()
export class ReceivingNumbersRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Every number, active first, by channel (method order) then number. */
  async list(db: Db = this.pool): Promise<ReceivingNumberListing[]> {
    const { rows } = await db.query<ListingRow>(`${listing} ORDER BY m.sort_order, m.id, n.active DESC, n.number`);
    return rows.map(toListing);
  }

  async listing(id: number, db: Db = this.pool): Promise<ReceivingNumberListing | undefined> {
    const { rows } = await db.query<ListingRow>(`${listing} WHERE n.id = $1`, [id]);
    return rows[0] ? toListing(rows[0]) : undefined;
  }

  /** The row, locked until the caller's transaction ends: the before of a change is what it replaced. */
  async findForUpdate(db: Db, id: number): Promise<ReceivingNumberRow | undefined> {
    const { rows } = await db.query<{ id: number; number: string; method_id: number; active: boolean; daily_cap_minor: string }>(
      `SELECT id, number, method_id, active, daily_cap_minor FROM receiving_numbers WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const r = rows[0];
    return r
      ? { id: r.id, number: r.number, methodId: r.method_id, active: r.active, dailyCapMinor: BigInt(r.daily_cap_minor) }
      : undefined;
  }

  /** A new number of a channel; undefined when the channel already has it (the unique (method, number)). */
  async insert(
    db: Db,
    input: { methodId: number; number: string; dailyCapMinor: bigint; replacesId?: number },
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO receiving_numbers (method_id, number, daily_cap_minor, replaces_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (method_id, number) DO NOTHING RETURNING id`,
      [input.methodId, input.number, input.dailyCapMinor.toString(), input.replacesId ?? null],
    );
    return rows[0]?.id;
  }

  async update(db: Db, id: number, change: { active: boolean; dailyCapMinor: bigint }): Promise<void> {
    await db.query(`UPDATE receiving_numbers SET active = $2, daily_cap_minor = $3, updated_at = now() WHERE id = $1`, [
      id,
      change.active,
      change.dailyCapMinor.toString(),
    ]);
  }
}
