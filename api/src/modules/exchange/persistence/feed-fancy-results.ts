import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox } from '../../../platform/events/index.js';
import { fancyMarketId } from '../domain/fancy/fancy-bet.js';
import type { FeedEvent } from '../domain/feed-event.js';
import { marketStream } from '../events/exchange-events.js';
import { OrderBookRepository } from './order-book.repository.js';
import { MarketResultsRepository } from './market-results.repository.js';

interface Decided {
  eventId: string;
  fancyId: string;
  runs: number;
}

/**
 * Records the fancy results the feed reports, for lines players bet on, as a trader's entry is recorded:
 * a row of `exchange_market_results` (kind `fancy`, source `feed`) and `exchange.market-resulted` in one
 * transaction under the line's market lock, which starts the same settle job. Exactly once: the insert does
 * nothing when the line has a result already, so a trader's result entered first wins over the feed's (the
 * feed's is not a correction), and a trader's entry after the feed's is a correction (only the difference
 * moves). Lines nobody bet on are not recorded (the simulator decides hundreds a match; nothing to settle).
 * Each line is looked at once per process (remembered after its write committed); a failed write is tried
 * again with the next report, and every api process may try (the second finds the result there).
 */
@Injectable()
export class FeedFancyResults {
  private readonly logger = new Logger(FeedFancyResults.name);
  /** Lines already looked at, per event, with the event's start (to forget it with the event). */
  private readonly done = new Map<string, { openDateMs: number; ids: Set<string> }>();
  /** Decided lines not written yet, by fancy id (a Map: the first report after a start holds every line of three days). */
  private readonly pending = new Map<string, Decided>();
  private writing?: Promise<void>;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  /** Takes the newly decided lines of the feed's report; returns when they (and earlier ones) are written or failed. */
  record(changed: readonly FeedEvent[]): Promise<void> {
    for (const event of changed) {
      const seen = this.done.get(event.eventId)?.ids;
      for (const r of event.fancyResults ?? [])
        if (!seen?.has(r.id) && !this.pending.has(r.id)) this.pending.set(r.id, { eventId: event.eventId, fancyId: r.id, runs: r.runs });
      if (!this.done.has(event.eventId) && (event.fancyResults?.length ?? 0) > 0)
        this.done.set(event.eventId, { openDateMs: event.openDateMs, ids: new Set() });
    }
    if (this.pending.size === 0) return this.writing ?? Promise.resolve();
    this.writing ??= this.flush().finally(() => (this.writing = undefined));
    return this.writing;
  }

  /** Forgets events that started before the cutoff (as the store prunes them). */
  prune(cutoffMs: number): void {
    for (const [eventId, entry] of this.done) if (entry.openDateMs < cutoffMs) this.done.delete(eventId);
  }

  private async flush(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = new Map(this.pending);
      try {
        await inTransaction(this.pool, async (db) => {
          const { rows } = await db.query<{ fancy_id: string }>(
            // by market id: the bets' index (market_id, player_id) finds them, not a scan of every bet
            `SELECT DISTINCT fancy_id FROM exchange_fancy_bets WHERE market_id = ANY($1::text[]) ORDER BY fancy_id`,
            [[...batch.keys()].map(fancyMarketId)],
          );
          for (const { fancy_id } of rows) {
            const decided = batch.get(fancy_id)!;
            const marketId = fancyMarketId(fancy_id);
            // the lock bets and traders' entries take: no bet lands on the line while its result is written
            await this.book.lockMarket(db, marketId);
            const [recorded] = await this.results.recordNew(db, [
              {
                marketId,
                eventId: decided.eventId,
                marketKind: 'fancy',
                outcome: { kind: 'winners', winners: [decided.runs] },
                source: 'feed',
                runners: [],
              },
            ]);
            if (!recorded) continue; // a trader's result came first: it stands
            await this.outbox.append(db, [
              {
                type: 'exchange.market-resulted' as const,
                streamId: marketStream(marketId),
                data: {
                  marketId,
                  eventId: decided.eventId,
                  version: recorded.version,
                  outcome: recorded.outcome.kind,
                  winners: [decided.runs],
                  source: 'feed' as const,
                },
                meta: { actor: { kind: 'system', id: 'exchange.fancy-results' }, correlationId: `result-${marketId}` },
              },
            ]);
          }
        });
        for (const d of batch.values()) {
          this.pending.delete(d.fancyId);
          this.done.get(d.eventId)?.ids.add(d.fancyId);
        }
      } catch (error) {
        this.logger.warn(`exchange fancy results not written yet (${batch.size}): ${(error as Error).message}`);
        return;
      }
    }
  }
}
