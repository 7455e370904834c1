import { formatMoney, type TransactionRecord } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { keyOfStatus } from '../../ports/payment-notifier.js';

interface RecordRow {
  id: string;
  action: 'deposit' | 'withdraw' | 'bonus';
  amount_minor: string;
  status: string;
  transaction_id: string | null;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
  method_name: string | null;
  method_icon: string | null;
  account_type: string | null;
  promotion_name: string | null;
  turnover_multiplier: string | null;
}

/**
 * GET /api/transaction/show: the player's deposits, withdrawals and deposit bonuses, newest first.
 * A bonus is its own row (action 'bonus') once its deposit is approved. A withdrawal whose money is
 * still being held ('holding': the request, or after a crash its reactor, is moving it) shows as
 * pending, so a player who retried a request that went through finds it (the retry answers 409: one
 * open request). Withdrawals whose hold the ledger refused never became requests and are left out.
 */
@Injectable()
export class TransactionRecords {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(playerId: string): Promise<TransactionRecord[]> {
    const { rows } = await this.pool.query<RecordRow>(
      `SELECT d.id::text, 'deposit' AS action, d.amount_minor, d.status, d.transaction_id, d.reject_reason AS reason, d.created_at, d.updated_at,
              m.name AS method_name, m.icon AS method_icon, m.account_type, d.promotion_name, d.turnover_multiplier::text
         FROM deposit_requests d JOIN payment_methods m ON m.id = d.method_id
        WHERE d.player_id = $1
       UNION ALL
       SELECT d.id::text || ':bonus', 'bonus', d.bonus_minor, d.status, d.transaction_id, NULL, d.settled_at, d.settled_at,
              m.name, m.icon, m.account_type, d.promotion_name, d.turnover_multiplier::text
         FROM deposit_requests d JOIN payment_methods m ON m.id = d.method_id
        WHERE d.player_id = $1 AND d.status = 'approved' AND d.bonus_minor > 0
       UNION ALL
       SELECT w.id::text, 'withdraw', w.amount_minor, CASE w.status WHEN 'holding' THEN 'pending' ELSE w.status END, w.payout_reference, w.reject_reason, w.created_at, w.updated_at,
              m.name, m.icon, m.account_type, NULL, NULL
         FROM withdrawal_requests w LEFT JOIN payment_methods m ON m.id = w.method_id
        WHERE w.player_id = $1 AND w.status IN ('holding', 'pending', 'approved', 'rejected')
       ORDER BY created_at DESC, id DESC
       LIMIT 500`,
      [playerId],
    );
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      amount: formatMoney(BigInt(r.amount_minor)),
      key: keyOfStatus(r.status),
      transaction_id: r.transaction_id,
      reason: r.reason,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      payment_method: r.method_name ? { name: r.method_name, icon: r.method_icon ?? '', type: r.account_type ?? '' } : null,
      promotion: r.promotion_name ? { name: r.promotion_name, turnover: Number(r.turnover_multiplier ?? 1) } : null,
    }));
  }
}
