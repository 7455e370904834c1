import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { walletStreamId } from '../../domain/wallet-commands.js';
import { MoneyTotalsQuery, type MoneyTotals } from './money-totals.query.js';

/** The wallet event types each total sums (`data.amount`). */
const totals = {
  deposited: 'DepositCredited',
  withdrawn: 'WithdrawalPaidOut',
  staked: 'StakeDebited',
  rolledBack: 'StakeRolledBack',
  won: 'WinCredited',
  exposureLost: 'ExposureSettled',
  bonusGranted: 'BonusGranted',
} as const satisfies Record<keyof MoneyTotals, string>;

const keys = Object.keys(totals) as (keyof MoneyTotals)[];

@QueryHandler(MoneyTotalsQuery)
export class MoneyTotalsHandler implements IQueryHandler<MoneyTotalsQuery, MoneyTotals[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId, since, until }: MoneyTotalsQuery): Promise<MoneyTotals[]> {
    if (since.length === 0) return [];
    const oldest = new Date(Math.min(...since.map((d) => d.getTime())));
    const sums = keys
      .map((key, i) => `coalesce(sum((e.data->>'amount')::bigint) FILTER (WHERE e.type = $${5 + i}), 0)::text AS "${key}"`)
      .join(',\n                    ');
    const { rows } = await this.pool.query<{ since: Date } & Record<keyof MoneyTotals, string>>({
      name: 'wallet-money-totals',
      text: `SELECT w.since,
                    ${sums}
               FROM unnest($3::timestamptz[]) AS w (since)
               LEFT JOIN (SELECT occurred_at, type, data FROM ledger_events
                           WHERE stream_id = $1 AND occurred_at > $2 AND occurred_at <= $4
                             AND type = ANY($${5 + keys.length}::text[])) e
                 ON e.occurred_at > w.since
              GROUP BY w.since`,
      values: [walletStreamId(playerId), oldest, since, until, ...keys.map((k) => totals[k]), keys.map((k) => totals[k])],
    });
    const bySince = new Map(rows.map((r) => [new Date(r.since).getTime(), r]));
    return since.map((at) => {
      const row = bySince.get(at.getTime());
      return Object.fromEntries(keys.map((k) => [k, BigInt(row?.[k] ?? '0')])) as unknown as MoneyTotals;
    });
  }
}
