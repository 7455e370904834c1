import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type ExchangeRecord, type ExchangeRecordRange, type FancyTab } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { fancyBetResult, fancyProfitAndLiability, fancyResultOf, type FancyResult, type FancySide } from '../../domain/fancy/fancy-bet.js';
import { profitAndLiability } from '../../domain/orders/exposure.js';
import { orderResult, type MarketOutcome } from '../../domain/settlement/settle-market.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';

const dayMs = 86_400_000;
const dhakaOffsetMs = 6 * 3_600_000; // Asia/Dhaka, no daylight saving

/** [from, to) of a range of Dhaka days ending today. */
export function dhakaRange(range: ExchangeRecordRange, nowMs: number): { from: Date; to: Date } {
  const todayStart = Math.floor((nowMs + dhakaOffsetMs) / dayMs) * dayMs - dhakaOffsetMs;
  if (range === 'today') return { from: new Date(todayStart), to: new Date(todayStart + dayMs) };
  if (range === 'yesterday') return { from: new Date(todayStart - dayMs), to: new Date(todayStart) };
  return { from: new Date(todayStart - 6 * dayMs), to: new Date(todayStart + dayMs) };
}

/** Which bets: between two instants, and optionally one player's, event's or market's, settled or not. */
export interface RecordFilter {
  from: Date;
  to: Date;
  playerId?: string;
  eventId?: string;
  marketId?: string;
  settled?: boolean;
}

interface RecordRow {
  order_id: string;
  player_id: string;
  event_id: string;
  market_id: string;
  selection_id: number;
  side: 'back' | 'lay';
  price_h: number;
  stake: string;
  matched: string;
  matched_value: string;
  status: string;
  created_at: Date;
  outcome: 'winners' | 'void' | null;
  winners: number[] | null;
  settled: boolean;
  settled_at: Date | null;
  event_name: string | null;
  runners: { selectionId: number; name: string }[] | null;
}

interface FancyRecordRow {
  bet_id: string;
  player_id: string;
  event_id: string;
  market_id: string;
  title: string;
  side: FancySide;
  tab: FancyTab;
  line: number;
  rate: number;
  stake: string;
  created_at: Date;
  outcome: 'winners' | 'void' | null;
  winners: number[] | null;
  settled: boolean;
  settled_at: Date | null;
  event_name: string | null;
}

/**
 * A player's exchange bets as records (spec 3): each order with its event and runner names (from memory
 * while the feed still reports the event, else the kept result's event name), what it could win and risk,
 * and once its market is settled its own result (WON / LOST / VOID); fancy bets beside them, newest first.
 * Identity from the caller's token only.
 */
