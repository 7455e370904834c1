import type { FeedEvent } from '../domain/feed-event.js';

/** Receives what a feed reports: the whole state of every event that changed since its last call. */
export type FeedSink = (changed: readonly FeedEvent[]) => void;

/**
 * The exchange's one view of sport: whatever supplies events and prices sits behind this port (today the
 * built-in simulator; a real odds feed later), and nothing else in the module knows where prices come from.
 *
 * The contract a feed keeps:
 * - `start(sink)` begins delivery. The first call of `sink` carries every event the feed knows (recent
 *   results, today's and tomorrow's fixtures); later calls carry only events that changed.
 * - A state is whole: it replaces the event's previous state entirely (score, match odds, bookmaker and
 *   fancy markets). A market or fancy line missing from a state is gone (closed or withdrawn).
 * - An event's states arrive in the order they happened, never an older one after a newer one.
 * - Ids are stable for an event's life: `eventId`, `marketId`, `selectionId`, fancy `id`.
 * - Prices on the match odds are on the Betfair ladder (domain/price-ladder.ts), best first, back below lay;
 *   an empty ladder means no price (suspended or closed market).
 * - A closed event carries its result and is final: the feed sends it once more at most, never reopens it.
 * - Calls of `sink` are synchronous and short: the sink only stores and schedules; it never calls back.
 * - `stop()` ends delivery: no call of `sink` after it returns.
 * Versions and sequence numbers are not the feed's job: the snapshot store numbers what it receives.
 */
export abstract class ExchangeFeed {
  abstract start(sink: FeedSink): void;
  abstract stop(): void;
}
