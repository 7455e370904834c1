import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import type { FeedEvent } from '../domain/feed-event.js';
import { dhakaDayNumber, scheduleForDay, type EventPlan } from '../domain/schedule.js';
import { preMatchBeat, simulateEvent } from '../domain/simulate-event.js';
import { ExchangeFeed, type FeedSink } from './exchange-feed.port.js';

/**
 * The built-in feed: yesterday's, today's and tomorrow's fixtures (Dhaka days) played by the seeded
 * simulator (domain/). Every event is a pure function of the seed and the time, so every api process,
 * and a restarted one, reports the same matches. It ticks every EXCHANGE_FEED_TICK_MS on the platform
 * clock; with 0 it never moves by itself (not even at start) and tests call `emitAt(ms)`.
 */
@Injectable()
export class SimulatedExchangeFeed extends ExchangeFeed {
  private readonly logger = new Logger(SimulatedExchangeFeed.name);
  private sink?: FeedSink;
  private timer?: NodeJS.Timeout;
  private readonly lastSent = new Map<string, string>();
  /** Events not started yet: their prices move only with the pre-match size beat, so they are simulated once per beat. */
  private readonly preMatchBeat = new Map<string, number>();
  /** Events reported closed: final, never simulated again. */
  private readonly finished = new Set<string>();
  private plansDay = Number.NaN;
  private plans: EventPlan[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    super();
  }

  start(sink: FeedSink): void {
    this.sink = sink;
    if (this.config.EXCHANGE_FEED_TICK_MS > 0) {
      this.emitAt(this.clock.nowMs());
      this.timer = setInterval(() => this.tick(), this.config.EXCHANGE_FEED_TICK_MS);
      this.timer.unref();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.sink = undefined;
  }

  /** A tick that fails (a bug in a game's rules, a listener's error) is logged; the next one tries again. */
  private tick(): void {
    try {
      this.emitAt(this.clock.nowMs());
    } catch (error) {
      this.logger.error(`exchange feed tick failed: ${(error as Error).stack ?? String(error)}`);
    }
  }

  /** Reports every event whose state at `nowMs` differs from the last one sent. */
  emitAt(nowMs: number): FeedEvent[] {
    const changed: FeedEvent[] = [];
    for (const plan of this.window(nowMs)) {
      if (this.finished.has(plan.eventId)) continue;
      if (nowMs < plan.startMs) {
        const beat = preMatchBeat(plan.eventId, nowMs);
        if (this.preMatchBeat.get(plan.eventId) === beat) continue;
        this.preMatchBeat.set(plan.eventId, beat);
      } else this.preMatchBeat.delete(plan.eventId);
      const event = simulateEvent(this.config.EXCHANGE_SIM_SEED, plan, nowMs);
      const body = JSON.stringify(event);
      if (this.lastSent.get(plan.eventId) === body) continue;
      this.lastSent.set(plan.eventId, body);
      if (event.status === 'closed') this.finished.add(plan.eventId);
      changed.push(event);
    }
    if (changed.length > 0) this.sink?.(changed);
    return changed;
  }

  /** Yesterday's, today's and tomorrow's fixtures; rebuilt when the Dhaka day turns (older ones dropped). */
  private window(nowMs: number): EventPlan[] {
    const today = dhakaDayNumber(nowMs);
    if (today !== this.plansDay) {
      this.plansDay = today;
      this.plans = [today - 1, today, today + 1].flatMap((day) => scheduleForDay(this.config.EXCHANGE_SIM_SEED, day));
      const kept = new Set(this.plans.map((p) => p.eventId));
      for (const id of this.lastSent.keys()) if (!kept.has(id)) this.lastSent.delete(id);
      for (const id of this.finished) if (!kept.has(id)) this.finished.delete(id);
      for (const id of this.preMatchBeat.keys()) if (!kept.has(id)) this.preMatchBeat.delete(id);
    }
    return this.plans;
  }
}