@Injectable()
export class ExchangeRecords {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
  ) {}

  async list(playerId: string, from: Date, to: Date): Promise<ExchangeRecord[]> {
    return (await this.search({ playerId, from, to })).map(({ player_id: _, ...record }) => record);
  }

  /**
   * Bets between two instants, newest first (500 at most), with whose they are: one player's (their records)
   * or, for staff, any player's, event's or market's; `settled` keeps only bets whose market has (or has not)
   * been settled.
   */
  async search(filter: RecordFilter): Promise<(ExchangeRecord & { player_id: string })[]> {
    const where = (t: string) => {
      const params: unknown[] = [filter.from, filter.to];
      const conditions = [`${t}.created_at >= $1`, `${t}.created_at < $2`];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        conditions.push(sql.replace('?', `$${params.length}`));
      };
      if (filter.playerId !== undefined) add(`${t}.player_id = ?`, filter.playerId);
      if (filter.eventId !== undefined) add(`${t}.event_id = ?`, filter.eventId);
      if (filter.marketId !== undefined) add(`${t}.market_id = ?`, filter.marketId);
      if (filter.settled !== undefined) conditions.push(filter.settled ? `r.settled_version > 0` : `coalesce(r.settled_version, 0) = 0`);
      return { sql: conditions.join(' AND '), params };
    };
    const orders = where('o');
    const { rows } = await this.pool.query<RecordRow>(
      `SELECT o.order_id, o.player_id, o.event_id, o.market_id, o.selection_id, o.side, o.price_h, o.stake::text, o.matched::text,
              o.matched_value::text, o.status, o.created_at, r.outcome, r.winners, (r.settled_version > 0) AS settled, r.settled_at,
              e.name AS event_name, r.runners
         FROM exchange_orders o
         LEFT JOIN exchange_market_results r ON r.market_id = o.market_id
         LEFT JOIN exchange_event_results e ON e.event_id = o.event_id
        WHERE ${orders.sql}
        ORDER BY o.created_at DESC, o.seq DESC LIMIT 500`,
      orders.params,
    );
    const bets = where('b');
    const fancy = await this.pool.query<FancyRecordRow>(
      `SELECT b.bet_id, b.player_id, b.event_id, b.market_id, b.title, b.side, b.tab, b.line, b.rate, b.stake::text, b.created_at, r.outcome,
              r.winners, (r.settled_version > 0) AS settled, r.settled_at, e.name AS event_name
         FROM exchange_fancy_bets b
         LEFT JOIN exchange_market_results r ON r.market_id = b.market_id
         LEFT JOIN exchange_event_results e ON e.event_id = b.event_id
        WHERE ${bets.sql}
        ORDER BY b.created_at DESC, b.seq DESC LIMIT 500`,
      bets.params,
    );
    return [
      ...rows.map((r) => ({ ...this.toRecord(r), player_id: r.player_id })),
      ...fancy.rows.map((r) => ({ ...this.toFancyRecord(r), player_id: r.player_id })),
    ]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 500);
  }

  /** A fancy bet as a record: the line's title as the selection, Yes / No, the line as `run`, its own result once the line settled. */
  private toFancyRecord(r: FancyRecordRow): ExchangeRecord {
    const bet = { side: r.side, tab: r.tab, line: r.line, rate: r.rate, stake: BigInt(r.stake) };
    const { profit, liability } = fancyProfitAndLiability(r.rate, bet.stake);
    const settled = r.settled && r.outcome !== null;
    const result: FancyResult | null = settled
      ? fancyResultOf(r.outcome === 'void' ? { kind: 'void' } : { kind: 'winners', winners: r.winners ?? [] })
      : null;
    const net = result ? fancyBetResult(bet, result) : 0n;
    return {
      transaction_id: r.bet_id,
      event_id: r.event_id,
      event_name: this.snapshots.event(r.event_id)?.name ?? r.event_name ?? r.event_id,
      market_id: r.market_id,
      market_name: 'Fancy',
      selection_id: r.line,
      selection_name: r.title,
      bet_type: r.side,
      odds: 1 + r.rate / 100,
      stake: formatMoney(bet.stake),
      matched: formatMoney(bet.stake),
      potential_profit: formatMoney(profit),
      potential_liability: formatMoney(liability),
      net_profit_loss: formatMoney(net),
      status: !result ? 'open' : result.kind === 'void' ? 'VOID' : net > 0n ? 'WON' : 'LOST',
      run: r.line,
      created_at: r.created_at.toISOString(),
      settled_at: settled ? (r.settled_at?.toISOString() ?? null) : null,
    };
  }

  private toRecord(r: RecordRow): ExchangeRecord {
    const matched = BigInt(r.matched);
    const stake = BigInt(r.stake);
    const bookmaker = r.market_id.startsWith('2.');
    const event = this.snapshots.event(r.event_id);
    // from memory while the feed reports the event, else the names kept with the market's result
    const runnerName =
      (bookmaker
        ? event?.bookmaker[r.market_id]?.runners.find((x) => x.selectionId === r.selection_id)?.runner
        : this.snapshots.market(r.market_id)?.runners.find((x) => x.selectionId === r.selection_id)?.SelectionName) ??
      r.runners?.find((x) => x.selectionId === r.selection_id)?.name;
    // what it could win / risk: its matched part once anything matched, else the whole stake
    const basis = matched > 0n ? matched : stake;
    const { profit, liability } = profitAndLiability(r.side, r.price_h, basis);
    const settled = r.settled && r.outcome !== null;
    const outcome: MarketOutcome | null = settled
      ? r.outcome === 'void'
        ? { kind: 'void' }
        : { kind: 'winners', winners: r.winners ?? [] }
      : null;
    const net = outcome
      ? orderResult(outcome, { side: r.side, selectionId: r.selection_id, matched, matchedValue: BigInt(r.matched_value) })
      : 0n;
    const status: ExchangeRecord['status'] = !outcome
      ? matched === 0n && r.status !== 'open'
        ? 'VOID'
        : 'open'
      : outcome.kind === 'void' || matched === 0n
        ? 'VOID'
        : net > 0n
          ? 'WON'
          : 'LOST';
    return {
      transaction_id: r.order_id,
      event_id: r.event_id,
      event_name: event?.name ?? r.event_name ?? r.event_id,
      market_id: r.market_id,
      market_name: bookmaker ? 'Bookmaker' : 'Match Odds',
      selection_id: r.selection_id,
      selection_name: runnerName ?? `#${r.selection_id}`,
      bet_type: r.side,
      odds: r.price_h / 100,
      stake: formatMoney(stake),
      matched: formatMoney(matched),
      potential_profit: formatMoney(profit),
      potential_liability: formatMoney(liability),
      net_profit_loss: formatMoney(net),
      status,
      run: null,
      created_at: r.created_at.toISOString(),
      settled_at: settled ? (r.settled_at?.toISOString() ?? null) : null,
    };
  }
}
