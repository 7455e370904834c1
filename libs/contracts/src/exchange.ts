import type { ExchangeRecord } from './exchange-records.js';
/**
 * Exchange (issue 17): sports events, match odds, bookmaker and fancy markets, scoreboards, and their live
 * pushes on /player. Field names at this edge are the spec's (section 3 and 7: `SelectionName`,
 * `availableToBack`, `fancy2`, `no_rate`, `ball_running`, `MarketId`...), so a client written against the
 * spec's calls works. Prices are decimal odds (numbers, on the Betfair ladder); sizes are whole taka
 * amounts available at that price (numbers: display liquidity, not money anyone holds).
 */

/** The sports the exchange carries (spec 9: tagged Cricket, Soccer, Tennis). */
export const exchangeSports = ['cricket', 'soccer', 'tennis'] as const;
export type ExchangeSport = (typeof exchangeSports)[number];

/** Which list `GET /api/sports-events/{sport}?list=` answers: the tabs of /exchange-inplay. */
export const sportsEventLists = ['inplay', 'today', 'tomorrow', 'result'] as const;
export type SportsEventList = (typeof sportsEventLists)[number];

/** An event's life: scheduled, being played (in-play), or over (result known). */
export type ExchangeEventStatus = 'upcoming' | 'inplay' | 'closed';

/** Spec 3 "Sports event": one row of /exchange-inplay. */
export interface SportsEvent {
  /** The event's match odds market (the market /odds-view opens). */
  MarketId: string;
  EventId: string;
  /** Event name, e.g. "Dhaka Dynamites v Sylhet Strikers". */
  Event: string;
  /** The event has fancy (session) markets: the Fancy badge. */
  Fancy: boolean;
  /** The event has a bookmaker market: the BookMaker badge. */
  Bookmaker: boolean;
  sport: ExchangeSport;
  /** Competition, e.g. "Bangladesh Premier League". */
  competition: string;
  /** Scheduled start (ISO 8601); shown in Asia/Dhaka. */
  openDate: string;
  status: ExchangeEventStatus;
  /** Same as the match odds market's `inplay` (spec 4: an event is in play when its match odds market is). */
  inplay: boolean;
  /** A short live score line ("BD 145/3 (17.2)"), '' before the start. */
  scoreLine: string;
  /** Once closed: who won and how ("Dhaka Dynamites won by 12 runs"); null before. */
  result: string | null;
}

/** GET /api/sports-events/{cricket|soccer|tennis}?list=inplay|today|tomorrow|result (default inplay). */
export interface SportsEventsAnswer {
  events: SportsEvent[];
}

/** One price level of a runner's ladder. */
export interface PriceSize {
  price: number;
  size: number;
}

export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type RunnerStatus = 'ACTIVE' | 'WINNER' | 'LOSER';

/** A runner of the match odds market (spec 3: `SelectionName`, `ex.availableToBack` / `availableToLay`). */
export interface MatchOddsRunner {
  selectionId: number;
  SelectionName: string;
  status: RunnerStatus;
  /** Last traded price, null before any. */
  lastPriceTraded: number | null;
  ex: {
    /** Best first (highest back price), three levels. Empty when the market is suspended or closed. */
    availableToBack: PriceSize[];
    /** Best first (lowest lay price), three levels. */
    availableToLay: PriceSize[];
  };
}

/** The match odds market. `GET /api/match-odds/{marketId}` answers `[MatchOddsMarket]` (spec: array, first item used). */
export interface MatchOddsMarket {
  marketId: string;
  eventId: string;
  marketName: string;
  status: MarketStatus;
  inplay: boolean;
  /** Seconds an in-play bet waits before it is matched (0 before the start). */
  betDelay: number;
  /** Increases with every change of this market; the socket pushes carry it as `seq`. */
  version: number;
  totalMatched: number;
  /** ISO 8601 time of the last change. */
  lastUpdated: string;
  runners: MatchOddsRunner[];
}

export type MatchOddsAnswer = MatchOddsMarket[];

/** Spec 3 "Bookmaker runner": house prices shown per 100 (a back of 45 pays 45 per 100 staked). */
export interface BookmakerRunner {
  selectionId: number;
  runner: string;
  /** Per-100 price, 0 when suspended. */
  backPrice: number;
  layPrice: number;
  /** 1 while this runner (or the whole market) is suspended, else 0. */
  suspended: 0 | 1;
  /** 1 while a ball is being bowled (cricket): no bets until it is over. */
  ball_running: 0 | 1;
}

export interface BookmakerMarket {
  marketId: string;
  name: string;
  /** Stake limits in taka, as decimal strings with two places. */
  minStake: string;
  maxStake: string;
  version: number;
  runners: BookmakerRunner[];
}

/** The tabs of the Fancy table on /odds-view ('All' is every tab together). */
export const fancyTabs = ['fancy', 'ballbyball', 'khadda', 'lottery', 'oddeven'] as const;
export type FancyTab = (typeof fancyTabs)[number];

/**
 * Spec 3 "Fancy bet": a session market. `no` / `yes` are run lines (No wins under `no`, Yes wins at or
 * over `yes`); the rates are per 100 (100 = evens, 90 = pays 90 per 100).
 */
