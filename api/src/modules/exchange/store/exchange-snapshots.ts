import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { BookmakerMarket, EventDetail, FancyBet, MatchOddsMarket, SportsEvent } from '@khela/contracts';
import { Clock } from '../../../platform/clock/clock.js';
import type { FeedEvent } from '../domain/feed-event.js';

/** A body ready to send: the JSON text and its ETag, made once per change, not once per poll. */
export interface ServedBody {
  body: string;
  etag: string;
}

interface EventEntry {
  feed: FeedEvent;
  /** JSON of the feed's state, to tell a change from a repeat. */
  feedJson: string;
  detail: EventDetail;
  market: MatchOddsMarket;
  marketJson: string;
  summary: SportsEvent;
  detailBody?: ServedBody;
  marketBody?: ServedBody;
  /** Each sub-market's JSON and version, so a fancy line's version moves only when that line changes. */
  versions: Map<string, { json: string; version: number }>;
}

export type SnapshotListener = (change: { eventId: string; marketChanged: boolean }) => void;

/**
 * The latest state of every exchange event and market, in memory, numbered: an event's `seq` rises with
 * any change in it, a market's `version` with a change in that market. Polls read from here (bodies and
 * ETags are built once per change), sockets get their snapshots and updates from here; nothing here
 * touches the database. One store per process, fed by the feed port.
 */
@Injectable()
export class ExchangeSnapshots {
  private readonly events = new Map<string, EventEntry>();
  private readonly eventOfMarket = new Map<string, string>();
  private readonly listeners = new Set<SnapshotListener>();
  /** Tells this process's ETags from another's (or an earlier boot's), whose sequence numbers were different. */
  private readonly etagSalt = randomBytes(4).toString('hex');

  constructor(@Inject(Clock) private readonly clock: Clock) {}

