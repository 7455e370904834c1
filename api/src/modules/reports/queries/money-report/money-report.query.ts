import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type MoneyReport, type MoneyReportFigures, type MoneyReportPeriod } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { figuresOf, noSums, type MetricSums, type ReportMetric } from '../../domain/report-metrics.js';
import { periodsOf, type ReportGrouping } from '../../domain/report-range.js';
import { MoneyReportsProjector } from '../../projection/money-reports-projector.js';

export interface MoneyReportRequest {
  from: string;
  to: string;
  grouping: ReportGrouping;
  currency: string;
}

interface PlayerCounts {
  active: number;
  opened: number;
  firstDeposits: number;
}

const noPlayers = (): PlayerCounts => ({ active: 0, opened: 0, firstDeposits: 0 });

// the SQL twin of periodStartOf in domain/report-range.ts (Monday weeks, first-of-month months)
const periodSql = (column: string) => `CASE $3::text WHEN 'week' THEN date_trunc('week', ${column})::date
                                                 WHEN 'month' THEN date_trunc('month', ${column})::date
                                                 ELSE ${column} END`;

/**
 * The money report over a range of Dhaka days, grouped by day, week or month, from the money_reports
 * projection (caught up first, so a report in the api role, where no runner runs, shows every committed event).
 * Active players are distinct over each period and over the whole range, not summed from the days.
 */
