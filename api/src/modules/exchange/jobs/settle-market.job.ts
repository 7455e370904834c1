import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { SettleMarket, SettlementRefused } from '../commands/settle-market/settle-market.js';
import { MarketResultsRepository } from '../persistence/market-results.repository.js';

/**
 * The settle job (started by `exchange.market-resulted` through the `exchange.settle-on-result` reactor,
 * job id per market and result version). It settles the market's latest version; a rerun, or the job of an
 * older version, finds it settled and moves nothing. A wallet refusal (not a main too short for a
 * resettlement: that is taken as far as main goes and the rest recorded as owed) is kept on the result row
 * for traders to see and the job fails, to be retried by BullMQ.
 */
@Injectable()
export class SettleMarketJob {
  private readonly logger = new Logger(SettleMarketJob.name);

  constructor(
    @Inject(SettleMarket) private readonly settlement: SettleMarket,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  @OnJob('exchange.settle-market')
  async run(data: JobPayloads['exchange.settle-market']): Promise<{ settled: boolean; version?: number; players?: number }> {
    try {
      const outcome = await this.settlement.settle(data.marketId);
      if (!outcome.settled) return { settled: false };
      this.logger.log(`market ${data.marketId} settled at v${outcome.version}: ${outcome.players} players, house ${outcome.housePnl}`);
      return { settled: true, version: outcome.version, players: outcome.players };
    } catch (error) {
      if (error instanceof SettlementRefused) await this.results.markFailed(this.pool, data.marketId, data.version, error.message);
      throw error;
    }
  }
}