  /** Takes a feed's report (the sink of ExchangeFeed): stores and numbers what changed, then tells listeners. */
  apply(changed: readonly FeedEvent[]): void {
    const notices: { eventId: string; marketChanged: boolean }[] = [];
    for (const feed of changed) {
      const feedJson = JSON.stringify(feed);
      const previous = this.events.get(feed.eventId);
      if (previous?.feedJson === feedJson) continue;
      const versions = previous?.versions ?? new Map<string, { json: string; version: number }>();
      const versionOf = (key: string, value: unknown): number => {
        const json = JSON.stringify(value);
        const known = versions.get(key);
        if (known?.json === json) return known.version;
        const version = (known?.version ?? 0) + 1;
        versions.set(key, { json, version });
        return version;
      };
      const marketVersion = versionOf(`mo:${feed.matchOdds.marketId}`, feed.matchOdds);
      const marketChanged = previous?.market.version !== marketVersion;
      const seq = (previous?.detail.seq ?? 0) + 1;
      const updatedAt = this.clock.now().toISOString();
      const market: MatchOddsMarket = marketChanged || !previous ? toMarket(feed, marketVersion, updatedAt) : previous.market;
      const entry: EventEntry = {
        feed,
        feedJson,
        detail: toDetail(feed, seq, versionOf),
        market,
        marketJson: JSON.stringify(market),
        summary: toSummary(feed),
        versions,
      };
      this.events.set(feed.eventId, entry);
      this.eventOfMarket.set(feed.matchOdds.marketId, feed.eventId);
      notices.push({ eventId: feed.eventId, marketChanged });
    }
    for (const notice of notices) for (const listener of this.listeners) listener(notice);
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: SnapshotListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets events that opened before `cutoffMs` and are over (the feed no longer reports them). */
  prune(cutoffMs: number): void {
    for (const [id, entry] of this.events) {
      if (entry.feed.status === 'closed' && entry.feed.openDateMs < cutoffMs) {
        this.events.delete(id);
        this.eventOfMarket.delete(entry.feed.matchOdds.marketId);
      }
    }
  }

  event(eventId: string): EventDetail | undefined {
    return this.events.get(eventId)?.detail;
  }

  market(marketId: string): MatchOddsMarket | undefined {
    const eventId = this.eventOfMarket.get(marketId);
    return eventId === undefined ? undefined : this.events.get(eventId)?.market;
  }

  /** `GET /api/event/{id}`'s body, serialised once per change of the event. */
  eventBody(eventId: string): ServedBody | undefined {
    const entry = this.events.get(eventId);
    if (!entry) return undefined;
    entry.detailBody ??= {
      body: JSON.stringify({ data: { items: { [eventId]: entry.detail } } }),
      etag: `W/"e${eventId}-${entry.detail.seq}-${this.etagSalt}"`,
    };
    return entry.detailBody;
  }

  /** `GET /api/match-odds/{id}`'s body (an array of one market), serialised once per change of the market. */
  marketBody(marketId: string): ServedBody | undefined {
    const eventId = this.eventOfMarket.get(marketId);
    const entry = eventId === undefined ? undefined : this.events.get(eventId);
    if (!entry) return undefined;
    entry.marketBody ??= { body: `[${entry.marketJson}]`, etag: `W/"m${marketId}-${entry.market.version}-${this.etagSalt}"` };
    return entry.marketBody;
  }

  /** Every event's list row, soonest first. */
  summaries(): SportsEvent[] {
    return [...this.events.values()]
      .map((e) => e.summary)
      .sort((a, b) => a.openDate.localeCompare(b.openDate) || a.EventId.localeCompare(b.EventId));
  }
}

function toMarket(feed: FeedEvent, version: number, lastUpdated: string): MatchOddsMarket {
  const odds = feed.matchOdds;
  return {
    marketId: odds.marketId,
    eventId: feed.eventId,
    marketName: 'Match Odds',
    status: odds.status,
    inplay: odds.inplay,
    betDelay: odds.betDelay,
    version,
    totalMatched: odds.totalMatched,
    lastUpdated,
    runners: odds.runners.map((r) => ({
      selectionId: r.selectionId,
      SelectionName: r.name,
      status: r.status,
      lastPriceTraded: r.lastPriceTraded,
      ex: { availableToBack: r.back, availableToLay: r.lay },
    })),
  };
}

function toDetail(feed: FeedEvent, seq: number, versionOf: (key: string, value: unknown) => number): EventDetail {
  const bookmaker: Record<string, BookmakerMarket> = {};
  for (const market of feed.bookmaker) bookmaker[market.marketId] = { ...market, version: versionOf(`bm:${market.marketId}`, market) };
  const fancy2: FancyBet[] = feed.fancy.map((f) => ({ ...f, version: versionOf(`f:${f.id}`, f) }));
  return {
    eventId: feed.eventId,
    name: feed.name,
    sport: feed.sport,
    competition: feed.competition,
    openDate: new Date(feed.openDateMs).toISOString(),
    status: feed.status,
    inplay: feed.inplay,
    matchOddsMarketId: feed.matchOdds.marketId,
    seq,
    score: feed.score,
    fancy2,
    bookmaker,
    result: feed.result,
  };
}

function toSummary(feed: FeedEvent): SportsEvent {
  return {
    MarketId: feed.matchOdds.marketId,
    EventId: feed.eventId,
    Event: feed.name,
    Fancy: feed.fancy.length > 0 || (feed.sport === 'cricket' && feed.status !== 'closed'),
    Bookmaker: feed.bookmaker.length > 0,
    sport: feed.sport,
    competition: feed.competition,
    openDate: new Date(feed.openDateMs).toISOString(),
    status: feed.status,
    inplay: feed.inplay,
    scoreLine: scoreLine(feed),
    result: feed.result,
  };
}

/** One line of score for the lists ("Dhaka Dynamites 145/3 (17.2)", "2-1 67'", "6-4 3-2"). */
function scoreLine(feed: FeedEvent): string {
  const score = feed.score;
  if (feed.status === 'upcoming') return '';
  if (score.kind === 'cricket') {
    const inn = score.innings[score.current] ?? score.innings[score.innings.length - 1];
    return inn ? `${inn.team} ${inn.runs}/${inn.wickets} (${Math.floor(inn.balls / 6)}.${inn.balls % 6})` : '';
  }
  if (score.kind === 'soccer') return `${score.goals[0]}-${score.goals[1]}${score.phase === 'finished' ? '' : ` ${score.minute}'`}`;
  return score.sets.map(([a, b]) => `${a}-${b}`).join(' ');
}
