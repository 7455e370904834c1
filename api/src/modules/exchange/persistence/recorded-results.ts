import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ExchangeSport, SportsEvent } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox } from '../../../platform/events/index.js';
import type { FeedEvent } from '../domain/feed-event.js';
import type { MarketOutcome } from '../domain/settlement/settle-market.js';
import { marketStream } from '../events/exchange-events.js';
import { MarketResultsRepository, type NewMarketResult } from './market-results.repository.js';

interface ResultRow {
  event_id: string;
  market_id: string;
  sport: ExchangeSport;
  name: string;
  competition: string;
  open_date: Date;
  result: string;
}

/** How far back the Result tab reaches into results kept from before this process started. */
const recentMs = 3 * 86_400_000;

/**
 * Results that outlive the process (table `exchange_event_results`): each event's end is written once when
 * the feed reports it closed (a second writer, or a second report, changes nothing), and the recent ones
 * are read once at start so the Result tab shows them even when the feed no longer does. A failed write is
 * kept and tried again with the next one; no poll ever reads the table.
 */
@Injectable()
export class RecordedResults {
  private readonly logger = new Logger(RecordedResults.name);
  private loaded: SportsEvent[] = [];
  private readonly unwritten = new Map<string, FeedEvent>();
  private writing?: Promise<void>;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MarketResultsRepository) private readonly marketResults: MarketResultsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  /** Reads the results of the last days (at start). */
  async load(nowMs: number): Promise<void> {
    const { rows } = await this.pool.query<ResultRow>(
      `SELECT event_id, market_id, sport, name, competition, open_date, result
         FROM exchange_event_results WHERE open_date >= $1 ORDER BY open_date DESC LIMIT 1000`,
      [new Date(nowMs - recentMs)],
    );
    this.loaded = rows.map(toSummary);
  }

  recent(sport: ExchangeSport): SportsEvent[] {
    return this.loaded.filter((e) => e.sport === sport);
  }

  /** Keeps a closed event's result; returns when it (and any earlier unwritten one) is written or failed. */
  record(event: FeedEvent): Promise<void> {
    if (event.status !== 'closed' || event.result === null) return Promise.resolve();
    this.unwritten.set(event.eventId, event);
    this.writing ??= this.flush().finally(() => (this.writing = undefined));
    return this.writing;
  }

  private async flush(): Promise<void> {
    while (this.unwritten.size > 0) {
      const batch = [...this.unwritten.values()];
      try {
        await inTransaction(this.pool, async (db) => {
          await db.query(
            `INSERT INTO exchange_event_results (event_id, market_id, sport, name, competition, open_date, result, winner_selection_id, score)
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(event_id text, market_id text, sport text, name text, competition text,
                  open_date timestamptz, result text, winner_selection_id integer, score jsonb)
           ON CONFLICT (event_id) DO NOTHING`,
            [JSON.stringify(batch.map(toRow))],
          );
          // The match odds and bookmaker markets' results, announced once (the settle job starts from it) in the same transaction.
          const recorded = await this.marketResults.recordNew(db, batch.flatMap(marketResultsOf));
          await this.outbox.append(
            db,
            recorded.map((r) => ({
              type: 'exchange.market-resulted' as const,
              streamId: marketStream(r.marketId),
              data: {
                marketId: r.marketId,
                eventId: r.eventId,
                version: r.version,
                outcome: r.outcome.kind,
                winners: r.outcome.kind === 'void' ? [] : [...r.outcome.winners],
                source: r.source,
              },
              meta: { actor: { kind: 'system', id: 'exchange.results' }, correlationId: `result-${r.marketId}` },
            })),
          );
        });
        for (const event of batch) if (this.unwritten.get(event.eventId) === event) this.unwritten.delete(event.eventId);
      } catch (error) {
        // Kept for the next result's write: the feed restates closed events only once.
        this.logger.warn(`exchange results not written yet (${batch.length}): ${(error as Error).message}`);
        return;
      }
    }
  }
}

function toRow(event: FeedEvent) {
  const winner = event.matchOdds.runners.find((r) => r.status === 'WINNER');
  return {
    event_id: event.eventId,
    market_id: event.matchOdds.marketId,
    sport: event.sport,
    name: event.name,
    competition: event.competition,
    open_date: new Date(event.openDateMs).toISOString(),
    result: event.result,
    winner_selection_id: winner?.selectionId ?? null,
    score: event.score,
  };
}

/**
 * How an event's match odds ended: its WINNER runners; a cricket match closed with none is a tie, which
 * match odds settle as a dead heat between both sides (as Betfair does where no super over decides);
 * anything else closed without a winner (abandoned) is void.
 */
export function matchOddsOutcome(event: FeedEvent): MarketOutcome {
  const runners = event.matchOdds.runners;
  const winners = runners.filter((r) => r.status === 'WINNER').map((r) => r.selectionId);
  if (winners.length > 0) return { kind: 'winners', winners };
  if (event.sport === 'cricket' && runners.length > 0) return { kind: 'winners', winners: runners.map((r) => r.selectionId) };
  return { kind: 'void' };
}

/** The results an event's end gives its markets: match odds, and each bookmaker market (the same runners). */
function marketResultsOf(event: FeedEvent): NewMarketResult[] {
  const outcome = matchOddsOutcome(event);
  const of = (
    marketId: string,
    marketKind: NewMarketResult['marketKind'],
    result: MarketOutcome,
    runners: { selectionId: number; name: string }[],
  ): NewMarketResult => ({ marketId, eventId: event.eventId, marketKind, outcome: result, source: 'feed', runners });
  // a tie voids bookmaker bets (the bookmaker's rule), where match odds settle it as a dead heat
  const tied = !event.matchOdds.runners.some((r) => r.status === 'WINNER');
  return [
    of(
      event.matchOdds.marketId,
      'match_odds',
      outcome,
      event.matchOdds.runners.map((r) => ({ selectionId: r.selectionId, name: r.name })),
    ),
    ...event.bookmaker.map((m) =>
      of(
        m.marketId,
        'bookmaker',
        tied ? { kind: 'void' } : outcome,
        m.runners.map((r) => ({ selectionId: r.selectionId, name: r.runner })),
      ),
    ),
  ];
}

function toSummary(row: ResultRow): SportsEvent {
  return {
    MarketId: row.market_id,
    EventId: row.event_id,
    Event: row.name,
    Fancy: false,
    Bookmaker: row.sport === 'cricket',
    sport: row.sport,
    competition: row.competition,
    openDate: row.open_date.toISOString(),
    status: 'closed',
    inplay: false,
    scoreLine: '',
    result: row.result,
  };
}
