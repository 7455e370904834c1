import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox } from '../../../platform/events/index.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { marketStream } from '../events/exchange-events.js';
import { MarketResultsRepository } from '../persistence/market-results.repository.js';
import { OrderBookRepository } from '../persistence/order-book.repository.js';

/**
 * Every minute: a fancy line players bet on that still has no result when its event ended (its end recorded in
 * `exchange_event_results`) more than `EXCHANGE_FANCY_VOID_GRACE_MINUTES` ago is voided, as a trader's void is:
 * a void result (source feed, decided by this job) and `exchange.market-resulted` in one transaction under the
 * line's lock, so the settle job returns every stake through the same void path and players are told as for any
 * void. The end and the grace are both on the database's clock (the end is its `recorded_at`). A result recorded meanwhile (a trader's, the feed's) makes the insert do nothing: it stands.
 */
@Injectable()
export class VoidUnresultedFancyJob {
  private readonly logger = new Logger(VoidUnresultedFancyJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnJob('exchange.void-unresulted-fancy', { schedule: { everyMs: 60_000 } })
  async run(data: JobPayloads['exchange.void-unresulted-fancy'] = {}): Promise<{ voided: number }> {
    const graceMinutes = data.graceMinutes ?? this.config.EXCHANGE_FANCY_VOID_GRACE_MINUTES;
    const { rows } = await this.pool.query<{ market_id: string; event_id: string }>(
      `SELECT DISTINCT b.market_id, b.event_id
         FROM exchange_fancy_bets b
         JOIN exchange_event_results e ON e.event_id = b.event_id AND e.recorded_at < now() - make_interval(mins => $1)
        WHERE NOT EXISTS (SELECT 1 FROM exchange_market_results r WHERE r.market_id = b.market_id)
        ORDER BY b.market_id LIMIT 200`,
      [graceMinutes],
    );
    let voided = 0;
    for (const line of rows) {
      await inTransaction(this.pool, async (db) => {
        await this.book.lockMarket(db, line.market_id);
        const [recorded] = await this.results.recordNew(db, [
          {
            marketId: line.market_id,
            eventId: line.event_id,
            marketKind: 'fancy',
            outcome: { kind: 'void' },
            source: 'feed',
            decidedBy: 'exchange.void-unresulted-fancy',
            reason: 'No result when the event ended: void, every stake returned.',
            runners: [],
          },
        ]);
        if (!recorded) return;
        voided += 1;
        await this.outbox.append(db, [
          {
            type: 'exchange.market-resulted' as const,
            streamId: marketStream(line.market_id),
            data: {
              marketId: line.market_id,
              eventId: line.event_id,
              version: recorded.version,
              outcome: 'void',
              winners: [],
              source: 'feed' as const,
            },
            meta: { actor: { kind: 'system', id: 'exchange.void-unresulted-fancy' }, correlationId: `result-${line.market_id}` },
          },
        ]);
      });
    }
    if (voided) this.logger.log(`exchange: ${voided} fancy lines without a result voided after their event ended`);
    return { voided };
  }
}