export interface FancyBet {
  id: string;
  title: string;
  tab: FancyTab;
  no: number;
  no_rate: number;
  yes: number;
  yes_rate: number;
  suspended: 0 | 1;
  ball_running: 0 | 1;
  minStake: string;
  maxStake: string;
  version: number;
}

/** One innings of a cricket scoreboard. */
export interface CricketInnings {
  team: string;
  runs: number;
  wickets: number;
  /** Legal balls bowled; overs shown as `Math.floor(balls / 6)`.`balls % 6`. */
  balls: number;
}

export interface CricketScore {
  kind: 'cricket';
  format: 'T20' | 'ODI';
  teams: [string, string];
  innings: CricketInnings[];
  /** Index into `innings` of the innings being played, -1 before the start. */
  current: number;
  /** Runs the side batting second needs to win, null in the first innings. */
  target: number | null;
  /** The last balls, oldest first: '0'..'6', 'W' (wicket), 'wd' (wide). At most 12. */
  recentBalls: string[];
  /** What happens now: 'ball_running' while a ball is bowled, else 'between_balls'; 'innings_break'; 'over'. */
  phase: 'not_started' | 'ball_running' | 'between_balls' | 'innings_break' | 'finished';
  /** "Sylhet Strikers need 34 runs from 20 balls", the result once finished, '' before the start. */
  summary: string;
}

export interface SoccerScore {
  kind: 'soccer';
  teams: [string, string];
  goals: [number, number];
  /** Minute of play (0..90 and stoppage time), 0 before the start. */
  minute: number;
  phase: 'not_started' | 'first_half' | 'half_time' | 'second_half' | 'finished';
  summary: string;
}

export interface TennisScore {
  kind: 'tennis';
  players: [string, string];
  /** Games per set, one pair per set started. */
  sets: [number, number][];
  /** The current game's points as shown: '0', '15', '30', '40', 'AD'. */
  points: [string, string];
  /** 0 or 1: who serves. */
  server: 0 | 1;
  phase: 'not_started' | 'playing' | 'finished';
  summary: string;
}

export type ExchangeScore = CricketScore | SoccerScore | TennisScore;

/** Event detail, as `data.items[eventId]` of `GET /api/event/{eventId}` (spec 3: fancy2 and bookmaker). */
export interface EventDetail {
  eventId: string;
  name: string;
  sport: ExchangeSport;
  competition: string;
  openDate: string;
  status: ExchangeEventStatus;
  inplay: boolean;
  matchOddsMarketId: string;
  /** Increases with every change of anything in this event; the socket pushes carry it as `seq`. */
  seq: number;
  score: ExchangeScore;
  /** Fancy (session) markets, cricket only; [] when none: the page says 'No fancy bets available'. */
  fancy2: FancyBet[];
  /** Bookmaker markets keyed by market id ({} when none). */
  bookmaker: Record<string, BookmakerMarket>;
  result: string | null;
}

/** GET /api/event/{eventId} (polled every 300 ms; ETag, 304 when unchanged). */
export interface EventDetailAnswer {
  data: { items: Record<string, EventDetail> };
}

/** One sport of the exchange hub. */
export interface ExchangeHubSport {
  sport: ExchangeSport;
  inplay: SportsEvent[];
  /** Today's and tomorrow's events not yet started, soonest first. */
  upcoming: SportsEvent[];
}

/**
 * GET /api/exchange-hub (bearer): what the exchange home (/exchange) shows, per sport; with `?records=today|
 * yesterday|last7` also the caller's exchange bets placed in those Dhaka days (newest first, 500 at most).
 */
export interface ExchangeHubAnswer {
  data: { sports: ExchangeHubSport[]; serverTime: string; records?: ExchangeRecord[] };
}

/**
 * Rooms on /player (anonymous sockets may join): `market:<marketId>` pushes `exchange:market`,
 * `event:<eventId>` pushes `exchange:event`. Join with the existing `join` message ({ room }); the answer
 * is `{ ok: true }`, then a snapshot (`snapshot: true`) and after it every change, each with a `seq`
 * that increases per room. Pushes are whole states, conflated per socket (latest state wins), so a
 * `seq` may skip values: apply a push only when its `seq` is above the last one applied. A snapshot always
 * replaces what the client holds: numbers count per api process, so after a reconnect (perhaps to another
 * instance, or a restarted one) the new snapshot may carry a lower `seq`. After a reconnect, join again (a
 * new snapshot comes); `exchange:resync` ({ room }) asks for a fresh snapshot.
 */
export const ExchangeRooms = {
  market: (marketId: string) => `market:${marketId}`,
  event: (eventId: string) => `event:${eventId}`,
} as const;

export interface ExchangeMarketPush {
  room: string;
  seq: number;
  snapshot: boolean;
  market: MatchOddsMarket;
}

export interface ExchangeEventPush {
  room: string;
  seq: number;
  snapshot: boolean;
  event: EventDetail;
}

/** An exchange room that does not exist (unknown id): sent instead of a snapshot. */
export interface ExchangeRoomGone {
  room: string;
  message: string;
}
