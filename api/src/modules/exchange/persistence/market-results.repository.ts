import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import type { Db } from '../../../platform/database/transaction.js';
import type { MarketOutcome, PreviousSettlement } from '../domain/settlement/settle-market.js';

export type MarketKind = 'match_odds' | 'bookmaker' | 'fancy';

/** How a market ended, as stored (migration 1795530000000). */
export interface MarketResult {
  marketId: string;
  eventId: string;
  marketKind: MarketKind;
  outcome: MarketOutcome;
  version: number;
  source: 'feed' | 'trader';
  settledVersion: number;
  settledAt: Date | null;
  housePnl: bigint | null;
  commission: bigint | null;
  settleError: string | null;
  reason: string | null;
}

/** A result to record for the first time (the feed's, or a trader's on a market without one). */
export interface NewMarketResult {
  marketId: string;
  eventId: string;
  marketKind: MarketKind;
  outcome: MarketOutcome;
  source: 'feed' | 'trader';
  decidedBy?: string;
  reason?: string;
  /** The market's runners' names, kept for records after the event leaves memory. */
  runners?: { selectionId: number; name: string }[];
}

interface ResultRow {
  market_id: string;
  event_id: string;
  market_kind: MarketKind;
  outcome: 'winners' | 'void';
  winners: number[];
  version: number;
  source: 'feed' | 'trader';
  settled_version: number;
  settled_at: Date | null;
  house_pnl: string | null;
  commission: string | null;
  settle_error: string | null;
  reason: string | null;
}

const toResult = (r: ResultRow): MarketResult => ({
  marketId: r.market_id,
  eventId: r.event_id,
  marketKind: r.market_kind,
  outcome: r.outcome === 'void' ? { kind: 'void' } : { kind: 'winners', winners: r.winners },
  version: r.version,
  source: r.source,
  settledVersion: r.settled_version,
  settledAt: r.settled_at,
  housePnl: r.house_pnl === null ? null : BigInt(r.house_pnl),
  commission: r.commission === null ? null : BigInt(r.commission),
  settleError: r.settle_error,
  reason: r.reason,
});

const winnersOf = (outcome: MarketOutcome) => (outcome.kind === 'void' ? [] : [...new Set(outcome.winners)].sort((a, b) => a - b));

/**
 * Markets' results and players' settlements (tables exchange_market_results, exchange_settlements). Every
 * write runs in the caller's transaction, with the outbox event that announces it.
 */
@Injectable()
export class MarketResultsRepository {
  /** Records results not recorded yet; answers those it inserted (a second writer, or a repeat, inserts nothing). */
  async recordNew(db: Db, results: readonly NewMarketResult[]): Promise<MarketResult[]> {
    if (results.length === 0) return [];
    const { rows } = await db.query<ResultRow>(
      `INSERT INTO exchange_market_results (market_id, event_id, market_kind, outcome, winners, source, decided_by, reason, runners)
       SELECT r.market_id, r.event_id, r.market_kind, r.outcome, ARRAY(SELECT jsonb_array_elements_text(r.winners)::int), r.source, r.decided_by, r.reason,
              r.runners
         FROM jsonb_to_recordset($1::jsonb) AS r(market_id text, event_id text, market_kind text, outcome text, winners jsonb, source text,
              decided_by text, reason text, runners jsonb)
       ON CONFLICT (market_id) DO NOTHING
       RETURNING *`,
      [
        JSON.stringify(
          results.map((r) => ({
            market_id: r.marketId,
            event_id: r.eventId,
            market_kind: r.marketKind,
            outcome: r.outcome.kind,
            winners: winnersOf(r.outcome),
            source: r.source,
            decided_by: r.decidedBy ?? null,
            reason: r.reason ?? null,
            runners: r.runners ?? [],
          })),
        ),
      ],
    );
    return rows.map(toResult);
  }

  /** A trader's correction (or void): a new version of the result. */
  async correct(tx: PoolClient, marketId: string, outcome: MarketOutcome, decidedBy: string, reason: string): Promise<MarketResult> {
    const { rows } = await tx.query<ResultRow>(
      `UPDATE exchange_market_results SET outcome = $2, winners = $3, version = version + 1, source = 'trader', decided_by = $4,
         reason = $5, settle_error = NULL, updated_at = now()
       WHERE market_id = $1 RETURNING *`,
      [marketId, outcome.kind, winnersOf(outcome), decidedBy, reason],
    );
    return toResult(rows[0]!);
  }

  async byMarket(marketId: string, db: Db, lock = false): Promise<MarketResult | undefined> {
    const { rows } = await db.query<ResultRow>(`SELECT * FROM exchange_market_results WHERE market_id = $1${lock ? ' FOR UPDATE' : ''}`, [
      marketId,
    ]);
    return rows[0] && toResult(rows[0]);
  }

  /** Results whose latest version has not been settled (a job lost with Redis, say), oldest first. */
  async unsettled(db: Db, limit = 100): Promise<{ marketId: string; version: number }[]> {
    const { rows } = await db.query<{ market_id: string; version: number }>(
      `SELECT market_id, version FROM exchange_market_results WHERE settled_version < version ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ marketId: r.market_id, version: r.version }));
  }

  async markSettled(tx: PoolClient, marketId: string, version: number, commissionBp: number, housePnl: bigint, commission: bigint) {
    await tx.query(
      `UPDATE exchange_market_results SET settled_version = $2, settled_at = now(), commission_bp = $3, house_pnl = $4, commission = $5,
         settle_error = NULL WHERE market_id = $1`,
      [marketId, version, commissionBp, housePnl.toString(), commission.toString()],
    );
  }

  async markFailed(db: Db, marketId: string, version: number, error: string): Promise<void> {
    await db.query(`UPDATE exchange_market_results SET settle_error = $3 WHERE market_id = $1 AND version = $2`, [
      marketId,
      version,
      error.slice(0, 500),
    ]);
  }

  /** Each player's previous settlement of the market. */
  async previous(tx: PoolClient, marketId: string): Promise<Map<string, PreviousSettlement>> {
    const { rows } = await tx.query<{ player_id: string; pnl: string; commission: string }>(
      `SELECT player_id, pnl::text, commission::text FROM exchange_settlements WHERE market_id = $1`,
      [marketId],
    );
    return new Map(rows.map((r) => [r.player_id, { pnl: BigInt(r.pnl), commission: BigInt(r.commission) }]));
  }

  async saveSettlement(
    tx: PoolClient,
    row: { marketId: string; eventId: string; playerId: string; version: number; pnl: bigint; commission: bigint; released: bigint },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO exchange_settlements (market_id, player_id, event_id, version, pnl, commission, released)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (market_id, player_id) DO UPDATE SET version = EXCLUDED.version, pnl = EXCLUDED.pnl, commission = EXCLUDED.commission,
         released = exchange_settlements.released + EXCLUDED.released, settled_at = now()`,
      [row.marketId, row.playerId, row.eventId, row.version, row.pnl.toString(), row.commission.toString(), row.released.toString()],
    );
  }
}
