import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeEventStatus, ExchangeSport, ExchangeTraderEventList, ExchangeTraderEventView } from '@khela/contracts';
import { hasOverrides } from '../../domain/trader-overrides.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { TraderDesk } from '../../store/trader-desk.js';

/** Rows a list answers at most (a day holds about 100 events a sport). */
const maxRows = 200;

export interface TraderEventFilter {
  q?: string;
  sport?: ExchangeSport;
  status?: ExchangeEventStatus;
}

/** What traders read: events as players see them, from memory, with feed health and what traders changed. */
@Injectable()
export class TraderEvents {
  constructor(
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(TraderDesk) private readonly desk: TraderDesk,
  ) {}

  /** Events matching the filter (name, competition or id containing `q`), in play first, then soonest first. */
  list(filter: TraderEventFilter): ExchangeTraderEventList {
    const q = filter.q?.trim().toLowerCase();
    const rank = { inplay: 0, upcoming: 1, closed: 2 } as const;
    const matching = this.snapshots
      .summaries()
      .filter((e) => (!filter.sport || e.sport === filter.sport) && (!filter.status || e.status === filter.status))
      .filter((e) => !q || e.Event.toLowerCase().includes(q) || e.competition.toLowerCase().includes(q) || e.EventId.includes(q))
      .sort((a, b) => rank[a.status] - rank[b.status]);
    return {
      total: matching.length,
      events: matching.slice(0, maxRows).map((e) => ({
        eventId: e.EventId,
        marketId: e.MarketId,
        name: e.Event,
        sport: e.sport,
        competition: e.competition,
        openDate: e.openDate,
        status: e.status,
        inplay: e.inplay,
        marketStatus: this.snapshots.market(e.MarketId)?.status ?? 'CLOSED',
        feedAgeMs: this.desk.feedAgeMs(e.EventId),
        overridden: hasOverrides(this.desk.overridesOf(e.EventId)),
      })),
    };
  }

  view(eventId: string): ExchangeTraderEventView | undefined {
    const event = this.snapshots.event(eventId);
    const matchOdds = event && this.snapshots.market(event.matchOddsMarketId);
    if (!event || !matchOdds) return undefined;
    return { event, matchOdds, feedAgeMs: this.desk.feedAgeMs(eventId), overrides: this.desk.overridesOf(eventId) };
  }
}
