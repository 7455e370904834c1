import type {
  BookmakerRunner,
  ExchangeEventStatus,
  ExchangeScore,
  ExchangeSport,
  FancyTab,
  MarketStatus,
  PriceSize,
  RunnerStatus,
} from '@khela/contracts';
import type { FeedFancyResult } from './fancy-results.js';

/**
 * One event's whole state as a feed reports it: what the exchange shows of it, without the versions and
 * sequence numbers (the snapshot store numbers every change it sees). Ids are the feed's and stable.
 */
export interface FeedEvent {
  eventId: string;
  sport: ExchangeSport;
  name: string;
  competition: string;
  openDateMs: number;
  status: ExchangeEventStatus;
  inplay: boolean;
  score: ExchangeScore;
  matchOdds: FeedMatchOdds;
  /** Cricket has one bookmaker market; other sports none. */
  bookmaker: FeedBookmaker[];
  fancy: FeedFancy[];
  /**
   * The results of the event's fancy lines decided so far (whole, like the rest: every decided line, also
   * after it dropped off `fancy`); absent or empty when none is (a feed that reports none leaves them to traders).
   */
  fancyResults?: FeedFancyResult[];
  /** The result line once the event is over ("Sylhet Strikers won by 4 wickets"), else null. */
  result: string | null;
}

export interface FeedMatchOdds {
  marketId: string;
  status: MarketStatus;
  inplay: boolean;
  betDelay: number;
  totalMatched: number;
  runners: {
    selectionId: number;
    name: string;
    status: RunnerStatus;
    lastPriceTraded: number | null;
    back: PriceSize[];
    lay: PriceSize[];
  }[];
}

export interface FeedBookmaker {
  marketId: string;
  name: string;
  minStake: string;
  maxStake: string;
  runners: BookmakerRunner[];
}

export interface FeedFancy {
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
}
