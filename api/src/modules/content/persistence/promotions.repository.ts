import { Inject, Injectable } from '@nestjs/common';
import type { BonusTarget, PromotionStatus } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface Promotion {
  id: number;
  name: string;
  description: string;
  /** Bangla of name and description; empty: none written (players reading Bangla get the English). */
  nameBn: string;
  descriptionBn: string;
  imageUrl: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  status: PromotionStatus;
  depositBonusPercent: number;
  /** The most bonus one deposit can get: bonus = min(deposit x percent, this). */
  maxBonusMinor: bigint;
  /** The smallest deposit that qualifies (0: the site's own minimum). */
  minDepositMinor: bigint;
  turnoverMultiplier: number;
  bonusTarget: BonusTarget;
  categories: number[];
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

export type PromotionInput = Omit<Promotion, 'id' | 'createdAt' | 'updatedAt'>;

interface PromotionRow {
  id: number;
  name: string;
  description: string;
  name_bn: string;
  description_bn: string;
  image_url: string;
  start_date: string;
  end_date: string;
  status: PromotionStatus;
  deposit_bonus_percent: string;
  max_bonus_minor: string;
  min_deposit_minor: string;
  turnover_multiplier: string;
  bonus_target: BonusTarget;
  categories: number[];
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

// Dates leave Postgres as text so no time zone shifts a calendar day.
const columns = `id, name, description, name_bn, description_bn, image_url, start_date::text AS start_date, end_date::text AS end_date, status,
  deposit_bonus_percent, max_bonus_minor, min_deposit_minor, turnover_multiplier, bonus_target, categories, sort_order, created_at,
  updated_at`;

const toPromotion = (r: PromotionRow): Promotion => ({
  id: r.id,
  name: r.name,
  description: r.description,
  nameBn: r.name_bn,
  descriptionBn: r.description_bn,
  imageUrl: r.image_url,
  startDate: r.start_date,
  endDate: r.end_date,
  status: r.status,
  depositBonusPercent: Number(r.deposit_bonus_percent),
  maxBonusMinor: BigInt(r.max_bonus_minor),
  minDepositMinor: BigInt(r.min_deposit_minor),
  turnoverMultiplier: Number(r.turnover_multiplier),
  bonusTarget: r.bonus_target,
  categories: r.categories,
  sortOrder: r.sort_order,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const values = (p: PromotionInput) => [
  p.name,
  p.description,
  p.imageUrl,
  p.startDate,
  p.endDate,
  p.status,
  p.depositBonusPercent,
  p.turnoverMultiplier,
  p.bonusTarget,
  p.categories,
  p.sortOrder,
  p.maxBonusMinor.toString(),
  p.minDepositMinor.toString(),
  p.nameBn,
  p.descriptionBn,
];

/** The `promotions` table. */
@Injectable()
export class PromotionsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(statuses?: readonly PromotionStatus[]): Promise<Promotion[]> {
    const { rows } = await this.pool.query<PromotionRow>(
      `SELECT ${columns} FROM promotions WHERE ($1::text[] IS NULL OR status = ANY($1)) ORDER BY sort_order, start_date DESC, id`,
      [statuses ?? null],
    );
    return rows.map(toPromotion);
  }

  async byId(id: number): Promise<Promotion | undefined> {
    const { rows } = await this.pool.query<PromotionRow>(`SELECT ${columns} FROM promotions WHERE id = $1`, [id]);
    return rows[0] && toPromotion(rows[0]);
  }

  /** The promotion, its row locked until the transaction ends (read before a staff change). */
  async byIdForUpdate(db: Db, id: number): Promise<Promotion | undefined> {
    const { rows } = await db.query<PromotionRow>(`SELECT ${columns} FROM promotions WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] && toPromotion(rows[0]);
  }

  async create(input: PromotionInput, seedKey?: string, db: Db = this.pool): Promise<Promotion | undefined> {
    const { rows } = await db.query<PromotionRow>(
      `INSERT INTO promotions (name, description, image_url, start_date, end_date, status, deposit_bonus_percent,
         turnover_multiplier, bonus_target, categories, sort_order, max_bonus_minor, min_deposit_minor, name_bn, description_bn, seed_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (seed_key) DO NOTHING RETURNING ${columns}`,
      [...values(input), seedKey ?? null],
    );
    return rows[0] && toPromotion(rows[0]);
  }

  async update(id: number, input: PromotionInput, db: Db = this.pool): Promise<Promotion | undefined> {
    const { rows } = await db.query<PromotionRow>(
      `UPDATE promotions SET name = $2, description = $3, image_url = $4, start_date = $5, end_date = $6, status = $7,
         deposit_bonus_percent = $8, turnover_multiplier = $9, bonus_target = $10, categories = $11, sort_order = $12,
         max_bonus_minor = $13, min_deposit_minor = $14, name_bn = $15, description_bn = $16, updated_at = now()
       WHERE id = $1 RETURNING ${columns}`,
      [id, ...values(input)],
    );
    return rows[0] && toPromotion(rows[0]);
  }

  async delete(id: number, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(`DELETE FROM promotions WHERE id = $1`, [id]);
    return (rowCount ?? 0) > 0;
  }
}
