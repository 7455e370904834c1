import { formatMoney, type PaymentAccountType, type PaymentQueueItem, type PaymentQueuePage } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';

export interface QueueFilter {
  kind?: 'deposit' | 'withdrawal';
  methodId?: number;
  /** Matches username, player id, transaction id, account number or request id. */
  search?: string;
  page: number;
  perPage: number;
}

interface QueueRow {
  kind: 'deposit' | 'withdrawal';
  id: string;
  player_id: string;
  player_username: string;
  method_id: number | null;
  method_name: string | null;
  account_type: PaymentAccountType | null;
  receiving_number: string | null;
  account_number: string;
  transaction_id: string | null;
  provider: string | null;
  amount_minor: string;
  status: string;
  promotion_id: number | null;
  promotion_name: string | null;
  first_approver: string | null;
  created_at: Date;
  age_seconds: number;
  receipts: { id: string; mime: string }[] | null;
  total: number;
}

/**
 * The finance queue: every deposit not settled yet and pending withdrawals together, oldest first, with
 * the receipts and the first approver (maker-checker). A deposit approved but still being credited
 * shows with status 'approving' (nothing to decide, but nothing lost from view: one stuck there is a
 * delivery to look at on the Events page). One query; `total` comes from a window count.
 */
@Injectable()
export class PaymentQueue {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async page(filter: QueueFilter, thresholdMinor: bigint): Promise<PaymentQueuePage> {
    const search = filter.search?.trim()
      ? `%${filter.search
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      : null;
    const { rows } = await this.pool.query<QueueRow>(
      `WITH open AS (
         SELECT 'deposit' AS kind, d.id::text, d.player_id, d.player_username, d.method_id, m.name AS method_name, m.account_type,
                rn.number AS receiving_number, d.account_number, d.transaction_id, NULL::text AS provider, d.amount_minor, d.status,
                d.promotion_id, d.promotion_name, d.first_approver_id::text AS first_approver, d.created_at,
                (SELECT json_agg(json_build_object('id', r.id, 'mime', r.mime) ORDER BY r.created_at) FROM deposit_receipts r WHERE r.deposit_id = d.id) AS receipts
           FROM deposit_requests d JOIN payment_methods m ON m.id = d.method_id LEFT JOIN receiving_numbers rn ON rn.id = d.receiving_number_id
          WHERE d.status IN ('pending', 'approving')
         UNION ALL
         SELECT 'withdrawal', w.id::text, w.player_id, w.player_username, w.method_id, m.name, m.account_type, NULL, w.account_number, NULL,
                w.provider, w.amount_minor, w.status, NULL, NULL, w.first_approver_id::text, w.created_at, NULL
           FROM withdrawal_requests w LEFT JOIN payment_methods m ON m.id = w.method_id
          WHERE w.status = 'pending')
       SELECT *, extract(epoch FROM now() - created_at)::int AS age_seconds, count(*) OVER ()::int AS total
         FROM open
        WHERE ($1::text IS NULL OR kind = $1)
          AND ($2::int IS NULL OR method_id = $2)
          AND ($3::text IS NULL OR lower(player_username) LIKE $3 OR player_id = $6 OR lower(coalesce(transaction_id, '')) LIKE $3
               OR account_number LIKE $3 OR id = $6)
        ORDER BY created_at, id
        LIMIT $4 OFFSET $5`,
      [
        filter.kind ?? null,
        filter.methodId ?? null,
        search,
        filter.perPage,
        (filter.page - 1) * filter.perPage,
        filter.search?.trim() ?? null,
      ],
    );
    const recent = await this.recentHistory([...new Set(rows.map((r) => r.player_id))]);
    return {
      count: rows[0]?.total ?? (filter.page > 1 ? await this.count(filter, thresholdMinor) : 0),
      data: rows.map((r): PaymentQueueItem => {
        const amountMinor = BigInt(r.amount_minor);
        return {
          kind: r.kind,
          id: r.id,
          player: { id: r.player_id, username: r.player_username },
          method:
            r.method_id !== null && r.method_name && r.account_type
              ? { id: r.method_id, name: r.method_name, account_type: r.account_type }
              : null,
          receiving_number: r.receiving_number,
          account_number: r.account_number,
          transaction_id: r.transaction_id,
          provider: r.provider,
          amount: formatMoney(amountMinor),
          status: r.status,
          promotion: r.promotion_id !== null ? { id: r.promotion_id, name: r.promotion_name ?? '' } : null,
          receipts: (r.receipts ?? []).map((x) => ({ id: x.id, mime: x.mime, url: `/api/admin/payments/receipts/${x.id}` })),
          first_approver: r.first_approver,
          needs_second_approval: amountMinor >= thresholdMinor,
          created_at: r.created_at.toISOString(),
          age_seconds: r.age_seconds,
          recent: recent.get(r.player_id) ?? [],
        };
      }),
    };
  }

  /** The five latest deposits and withdrawals of each player on the page, for the reviewer's context. */
  private async recentHistory(playerIds: string[]): Promise<Map<string, PaymentQueueItem['recent']>> {
    const out = new Map<string, PaymentQueueItem['recent']>();
    if (playerIds.length === 0) return out;
    const { rows } = await this.pool.query<{
      player_id: string;
      kind: 'deposit' | 'withdrawal';
      id: string;
      amount_minor: string;
      status: string;
      created_at: Date;
    }>(
      `SELECT player_id, kind, id, amount_minor, status, created_at FROM (
         SELECT *, row_number() OVER (PARTITION BY player_id ORDER BY created_at DESC) AS n FROM (
           SELECT player_id, 'deposit' AS kind, id::text, amount_minor, status, created_at FROM deposit_requests WHERE player_id = ANY($1)
           UNION ALL
           SELECT player_id, 'withdrawal', id::text, amount_minor, status, created_at FROM withdrawal_requests
            WHERE player_id = ANY($1) AND status IN ('pending', 'approved', 'rejected')) history) ranked
        WHERE n <= 5 ORDER BY player_id, created_at DESC`,
      [playerIds],
    );
    for (const r of rows) {
      const list = out.get(r.player_id) ?? [];
      list.push({
        kind: r.kind,
        id: r.id,
        amount: formatMoney(BigInt(r.amount_minor)),
        status: r.status,
        created_at: r.created_at.toISOString(),
      });
      out.set(r.player_id, list);
    }
    return out;
  }

  /** A page past the end still reports how many there are. */
  private async count(filter: QueueFilter, thresholdMinor: bigint): Promise<number> {
    return (await this.page({ ...filter, page: 1, perPage: 1 }, thresholdMinor)).count;
  }
}
