import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { demoPlayers, SearchPlayersQuery } from '../../players/index.js';
import { dhakaDayBounds, previousDhakaDay } from '../domain/dhaka-day.js';
import { scorePlayer } from '../domain/markers-of-harm.js';
import { HarmScoresRepository } from '../persistence/harm-scores.repository.js';
import { HarmSettingsProvider } from '../persistence/harm-settings.provider.js';
import { demoActivity } from './demo-harm-activity.js';

/**
 * Demo data for the markers of harm: while no day was ever scored, one demo day (yesterday in Dhaka) with
 * the demo players scored by the real rules and settings over the synthetic activity of demo-harm-activity.ts, so the queue shows
 * them; its run row's settings say `demo: true`. A second start adds nothing (a day is scored by then), and
 * the daily job scores the following days from real activity.
 */
@Injectable()
@DemoSeed(90)
export class DemoHarmScoresSeed implements DemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(HarmScoresRepository) private readonly scores: HarmScoresRepository,
    @Inject(HarmSettingsProvider) private readonly settings: HarmSettingsProvider,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async seed(): Promise<void> {
    if (await this.scores.run()) return;
    const scored = previousDhakaDay(this.clock.now());
    const { end } = dhakaDayBounds(scored);
    const settings = this.settings.settings;
    const results = new Map<string, ReturnType<typeof scorePlayer>>();
    for (const [username, activity] of Object.entries(demoActivity(end))) {
      if (!demoPlayers.some((p) => p.username === username)) continue;
      const found = await this.queries.execute(new SearchPlayersQuery({ text: username, page: 1, perPage: 5 }));
      const player = found.data.find((p) => p.username === username);
      if (player) results.set(player.id, scorePlayer(activity, end, settings));
    }
    await this.scores.replaceDay(
      { day: scored, computedAt: this.clock.now(), reviewScore: settings.reviewScore },
      { ...settings, demo: true },
      results.size,
      results,
    );
    this.logger.log(`demo markers of harm for ${scored}: ${results.size} players`);
  }
}
