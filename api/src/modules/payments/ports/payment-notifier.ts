import { formatMoney, Rooms, staffPaymentsQueueEvent, type PaymentQueueChange, type TransactionKey } from '@khela/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';

export const keyOfStatus = (status: string): TransactionKey =>
  status === 'approved' ? '1' : status === 'rejected' || status === 'refused' ? '2' : '0';

/**
 * Pushes payment changes: to the player (their request's status) and to the finance room (the queue
 * changed, with the new pending count for the badge). Pushes are best effort: a lost push is
 * repaired by the next fetch, so a failure here never fails the money operation.
 */
@Injectable()
export class PaymentNotifier {
  private readonly logger = new Logger(PaymentNotifier.name);

  constructor(
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async changed(change: {
    kind: 'deposit' | 'withdrawal';
    id: string;
    playerId: string;
    status: string;
    amountMinor: bigint;
    reason?: string | null;
  }): Promise<void> {
    try {
      this.realtime.toPlayer(change.playerId, 'payment', {
        kind: change.kind,
        id: change.id,
        status: change.status,
        key: keyOfStatus(change.status),
        amount: formatMoney(change.amountMinor),
        reason: change.reason ?? null,
      });
      await this.toFinance(change);
    } catch (error) {
      this.logger.warn(`payment push failed: ${(error as Error).message}`);
    }
  }

  /** A request changed without changing status (e.g. receipts added): only the finance queue is told. */
  async queueChanged(change: { kind: 'deposit' | 'withdrawal'; id: string; status: string }): Promise<void> {
    try {
      await this.toFinance(change);
    } catch (error) {
      this.logger.warn(`payment queue push failed: ${(error as Error).message}`);
    }
  }

  private async toFinance(change: { kind: 'deposit' | 'withdrawal'; id: string; status: string }): Promise<void> {
    const payload: PaymentQueueChange = {
      kind: change.kind,
      id: change.id,
      status: change.status,
      pending_count: await this.pendingCount(),
    };
    this.realtime.toStaffRoom(Rooms.staffPayments, staffPaymentsQueueEvent, payload);
  }

  async pendingCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM deposit_requests WHERE status = 'pending') +
               (SELECT count(*) FROM withdrawal_requests WHERE status = 'pending'))::int AS n`,
    );
    return rows[0]!.n;
  }
}
