import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface EwalletPayment {
  id: string;
  playerId: string;
  gatewayTransactionId: string;
  provider: string;
  amountMinor: bigint;
  promotionId: number | null;
  status: 'created' | 'paid' | 'failed' | 'expired';
  depositId: string | null;
  expiresAt: Date;
}

interface Row {
  id: string;
  player_id: string;
  gateway_transaction_id: string;
  provider: string;
  amount_minor: string;
  promotion_id: number | null;
  status: EwalletPayment['status'];
  deposit_id: string | null;
  expires_at: Date;
}

const toPayment = (r: Row): EwalletPayment => ({
  id: r.id,
  playerId: r.player_id,
  gatewayTransactionId: r.gateway_transaction_id,
  provider: r.provider,
  amountMinor: BigInt(r.amount_minor),
  promotionId: r.promotion_id,
  status: r.status,
  depositId: r.deposit_id,
  expiresAt: r.expires_at,
});

@Injectable()
export class EwalletPaymentsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async insert(p: Omit<EwalletPayment, 'status' | 'depositId'>): Promise<void> {
    await this.pool.query(
      `INSERT INTO ewallet_payments (id, player_id, gateway_transaction_id, provider, amount_minor, promotion_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [p.id, p.playerId, p.gatewayTransactionId, p.provider, p.amountMinor.toString(), p.promotionId, p.expiresAt],
    );
  }

  /** `forUpdate` (inside a transaction) locks the payment until it commits: one callback at a time decides it. */
  async byGatewayId(gatewayTransactionId: string, db: Db = this.pool, forUpdate = false): Promise<EwalletPayment | undefined> {
    const { rows } = await db.query<Row>(
      `SELECT * FROM ewallet_payments WHERE gateway_transaction_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [gatewayTransactionId],
    );
    return rows[0] ? toPayment(rows[0]) : undefined;
  }

  /** created -> paid|failed|expired; false when it was already decided (exactly one callback wins). */
  async settle(id: string, status: 'paid' | 'failed' | 'expired', depositId: string | null, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE ewallet_payments SET status = $2, deposit_id = $3, updated_at = now() WHERE id = $1 AND status = 'created'`,
      [id, status, depositId],
    );
    return rowCount === 1;
  }

  /**
   * Records a callback's nonce; false when it was seen before (a replay). Called in the callback's own
   * transaction, so a callback whose work fails leaves its nonce unspent and may be sent again.
   */
  async firstUseOfNonce(nonce: string, db: Db): Promise<boolean> {
    const { rowCount } = await db.query(`INSERT INTO ewallet_callback_nonces (nonce) VALUES ($1) ON CONFLICT DO NOTHING`, [nonce]);
    return rowCount === 1;
  }
}
