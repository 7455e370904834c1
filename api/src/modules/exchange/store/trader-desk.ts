import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeTraderOverrides } from '@khela/contracts';
import { Clock } from '../../../platform/clock/clock.js';
import type { FeedEvent } from '../domain/feed-event.js';
import { applyTraderOverrides, noOverrides } from '../domain/trader-overrides.js';
import type { VersionedOverrides } from '../persistence/trader-overrides.repository.js';
import { ExchangeSnapshots } from './exchange-snapshots.js';

/**
 * The store's two inputs meet here: the feed's latest state of each event and the traders' overrides of it.
 * What players see (ExchangeSnapshots) is always the feed's state with the overrides applied, so a trader's
 * change reaches polls and sockets at once and survives the feed's next report. Also feed health: when the
 * feed last reported each event.
 */
@Injectable()
export class TraderDesk {
  private readonly feedStates = new Map<string, FeedEvent>();
  private readonly lastFeedAtMs = new Map<string, number>();
  private readonly overrides = new Map<string, VersionedOverrides>();

  constructor(
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The feed's report (every event in it counts as a message for feed health); returns what players now see of it. */
  receive(changed: readonly FeedEvent[]): FeedEvent[] {
    const now = this.clock.nowMs();
    const shown: FeedEvent[] = [];
    for (const feed of changed) {
      this.lastFeedAtMs.set(feed.eventId, now);
      // An event a trader settled is final, as a feed's closed event is: the feed playing on changes nothing.
      if (this.settledByTrader(feed.eventId) && this.feedStates.has(feed.eventId)) continue;
      this.feedStates.set(feed.eventId, feed);
      shown.push(this.apply(feed));
    }
    this.snapshots.apply(shown);
    return shown;
  }

  /**
   * Puts a trader's overrides of an event in force (after they are stored), unless this process already holds
   * newer ones (changes applied or relayed out of order); returns what players now see.
   */
  override(eventId: string, next: VersionedOverrides): FeedEvent | undefined {
    const held = this.overrides.get(eventId);
    if (held && held.version >= next.version) return this.shown(eventId);
    this.overrides.set(eventId, next);
    const feed = this.feedStates.get(eventId);
    if (!feed) return undefined;
    const shown = this.apply(feed);
    this.snapshots.apply([shown]);
    return shown;
  }

  overridesOf(eventId: string): ExchangeTraderOverrides {
    return this.overrides.get(eventId)?.overrides ?? noOverrides();
  }

  /** The feed's own latest state of the event (without overrides). */
  feedState(eventId: string): FeedEvent | undefined {
    return this.feedStates.get(eventId);
  }

  /** The event as players see it, or undefined when the feed has not reported it to this process. */
  shown(eventId: string): FeedEvent | undefined {
    const feed = this.feedStates.get(eventId);
    return feed && this.apply(feed);
  }

  /** Milliseconds since the feed last reported the event, or null when it never did in this process. */
  feedAgeMs(eventId: string): number | null {
    const at = this.lastFeedAtMs.get(eventId);
    return at === undefined ? null : Math.max(0, this.clock.nowMs() - at);
  }

  /** Forgets events that opened before `cutoffMs` and are over, as ExchangeSnapshots.prune does. */
  prune(cutoffMs: number): void {
    for (const [id, feed] of this.feedStates) {
      if ((feed.status !== 'closed' && !this.settledByTrader(id)) || feed.openDateMs >= cutoffMs) continue;
      this.feedStates.delete(id);
      this.lastFeedAtMs.delete(id);
      this.overrides.delete(id);
    }
  }

  private settledByTrader(eventId: string): boolean {
    return Boolean(this.overrides.get(eventId)?.overrides.result);
  }

  private apply(feed: FeedEvent): FeedEvent {
    const held = this.overrides.get(feed.eventId);
    return held ? applyTraderOverrides(feed, held.overrides) : feed;
  }
}
