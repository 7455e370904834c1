import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type ExchangeLiabilityAnswer, type ExchangeMarketLiability } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { fancyResultH, type FancySide } from '../../domain/fancy/fancy-bet.js';
import { outcomePnl } from '../../domain/orders/exposure.js';
import type { MatchedBet, OrderSide } from '../../domain/orders/order-types.js';
import { floorDiv } from '../../domain/settlement/settle-market.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import type { FancyTab } from '@khela/contracts';

/**
 * The house's liability on markets not settled yet (back-office, issue 18): for each market with house bets
 * (the market maker's fills on match odds, every bookmaker and fancy bet), what the house wins or pays per
 * outcome (a runner winning; a fancy line ending on each run count that changes anything) and its worst case,
 * worked with the same pure functions as players' exposure. Player-against-player matches cost the house
 * nothing and are not in it.
 */
@Injectable()
export class HouseLiability {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
  ) {}

  async of(eventId?: string): Promise<ExchangeLiabilityAnswer> {
    const [fills, fancy] = await Promise.all([
      this.pool.query<{
        market_id: string;
        event_id: string;
        selection_id: number;
        side: OrderSide;
        price_h: number;
        stake: string;
        players: string[];
        event_name: string | null;
        runners: { selectionId: number; name: string }[] | null;
      }>(
        // the house's side of each fill (the side without an order), by market, runner, side and price
        `SELECT f.market_id, o.event_id, f.selection_id, CASE WHEN f.back_order_id IS NULL THEN 'back' ELSE 'lay' END AS side, f.price_h,
                sum(f.stake)::text AS stake, array_agg(DISTINCT o.player_id) AS players, e.name AS event_name, r.runners
           FROM exchange_fills f
           JOIN exchange_orders o ON o.order_id = f.taker_order_id
           LEFT JOIN exchange_market_results r ON r.market_id = f.market_id
           LEFT JOIN exchange_event_results e ON e.event_id = o.event_id
          WHERE (f.back_order_id IS NULL OR f.lay_order_id IS NULL) AND coalesce(r.settled_version, 0) = 0
            AND ($1::text IS NULL OR o.event_id = $1)
          GROUP BY f.market_id, o.event_id, f.selection_id, 4, f.price_h, e.name, r.runners`,
        [eventId ?? null],
      ),
      this.pool.query<{
        market_id: string;
        event_id: string;
        title: string;
        tab: FancyTab;
        side: FancySide;
        line: number;
        rate: number;
        stake: string;
        player_id: string;
        event_name: string | null;
      }>(
        `SELECT b.market_id, b.event_id, b.title, b.tab, b.side, b.line, b.rate, b.stake::text, b.player_id, e.name AS event_name
           FROM exchange_fancy_bets b
           LEFT JOIN exchange_market_results r ON r.market_id = b.market_id
           LEFT JOIN exchange_event_results e ON e.event_id = b.event_id
          WHERE coalesce(r.settled_version, 0) = 0 AND ($1::text IS NULL OR b.event_id = $1)`,
        [eventId ?? null],
      ),
    ]);

    const markets: { view: ExchangeMarketLiability; worst: bigint }[] = [];
    const byMarket = groupBy(fills.rows, (r) => r.market_id);
    for (const [marketId, rows] of byMarket) {
      const first = rows[0]!;
      const bookmaker = marketId.startsWith('2.');
      const event = this.snapshots.event(first.event_id);
      const shown = bookmaker
        ? event?.bookmaker[marketId]?.runners.map((r) => ({ selectionId: r.selectionId, name: r.runner }))
        : this.snapshots.market(marketId)?.runners.map((r) => ({ selectionId: r.selectionId, name: r.SelectionName }));
      const runners = shown ?? first.runners ?? [];
      const bets: MatchedBet[] = rows.map((r) => ({
        selectionId: r.selection_id,
        side: r.side,
        priceH: r.price_h,
        stake: BigInt(r.stake),
      }));
      const pnl = outcomePnl(
        runners.map((r) => r.selectionId),
        bets,
      );
      const outcomes = [...pnl].map(([selectionId, value]) => ({
        selection_id: selectionId,
        name: runners.find((r) => r.selectionId === selectionId)?.name ?? `#${selectionId}`,
        house_pnl: formatMoney(floorDiv(value, 100n)),
      }));
      const worst = worstOf([...pnl.values()]);
      markets.push({
        worst,
        view: {
          market_id: marketId,
          event_id: first.event_id,
          event_name: event?.name ?? first.event_name ?? first.event_id,
          market_name: bookmaker ? 'Bookmaker' : 'Match Odds',
          title: bookmaker ? (event?.bookmaker[marketId]?.name ?? 'Bookmaker') : 'Match Odds',
          outcomes,
          worst: formatMoney(worst),
          players: new Set(rows.flatMap((r) => r.players)).size,
          // each fill's stake once, on the player's side (the backer's stake for a lay)
          stake: formatMoney(rows.reduce((sum, r) => sum + BigInt(r.stake), 0n)),
        },
      });
    }
    for (const [marketId, rows] of groupBy(fancy.rows, (r) => r.market_id)) {
      const first = rows[0]!;
      const bets = rows.map((r) => ({ side: r.side, tab: r.tab, line: r.line, rate: r.rate, stake: BigInt(r.stake) }));
      // the house takes the other side of every bet; outcomes are run counts (Lottery, Odd/Even: one per last
      // digit) or, on a line market, the ranges between its lines where nothing changes ("46-47", "48+")
      const byDigit = first.tab === 'lottery' || first.tab === 'oddeven';
      const starts = byDigit ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [...new Set([0, ...bets.map((bet) => bet.line)])].sort((a, b) => a - b);
      const pnl = starts.map((runs, i) => {
        const next = starts[i + 1];
        const name = byDigit || next === runs + 1 ? String(runs) : next === undefined ? `${runs}+` : `${runs}-${next - 1}`;
        return [runs, name, -bets.reduce((sum, bet) => sum + fancyResultH(bet, runs), 0n)] as const;
      });
      const worst = worstOf(pnl.map(([, , value]) => value));
      markets.push({
        worst,
        view: {
          market_id: marketId,
          event_id: first.event_id,
          event_name: this.snapshots.event(first.event_id)?.name ?? first.event_name ?? first.event_id,
          market_name: 'Fancy',
          title: first.title,
          outcomes: pnl.map(([runs, name, value]) => ({ selection_id: runs, name, house_pnl: formatMoney(floorDiv(value, 100n)) })),
          worst: formatMoney(worst),
          players: new Set(rows.map((r) => r.player_id)).size,
          stake: formatMoney(bets.reduce((sum, bet) => sum + bet.stake, 0n)),
        },
      });
    }
    markets.sort((a, b) => (b.worst > a.worst ? 1 : b.worst < a.worst ? -1 : 0));
    const events = [...groupBy(markets, (m) => m.view.event_id)].map(([id, list]) => ({
      event_id: id,
      event_name: list[0]!.view.event_name,
      worst: formatMoney(list.reduce((sum, m) => sum + m.worst, 0n)),
      markets: list.length,
    }));
    return { markets: markets.map((m) => m.view), events };
  }
}
/** The worst loss among outcomes in hundredths of a minor unit, as a positive amount in minor units (rounded up). */
function worstOf(values: readonly bigint[]): bigint {
  const worst = values.reduce((min, v) => (v < min ? v : min), 0n);
  return -floorDiv(worst, 100n);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}
