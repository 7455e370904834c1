import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatMoney, type DashboardQueue, type StaffDashboard, type StaffPermission } from '@khela/contracts';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { ChatQueueSummaryQuery } from '../../../chat/index.js';
import { PendingKycSummaryQuery } from '../../../kyc/index.js';
import { PendingPaymentsByAgeQuery, type PendingPaymentsRow } from '../../../payments/index.js';
import { CountLockedPlayersQuery } from '../../../players/index.js';
import { HeldReferralsSummaryQuery } from '../../../referral/index.js';
import { dhakaDayOf } from '../../domain/report-range.js';
import { MoneyReportsProjector } from '../../projection/money-reports-projector.js';

/** The dashboard's cash is the platform's own currency. */
const dashboardCurrency = 'BDT';

const queueOf = (rows: PendingPaymentsRow[], kind: PendingPaymentsRow['kind']): DashboardQueue => {
  const mine = rows.filter((r) => r.kind === kind);
  const count = mine.reduce((n, r) => n + r.count, 0);
  return { count, oldest_age_seconds: count === 0 ? null : Math.floor(Math.max(...mine.map((r) => r.oldestSeconds))) };
};

/**
 * The back-office home's tiles (issue 22), each read only when the caller's permissions allow it, all at once:
 * every read is one aggregate over a small or indexed set (open payment requests, open chats, pending KYC, today's
 * rows of money_reports), so the page can poll it every 30 s. Other modules' figures come through their queries.
 */
@Injectable()
export class StaffDashboardQuery {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MoneyReportsProjector) private readonly projector: MoneyReportsProjector,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(permissions: readonly StaffPermission[]): Promise<StaffDashboard> {
    const may = (permission: StaffPermission) => permissions.includes(permission);
    const now = this.clock.now();
    const [pending, cash, chats, locked, kyc, held] = await Promise.all([
      may('payments.read') ? this.queries.execute(new PendingPaymentsByAgeQuery()) : undefined,
      may('payments.read') ? this.todayCash(dhakaDayOf(now)) : undefined,
      may('chat.view') ? this.queries.execute(new ChatQueueSummaryQuery()) : undefined,
      may('players.read') ? this.queries.execute(new CountLockedPlayersQuery()) : undefined,
      may('kyc.review') ? this.queries.execute(new PendingKycSummaryQuery()) : undefined,
      may('risk.review') ? this.queries.execute(new HeldReferralsSummaryQuery()) : undefined,
    ]);
    const dashboard: StaffDashboard = { generated_at: now.toISOString() };
    if (pending) dashboard.payments_queue = { deposits: queueOf(pending, 'deposit'), withdrawals: queueOf(pending, 'withdrawal') };
    if (cash) dashboard.today_cash = cash;
    if (chats) {
      dashboard.chats = {
        open: chats.open,
        unassigned: chats.unassigned,
        waiting: { count: chats.waiting, oldest_age_seconds: chats.oldestWaitingSeconds },
      };
    }
    if (locked !== undefined) dashboard.players = { locked };
    if (kyc) dashboard.kyc = { count: kyc.count, oldest_age_seconds: kyc.oldestSeconds };
    if (held) dashboard.referrals_held = { count: held.count, oldest_age_seconds: held.oldestSeconds };
    return dashboard;
  }

  /** Today's credited deposits and paid-out withdrawals, from the ledger's money_reports projection (caught up first). */
  private async todayCash(day: string): Promise<NonNullable<StaffDashboard['today_cash']>> {
    await this.projector.catchUpNow();
    const { rows } = await this.pool.query<{ metric: 'deposits' | 'withdrawals'; amount: string; events: number }>(
      `SELECT metric, sum(amount_minor)::text AS amount, sum(events)::int AS events
         FROM report_day_amounts WHERE day = $1 AND currency = $2 AND metric IN ('deposits', 'withdrawals') GROUP BY metric`,
      [day, dashboardCurrency],
    );
    const of = (metric: 'deposits' | 'withdrawals') => rows.find((r) => r.metric === metric);
    const deposits = BigInt(of('deposits')?.amount ?? '0');
    const withdrawals = BigInt(of('withdrawals')?.amount ?? '0');
    return {
      day,
      currency: dashboardCurrency,
      deposits: formatMoney(deposits),
      deposit_count: of('deposits')?.events ?? 0,
      withdrawals: formatMoney(withdrawals),
      withdrawal_count: of('withdrawals')?.events ?? 0,
      net_cash: formatMoney(deposits - withdrawals),
    };
  }
}