@Injectable()
export class MoneyReportQuery {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MoneyReportsProjector) private readonly projector: MoneyReportsProjector,
  ) {}

  async read(request: MoneyReportRequest): Promise<MoneyReport> {
    await this.projector.catchUpNow();
    const { from, to, grouping, currency } = request;
    const [amounts, active, firsts, activeInRange, channels, providers] = await Promise.all([
      this.pool.query<{ period: string; metric: ReportMetric; amount: string }>(
        `SELECT to_char(${periodSql('day')}, 'YYYY-MM-DD') AS period, metric, sum(amount_minor)::text AS amount
           FROM report_day_amounts WHERE day BETWEEN $1 AND $2 AND currency = $4 GROUP BY 1, 2`,
        [from, to, grouping, currency],
      ),
      this.pool.query<{ period: string; players: number }>(
        `SELECT to_char(${periodSql('day')}, 'YYYY-MM-DD') AS period, count(DISTINCT player_id)::int AS players
           FROM report_day_players WHERE day BETWEEN $1 AND $2 GROUP BY 1`,
        [from, to, grouping],
      ),
      this.pool.query<{ period: string; kind: 'opened' | 'first_deposit'; players: number }>(
        `SELECT to_char(${periodSql('opened_day')}, 'YYYY-MM-DD') AS period, 'opened' AS kind, count(*)::int AS players
           FROM report_player_firsts WHERE opened_day BETWEEN $1 AND $2 GROUP BY 1
         UNION ALL
         SELECT to_char(${periodSql('first_deposit_day')}, 'YYYY-MM-DD'), 'first_deposit', count(*)::int
           FROM report_player_firsts WHERE first_deposit_day BETWEEN $1 AND $2 GROUP BY 1`,
        [from, to, grouping],
      ),
      this.pool.query<{ players: number }>(
        `SELECT count(DISTINCT player_id)::int AS players FROM report_day_players WHERE day BETWEEN $1 AND $2`,
        [from, to],
      ),
      this.pool.query<{ channel: string; metric: 'deposits' | 'withdrawals'; amount: string; events: number }>(
        `SELECT dimension AS channel, metric, sum(amount_minor)::text AS amount, sum(events)::int AS events
           FROM report_day_amounts WHERE day BETWEEN $1 AND $2 AND currency = $3 AND metric IN ('deposits', 'withdrawals')
          GROUP BY 1, 2 ORDER BY 1`,
        [from, to, currency],
      ),
      this.pool.query<{ provider: string; metric: 'stakes' | 'rollbacks' | 'wins'; amount: string }>(
        `SELECT dimension AS provider, metric, sum(amount_minor)::text AS amount
           FROM report_day_amounts WHERE day BETWEEN $1 AND $2 AND currency = $3 AND metric IN ('stakes', 'rollbacks', 'wins')
          GROUP BY 1, 2 ORDER BY 1`,
        [from, to, currency],
      ),
    ]);

    const sums = new Map<string, MetricSums>();
    const players = new Map<string, PlayerCounts>();
    const sumsOf = (period: string) => sums.get(period) ?? sums.set(period, noSums()).get(period)!;
    const playersOf = (period: string) => players.get(period) ?? players.set(period, noPlayers()).get(period)!;
    for (const row of amounts.rows) sumsOf(row.period)[row.metric] += BigInt(row.amount);
    for (const row of active.rows) playersOf(row.period).active = row.players;
    for (const row of firsts.rows) playersOf(row.period)[row.kind === 'opened' ? 'opened' : 'firstDeposits'] = row.players;

    const periods: MoneyReportPeriod[] = periodsOf(from, to, grouping).map((p) => ({
      ...p,
      ...presentFigures(sums.get(p.period) ?? noSums(), players.get(p.period) ?? noPlayers()),
    }));
    const total = noSums();
    for (const s of sums.values()) for (const key of Object.keys(total) as ReportMetric[]) total[key] += s[key];
    const totalPlayers = noPlayers();
    totalPlayers.active = activeInRange.rows[0]?.players ?? 0;
    for (const p of players.values()) {
      totalPlayers.opened += p.opened;
      totalPlayers.firstDeposits += p.firstDeposits;
    }

    const byChannel = new Map<string, { deposits: bigint; depositCount: number; withdrawals: bigint; withdrawalCount: number }>();
    for (const row of channels.rows) {
      const c = byChannel.get(row.channel) ?? { deposits: 0n, depositCount: 0, withdrawals: 0n, withdrawalCount: 0 };
      if (row.metric === 'deposits') Object.assign(c, { deposits: BigInt(row.amount), depositCount: row.events });
      else Object.assign(c, { withdrawals: BigInt(row.amount), withdrawalCount: row.events });
      byChannel.set(row.channel, c);
    }
    const byProvider = new Map<string, MetricSums>();
    for (const row of providers.rows) {
      const s = byProvider.get(row.provider) ?? noSums();
      s[row.metric] += BigInt(row.amount);
      byProvider.set(row.provider, s);
    }

    return {
      currency,
      grouping,
      from,
      to,
      periods,
      totals: presentFigures(total, totalPlayers),
      channels: [...byChannel].map(([channel, c]) => ({
        channel,
        deposits: formatMoney(c.deposits),
        deposit_count: c.depositCount,
        withdrawals: formatMoney(c.withdrawals),
        withdrawal_count: c.withdrawalCount,
      })),
      providers: [...byProvider].map(([provider, s]) => {
        const f = figuresOf(s);
        return { provider, bets: formatMoney(f.bets), wins: formatMoney(f.wins), ggr: formatMoney(f.ggr) };
      }),
    };
  }

  /** The report's periods as a CSV (one line per period, then the totals), UTF-8 with a byte-order mark for spreadsheets. */
  async csv(request: MoneyReportRequest): Promise<string> {
    const report = await this.read(request);
    const columns = [
      'bets',
      'wins',
      'ggr',
      'bonus_cost',
      'ngr',
      'deposits',
      'withdrawals',
      'net_cash',
      'adjustments',
      'exchange',
      'active_players',
      'new_players',
      'first_time_depositors',
    ] as const satisfies readonly (keyof MoneyReportFigures)[];
    const line = (head: string[], figures: MoneyReportFigures) => [...head, ...columns.map((c) => String(figures[c]))].join(',');
    const lines = [
      ['period', 'from', 'to', ...columns].join(','),
      ...report.periods.map((p) => line([p.period, p.from, p.to], p)),
      line(['total', report.from, report.to], report.totals),
    ];
    return `\uFEFF${lines.join('\r\n')}\r\n`;
  }
}

function presentFigures(sums: MetricSums, players: PlayerCounts): MoneyReportFigures {
  const f = figuresOf(sums);
  return {
    bets: formatMoney(f.bets),
    wins: formatMoney(f.wins),
    ggr: formatMoney(f.ggr),
    bonus_cost: formatMoney(f.bonusCost),
    ngr: formatMoney(f.ngr),
    deposits: formatMoney(f.deposits),
    withdrawals: formatMoney(f.withdrawals),
    net_cash: formatMoney(f.netCash),
    adjustments: formatMoney(f.adjustments),
    exchange: formatMoney(f.exchange),
    active_players: players.active,
    new_players: players.opened,
    first_time_depositors: players.firstDeposits,
  };
}
