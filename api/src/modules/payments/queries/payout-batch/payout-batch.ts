import { formatMoney, type PaymentAccountType, type PayoutBatch, type PayoutChannel } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { channelOf } from '../../domain/channel.js';

interface ReadyRow {
  id: string;
  player_id: string;
  player_username: string;
  method_id: number | null;
  method_name: string | null;
  account_type: PaymentAccountType | null;
  provider: string;
  account_number: string;
  amount_minor: string;
  first_approver: string | null;
  created_at: Date;
}

/** The most withdrawals one batch lists (oldest first); the rest follow in the next batch once these are paid. */
export const payoutBatchLimit = 1000;

const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A CSV field: quoted when it holds a separator, quote or line break; a leading =, +, - or @ cannot start a formula. */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The payout batch (issue 22): withdrawals the payout team may pay now, per channel (wallet brand, the
 * ledger channel the money leaves through). Ready means held (`pending`) and, when the amount needs
 * maker-checker (at or above the checker threshold), already given its first approval by a finance user:
 * marking it paid is then the second approval. Pending ones still waiting for a first approval are only
 * counted; they stay in the queue until someone approves them there.
 */
@Injectable()
export class PayoutBatchQuery {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async read(thresholdMinor: bigint, channel?: string): Promise<PayoutBatch> {
    const { rows } = await this.pool.query<ReadyRow>(
      `SELECT w.id::text, w.player_id, w.player_username, w.method_id, m.name AS method_name, m.account_type, w.provider,
              w.account_number, w.amount_minor, w.first_approver_id::text AS first_approver, w.created_at
         FROM withdrawal_requests w LEFT JOIN payment_methods m ON m.id = w.method_id
        WHERE w.status = 'pending' AND (w.amount_minor < $1 OR w.first_approver_id IS NOT NULL)
          AND ($2::text IS NULL OR lower(trim(coalesce(m.name, w.provider))) = $2)
        ORDER BY w.created_at, w.id
        LIMIT ${payoutBatchLimit}`,
      [thresholdMinor.toString(), channel ?? null],
    );
    const { rows: waiting } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawal_requests WHERE status = 'pending' AND amount_minor >= $1 AND first_approver_id IS NULL`,
      [thresholdMinor.toString()],
    );
    const channels = new Map<string, PayoutChannel & { totalMinor: bigint }>();
    for (const r of rows) {
      const name = r.method_name ?? r.provider;
      const key = channelOf(name);
      const group = channels.get(key) ?? { channel: key, name, count: 0, total: '0.00', totalMinor: 0n, items: [] };
      group.count += 1;
      group.totalMinor += BigInt(r.amount_minor);
      group.items.push({
        id: r.id,
        player: { id: r.player_id, username: r.player_username },
        method:
          r.method_id !== null && r.method_name && r.account_type
            ? { id: r.method_id, name: r.method_name, account_type: r.account_type }
            : null,
        account_number: r.account_number,
        amount: formatMoney(BigInt(r.amount_minor)),
        first_approver: r.first_approver,
        created_at: r.created_at.toISOString(),
      });
      channels.set(key, group);
    }
    return {
      channels: [...channels.values()].map(({ totalMinor, ...group }) => ({ ...group, total: formatMoney(totalMinor) })),
      awaiting_first_approval: waiting[0]!.n,
    };
  }

  /**
   * The batch as a CSV for the payout team (UTF-8 with a byte-order mark, times in Dhaka): one line per
   * withdrawal, with an empty payout_reference column they fill in as they pay.
   */
  async csv(thresholdMinor: bigint, channel?: string): Promise<string> {
    const batch = await this.read(thresholdMinor, channel);
    const header = [
      'withdrawal_id',
      'channel',
      'account_type',
      'account_number',
      'amount',
      'player',
      'requested_at_dhaka',
      'payout_reference',
    ];
    const lines = batch.channels.flatMap((group) =>
      group.items.map((item) =>
        [
          item.id,
          group.name,
          item.method?.account_type ?? '',
          item.account_number,
          item.amount,
          item.player.username,
          dhakaTime.format(new Date(item.created_at)).replace(',', ''),
          '',
        ]
          .map(csvField)
          .join(','),
      ),
    );
    return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
  }
}
