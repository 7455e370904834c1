import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type ExchangePnlAnswer, type ExchangePnlMarket } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { isFancyMarket } from '../../domain/fancy/fancy-bet.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';

const dhakaDayOf = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** A player's exchange Profit & Loss by Dhaka day and market, from their settlements (the P&L record per market). */
@Injectable()
export class ExchangePnl {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
  ) {}

  async of(playerId: string, from: Date, to: Date): Promise<ExchangePnlAnswer> {
    const { rows } = await this.pool.query<{
      market_id: string;
      event_id: string;
      pnl: string;
      commission: string;
      settled_at: Date;
      event_name: string | null;
    }>(
      `SELECT s.market_id, s.event_id, s.pnl::text, s.commission::text, s.settled_at, e.name AS event_name
         FROM exchange_settlements s LEFT JOIN exchange_event_results e ON e.event_id = s.event_id
        WHERE s.player_id = $1 AND s.settled_at >= $2 AND s.settled_at < $3
        ORDER BY s.settled_at DESC LIMIT 1000`,
      [playerId, from, to],
    );
    const days = new Map<string, { net: bigint; markets: ExchangePnlMarket[] }>();
    let total = 0n;
    for (const r of rows) {
      const net = BigInt(r.pnl) - BigInt(r.commission);
      total += net;
      const day = dhakaDayOf(r.settled_at);
      const entry = days.get(day) ?? { net: 0n, markets: [] };
      entry.net += net;
      entry.markets.push({
        market_id: r.market_id,
        event_id: r.event_id,
        event_name: r.event_name ?? this.snapshots.event(r.event_id)?.name ?? r.event_id,
        market_name: isFancyMarket(r.market_id) ? 'Fancy' : r.market_id.startsWith('2.') ? 'Bookmaker' : 'Match Odds',
        pnl: formatMoney(BigInt(r.pnl)),
        commission: formatMoney(BigInt(r.commission)),
        net: formatMoney(net),
        settled_at: r.settled_at.toISOString(),
      });
      days.set(day, entry);
    }
    return {
      days: [...days].map(([day, d]) => ({ day, net: formatMoney(d.net), markets: d.markets })),
      net: formatMoney(total),
    };
  }
}
