import type { EventDetail, ExchangeEventStatus, ExchangeSport, MarketStatus, MatchOddsMarket } from './exchange.js';

/**
 * What a trader has changed of an event on top of the feed (issue 17, back-office). The feed's own state
 * keeps arriving; these apply over it until the event leaves memory.
 */
export interface ExchangeTraderOverrides {
  /** Match odds and bookmaker markets a trader suspended (resume lifts it) or closed (final), by market id. */
  markets: Record<string, 'SUSPENDED' | 'CLOSED'>;
  /** A result a trader set: the winning runner of the match odds; the event is closed with it. */
  result: { winnerSelectionId: number; line: string } | null;
  /** Bookmaker prices (per 100) and stake limits a trader set, by market id. */
  bookmaker: Record<
    string,
    { minStake: string; maxStake: string; runners: { selectionId: number; backPrice: number; layPrice: number }[] }
  >;
  /** Fancy lines a trader priced or limited, by the line's id. */
  fancy: Record<string, { no: number; no_rate: number; yes: number; yes_rate: number; minStake: string; maxStake: string }>;
}

/** One row of GET /api/admin/exchange/events. */
export interface ExchangeTraderEvent {
  eventId: string;
  marketId: string;
  name: string;
  sport: ExchangeSport;
  competition: string;
  openDate: string;
  status: ExchangeEventStatus;
  inplay: boolean;
  /** The match odds market's status as players see it (after a trader's changes). */
  marketStatus: MarketStatus;
  /** Feed health: milliseconds since the feed last reported this event (null: not reported by this process's feed). */
  feedAgeMs: number | null;
  /** True when a trader has changed anything of the event. */
  overridden: boolean;
}

/** GET /api/admin/exchange/events?q&sport&status */
export interface ExchangeTraderEventList {
  events: ExchangeTraderEvent[];
  /** Matches beyond the first 200 are not listed. */
  total: number;
}

/** GET /api/admin/exchange/events/{eventId}: what players see, and what a trader changed. */
export interface ExchangeTraderEventView {
  event: EventDetail;
  matchOdds: MatchOddsMarket;
  feedAgeMs: number | null;
  overrides: ExchangeTraderOverrides;
}

/** What a trader's change answers: its message and the event after it. */
export interface ExchangeTraderChangeAnswer extends ExchangeTraderEventView {
  message: string;
}

/** Keep or lapse a market's unmatched orders (Betfair's "persistence", issue 18). */
export type ExchangePersistenceRule = 'keep' | 'lapse';

/** GET / PUT /api/admin/exchange/events/{eventId}/markets/{marketId}/persistence: a match odds market's persistence. */
export interface ExchangeMarketPersistenceView {
  marketId: string;
  /** When the market is suspended (a wicket, a goal, a trader). */
  onSuspend: ExchangePersistenceRule;
  /** When the market turns in play. */
  onInplay: ExchangePersistenceRule;
  /** false: the default (lapse on both), never set by a trader. */
  set: boolean;
  updatedAt: string | null;
  /** The change's answer (PUT only). */
  message?: string;
}
