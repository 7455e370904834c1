import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { walletStreamId } from '../../domain/wallet-commands.js';
import { PlayActivityQuery, PlayTotalsQuery, type PlayMove, type PlayTotals } from './play-activity.query.js';

const kindOf: Record<string, PlayMove['kind']> = { StakeDebited: 'stake', WinCredited: 'win', StakeRolledBack: 'rollback' };

@QueryHandler(PlayActivityQuery)
export class PlayActivityHandler implements IQueryHandler<PlayActivityQuery, PlayMove[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId, since }: PlayActivityQuery): Promise<PlayMove[]> {
    const { rows } = await this.pool.query<{ at: Date; type: string; amount: string }>({
      name: 'wallet-play-activity',
      text: `SELECT occurred_at AS at, type, data->>'amount' AS amount FROM ledger_events
              WHERE stream_id = $1 AND occurred_at > $2 AND type IN ('StakeDebited', 'WinCredited', 'StakeRolledBack')
              ORDER BY occurred_at, position`,
      values: [walletStreamId(playerId), since],
    });
    return rows.map((r) => ({ at: r.at, kind: kindOf[r.type]!, amount: BigInt(r.amount) }));
  }
}

@QueryHandler(PlayTotalsQuery)
export class PlayTotalsHandler implements IQueryHandler<PlayTotalsQuery, PlayTotals[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId, since }: PlayTotalsQuery): Promise<PlayTotals[]> {
    if (since.length === 0) return [];
    const oldest = new Date(Math.min(...since.map((d) => d.getTime())));
    const { rows } = await this.pool.query<{ since: Date; staked: string; won: string; rolled_back: string }>({
      name: 'wallet-play-totals',
      text: `SELECT w.since,
                    coalesce(sum((e.data->>'amount')::bigint) FILTER (WHERE e.type = 'StakeDebited'), 0)::text AS staked,
                    coalesce(sum((e.data->>'amount')::bigint) FILTER (WHERE e.type = 'WinCredited'), 0)::text AS won,
                    coalesce(sum((e.data->>'amount')::bigint) FILTER (WHERE e.type = 'StakeRolledBack'), 0)::text AS rolled_back
               FROM unnest($3::timestamptz[]) AS w (since)
               LEFT JOIN (SELECT occurred_at, type, data FROM ledger_events
                           WHERE stream_id = $1 AND occurred_at > $2 AND type IN ('StakeDebited', 'WinCredited', 'StakeRolledBack')) e
                 ON e.occurred_at > w.since
              GROUP BY w.since`,
      values: [walletStreamId(playerId), oldest, since],
    });
    const bySince = new Map(rows.map((r) => [new Date(r.since).getTime(), r]));
    return since.map((at) => {
      const row = bySince.get(at.getTime());
      return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0'), rolledBack: BigInt(row?.rolled_back ?? '0') };
    });
  }
}
