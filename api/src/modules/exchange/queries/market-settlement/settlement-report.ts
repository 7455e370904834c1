import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type ExchangeSettlementReport } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';

/**
 * Traders' report: markets settled between two instants that players bet on (every closed market is settled,
 * most with nobody in them), each with the house's result and commission, and totals.
 */
@Injectable()
export class SettlementReport {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async between(from: Date, to: Date): Promise<ExchangeSettlementReport> {
    const [list, totals] = await Promise.all([
      this.pool.query<{
        market_id: string;
        event_id: string;
        event_name: string | null;
        market_kind: 'match_odds' | 'bookmaker' | 'fancy';
        outcome: 'winners' | 'void';
        version: number;
        settled_at: Date;
        players: number;
        house_pnl: string;
        commission: string;
      }>(
        `SELECT r.market_id, r.event_id, e.name AS event_name, r.market_kind, r.outcome, r.version, r.settled_at,
                (SELECT count(*)::int FROM exchange_settlements s WHERE s.market_id = r.market_id) AS players,
                r.house_pnl::text, r.commission::text
           FROM exchange_market_results r LEFT JOIN exchange_event_results e ON e.event_id = r.event_id
          WHERE r.settled_at >= $1 AND r.settled_at < $2 AND r.settled_version > 0
            AND EXISTS (SELECT 1 FROM exchange_settlements s WHERE s.market_id = r.market_id)
          ORDER BY r.settled_at DESC LIMIT 500`,
        [from, to],
      ),
      this.pool.query<{ n: number; house: string | null; commission: string | null }>(
        `SELECT count(*)::int AS n, sum(house_pnl)::text AS house, sum(commission)::text AS commission
           FROM exchange_market_results r WHERE settled_at >= $1 AND settled_at < $2 AND settled_version > 0
            AND EXISTS (SELECT 1 FROM exchange_settlements s WHERE s.market_id = r.market_id)`,
        [from, to],
      ),
    ]);
    const sum = totals.rows[0]!;
    return {
      markets: list.rows.map((r) => ({
        marketId: r.market_id,
        eventId: r.event_id,
        eventName: r.event_name ?? r.event_id,
        marketKind: r.market_kind,
        outcome: r.outcome,
        version: r.version,
        settledAt: r.settled_at.toISOString(),
        players: r.players,
        housePnl: formatMoney(BigInt(r.house_pnl)),
        commission: formatMoney(BigInt(r.commission)),
      })),
      housePnl: formatMoney(BigInt(sum.house ?? '0')),
      commission: formatMoney(BigInt(sum.commission ?? '0')),
      total: sum.n,
    };
  }
}
