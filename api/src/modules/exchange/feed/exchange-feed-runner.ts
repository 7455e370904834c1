import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import type { FeedEvent } from '../domain/feed-event.js';
import { FeedFancyResults } from '../persistence/feed-fancy-results.js';
import { RecordedResults } from '../persistence/recorded-results.js';
import { TraderOverridesRepository } from '../persistence/trader-overrides.repository.js';
import { ExchangeSnapshots } from '../store/exchange-snapshots.js';
import { TraderDesk } from '../store/trader-desk.js';
import { ExchangeFeed } from './exchange-feed.port.js';

const dayMs = 86_400_000;

/**
 * Connects the feed to the snapshot store where polls and sockets are served (api and all roles; a worker
 * serves neither): every report goes into memory (with traders' overrides applied), and closed events' results
 * into the database.
 */
@Injectable()
export class ExchangeFeedRunner implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ExchangeFeed) private readonly feed: ExchangeFeed,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(RecordedResults) private readonly results: RecordedResults,
    @Inject(FeedFancyResults) private readonly fancyResults: FeedFancyResults,
    @Inject(TraderDesk) private readonly desk: TraderDesk,
    @Inject(TraderOverridesRepository) private readonly overrides: TraderOverridesRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'worker' || this.config.EXCHANGE_FEED === 'off') return;
    await this.results.load(this.clock.nowMs());
    // Traders' overrides in force before the first report, so players never see the feed's bare state.
    for (const [eventId, held] of await this.overrides.loadRecent(this.clock.nowMs())) this.desk.override(eventId, held);
    this.feed.start((changed) => this.receive(changed));
  }

  onModuleDestroy(): void {
    this.feed.stop();
  }

  private receive(changed: readonly FeedEvent[]): void {
    // What players see: the feed's state with traders' overrides on top (a trader's result closes an event).
    const shown = this.desk.receive(changed);
    for (const event of shown) if (event.status === 'closed') void this.results.record(event);
    // Fancy lines' results as the feed decides them (a trader's override does not touch a line's runs).
    void this.fancyResults.record(changed);
    // Events over for more than two days leave memory (the Result tab reads them from the database).
    const cutoffMs = this.clock.nowMs() - 2 * dayMs;
    this.snapshots.prune(cutoffMs);
    this.desk.prune(cutoffMs);
    this.fancyResults.prune(cutoffMs);
  }
}
