import { Inject, Injectable } from '@nestjs/common';
import type { PromotionChangeStatus, PromotionChangeView, PromotionMoneyTerms, PromotionStatus } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface PromotionChange {
  id: string;
  promotionId: number;
  promotionName: string;
  promotionStatus: PromotionStatus;
  status: PromotionChangeStatus;
  before: PromotionMoneyTerms;
  after: PromotionMoneyTerms;
  requestedBy: string;
  requestedByUsername: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedByUsername: string | null;
  decidedAt: Date | null;
  rejectReason: string | null;
}

interface Row {
  id: string;
  promotion_id: number;
  promotion_name: string;
  promotion_status: PromotionStatus;
  status: PromotionChangeStatus;
  before: PromotionMoneyTerms;
  after: PromotionMoneyTerms;
  requested_by: string;
  requested_by_username: string;
  requested_at: Date;
  decided_by: string | null;
  decided_by_username: string | null;
  decided_at: Date | null;
  reject_reason: string | null;
}

const select = `SELECT c.*, p.name AS promotion_name, p.status AS promotion_status
  FROM promotion_changes c JOIN promotions p ON p.id = c.promotion_id`;

const fromRow = (r: Row): PromotionChange => ({
  id: r.id,
  promotionId: r.promotion_id,
  promotionName: r.promotion_name,
  promotionStatus: r.promotion_status,
  status: r.status,
  before: r.before,
  after: r.after,
  requestedBy: r.requested_by,
  requestedByUsername: r.requested_by_username,
  requestedAt: r.requested_at,
  decidedBy: r.decided_by,
  decidedByUsername: r.decided_by_username,
  decidedAt: r.decided_at,
  rejectReason: r.reject_reason,
});

export const presentPromotionChange = (c: PromotionChange): PromotionChangeView => ({
  id: c.id,
  promotion: { id: c.promotionId, name: c.promotionName, status: c.promotionStatus },
  status: c.status,
  before: c.before,
  after: c.after,
  requested_by: { id: c.requestedBy, username: c.requestedByUsername },
  requested_at: c.requestedAt.toISOString(),
  decided_by: c.decidedBy ? { id: c.decidedBy, username: c.decidedByUsername ?? '' } : null,
  decided_at: c.decidedAt?.toISOString() ?? null,
  reject_reason: c.rejectReason,
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** promotion_changes: money-term changes of live promotions, waiting for (or decided by) finance. */
@Injectable()
export class PromotionChangesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async get(id: string, db: Db = this.pool, lock = false): Promise<PromotionChange | undefined> {
    if (!uuid.test(id)) return undefined;
    const { rows } = await db.query<Row>(`${select} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
    return rows[0] && fromRow(rows[0]);
  }

  async list(status?: PromotionChangeStatus): Promise<PromotionChange[]> {
    const { rows } = await this.pool.query<Row>(
      `${select} WHERE ($1::text IS NULL OR c.status = $1) ORDER BY c.requested_at DESC LIMIT 200`,
      [status ?? null],
    );
    return rows.map(fromRow);
  }

  /** The pending change of each promotion listed (for the editor's marks). */
  async pendingFor(promotionIds: readonly number[]): Promise<Map<number, PromotionChange>> {
    if (promotionIds.length === 0) return new Map();
    const { rows } = await this.pool.query<Row>(`${select} WHERE c.status = 'pending' AND c.promotion_id = ANY($1::int[])`, [promotionIds]);
    return new Map(rows.map((r) => [r.promotion_id, fromRow(r)]));
  }

  /** Marks the promotion's waiting change superseded (a newer request replaces it); answers its id, if any. */
  async supersede(db: Db, promotionId: number): Promise<string | undefined> {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE promotion_changes SET status = 'superseded', decided_at = now() WHERE promotion_id = $1 AND status = 'pending' RETURNING id`,
      [promotionId],
    );
    return rows[0]?.id;
  }

  async insert(
    db: Db,
    change: {
      id: string;
      promotionId: number;
      before: PromotionMoneyTerms;
      after: PromotionMoneyTerms;
      requestedBy: string;
      requestedByUsername: string;
    },
  ): Promise<void> {
    await db.query(
      `INSERT INTO promotion_changes (id, promotion_id, before, after, requested_by, requested_by_username) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        change.id,
        change.promotionId,
        JSON.stringify(change.before),
        JSON.stringify(change.after),
        change.requestedBy,
        change.requestedByUsername,
      ],
    );
  }

  async decide(
    db: Db,
    id: string,
    decision: { status: 'approved' | 'rejected'; by: string; byUsername: string; reason?: string },
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE promotion_changes SET status = $2, decided_by = $3, decided_by_username = $4, reject_reason = $5, decided_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, decision.status, decision.by, decision.byUsername, decision.reason ?? null],
    );
    return rowCount === 1;
  }
}
