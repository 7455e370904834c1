import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type ExchangeSettlementView } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { Db } from '../../../../platform/database/transaction.js';
import { MarketResultsRepository } from '../../persistence/market-results.repository.js';

/** A market's result, settlement state and every player's settled P&L (traders' view). */
@Injectable()
export class MarketSettlement {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
  ) {}

  async view(marketId: string, db: Db = this.pool): Promise<ExchangeSettlementView | undefined> {
    const result = await this.results.byMarket(marketId, db);
    if (!result) return undefined;
    const { rows } = await db.query<{ player_id: string; pnl: string; commission: string; version: number; settled_at: Date }>(
      `SELECT player_id, pnl::text, commission::text, version, settled_at FROM exchange_settlements WHERE market_id = $1 ORDER BY pnl DESC, player_id LIMIT 1000`,
      [marketId],
    );
    return {
      marketId,
      eventId: result.eventId,
      marketKind: result.marketKind,
      outcome: result.outcome.kind,
      winners: result.outcome.kind === 'void' ? [] : [...result.outcome.winners],
      source: result.source,
      reason: result.reason,
      version: result.version,
      settledVersion: result.settledVersion,
      settledAt: result.settledAt?.toISOString() ?? null,
      housePnl: result.housePnl === null ? null : formatMoney(result.housePnl),
      commission: result.commission === null ? null : formatMoney(result.commission),
      settleError: result.settleError,
      players: rows.map((r) => ({
        playerId: r.player_id,
        pnl: formatMoney(BigInt(r.pnl)),
        commission: formatMoney(BigInt(r.commission)),
        version: r.version,
        settledAt: r.settled_at.toISOString(),
      })),
    };
  }
}
