import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { walletStreamId } from '../../domain/wallet-commands.js';
import { PlayActivityQuery, PlayTotalsQuery, type PlayMove, type PlayTotals } from './play-activity.query.js';

/**
 * The player's play after `$2`, as (occurred_at, position, type, amount) rows: game moves with their amount,
 * exposure adjustments with their signed change, settlements with what they paid back to main. Two
 * selects, each matching one partial index's predicate exactly, so each is an index range read.
 */
const playRows = `SELECT occurred_at, position, type, (data->>'amount')::bigint AS amount FROM ledger_events
                   WHERE stream_id = $1 AND occurred_at > $2 AND type IN ('StakeDebited', 'WinCredited', 'StakeRolledBack')
                  UNION ALL
                  SELECT occurred_at, position, type,
                         CASE WHEN type = 'ExposureAdjusted' THEN (data->>'change')::bigint
                              ELSE (data->>'released')::bigint + (data->>'pnl')::bigint - (data->>'commission')::bigint END
                    FROM ledger_events
                   WHERE stream_id = $1 AND occurred_at > $2 AND type IN ('ExposureAdjusted', 'ExchangeMarketSettled')`;

const gameKinds: Record<string, PlayMove['kind']> = { StakeDebited: 'stake', WinCredited: 'win', StakeRolledBack: 'rollback' };

/** A row as a move with a positive amount (an exposure fall is `exposure-returned`); none for a zero. */
function moveOf(row: { at: Date; type: string; amount: string }): PlayMove | null {
  const amount = BigInt(row.amount);
  if (amount === 0n) return null;
  if (row.type === 'ExposureAdjusted')
    return amount > 0n ? { at: row.at, kind: 'exposure', amount } : { at: row.at, kind: 'exposure-returned', amount: -amount };
  if (row.type === 'ExchangeMarketSettled') return amount > 0n ? { at: row.at, kind: 'exchange-paid', amount } : null;
  return { at: row.at, kind: gameKinds[row.type]!, amount };
}

@QueryHandler(PlayActivityQuery)
export class PlayActivityHandler implements IQueryHandler<PlayActivityQuery, PlayMove[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId, since }: PlayActivityQuery): Promise<PlayMove[]> {
    const { rows } = await this.pool.query<{ at: Date; type: string; amount: string }>({
      name: 'wallet-play-activity-with-exchange',
      text: `SELECT occurred_at AS at, type, amount::text FROM (${playRows}) m ORDER BY occurred_at, position`,
      values: [walletStreamId(playerId), since],
    });
    return rows.map(moveOf).filter((move): move is PlayMove => move !== null);
  }
}

@QueryHandler(PlayTotalsQuery)
export class PlayTotalsHandler implements IQueryHandler<PlayTotalsQuery, PlayTotals[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId, since }: PlayTotalsQuery): Promise<PlayTotals[]> {
    if (since.length === 0) return [];
    const oldest = new Date(Math.min(...since.map((d) => d.getTime())));
    const { rows } = await this.pool.query<{
      since: Date;
      staked: string;
      won: string;
      rolled_back: string;
      exposure_held: string;
      exchange_paid: string;
    }>({
      name: 'wallet-play-totals-with-exchange',
      text: `SELECT w.since,
                    coalesce(sum(e.amount) FILTER (WHERE e.type = 'StakeDebited'), 0)::text AS staked,
                    coalesce(sum(e.amount) FILTER (WHERE e.type = 'WinCredited'), 0)::text AS won,
                    coalesce(sum(e.amount) FILTER (WHERE e.type = 'StakeRolledBack'), 0)::text AS rolled_back,
                    coalesce(sum(e.amount) FILTER (WHERE e.type = 'ExposureAdjusted'), 0)::text AS exposure_held,
                    coalesce(sum(e.amount) FILTER (WHERE e.type = 'ExchangeMarketSettled'), 0)::text AS exchange_paid
               FROM unnest($3::timestamptz[]) AS w (since)
               LEFT JOIN (${playRows}) e ON e.occurred_at > w.since
              GROUP BY w.since`,
      values: [walletStreamId(playerId), oldest, since],
    });
    const bySince = new Map(rows.map((r) => [new Date(r.since).getTime(), r]));
    return since.map((at) => {
      const row = bySince.get(at.getTime());
      return {
        staked: BigInt(row?.staked ?? '0'),
        won: BigInt(row?.won ?? '0'),
        rolledBack: BigInt(row?.rolled_back ?? '0'),
        exposureHeld: BigInt(row?.exposure_held ?? '0'),
        exchangePaid: BigInt(row?.exchange_paid ?? '0'),
      };
    });
  }
}
