import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { demoPlayers, SearchPlayersQuery } from '../../players/index.js';
import { dhakaDayBounds, previousDhakaDay } from '../domain/dhaka-day.js';
import { scorePlayer, type PlayerActivity } from '../domain/markers-of-harm.js';
import { HarmScoresRepository } from '../persistence/harm-scores.repository.js';
import { HarmSettingsProvider } from '../persistence/harm-settings.provider.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Synthetic activity for the demo day, so the back-office review queue is not empty on a fresh `npm start`.
 * It is described here, never written to payments or the ledger (the demo players' money stays as it is):
 * demoplayer1 chases losses at night, demoplayer2 has deposits declined and withdrawals cancelled.
 */
export function demoActivity(end: Date): Record<string, PlayerActivity> {
  const at = (msBeforeEnd: number) => new Date(end.getTime() - msBeforeEnd);
  // three nights of stakes around 02:00 Dhaka (the day scored ends at midnight, 22 hours after 02:00)
  const nightStakes = [0, 1, 2].flatMap((n) => [0, 20, 40].map((m) => at(n * day + 22 * hour + m * minute)));
  return {
    demoplayer1: {
      // on two of those nights, a deposit five minutes after the last stake: chasing
      deposits: [0, 1].map((n) => ({ at: at(n * day + 22 * hour - 5 * minute), amountMinor: 200_000n, declined: false })),
      withdrawals: [],
      play: nightStakes.map((t) => ({ at: t, kind: 'stake' as const, amountMinor: 60_000n })),
    },
    demoplayer2: {
      deposits: [3, 5, 9].map((h) => ({ at: at(h * hour), amountMinor: 100_000n, declined: true })),
      withdrawals: [2, 4].map((d) => ({ at: at(d * day), cancelled: true })),
      play: [],
    },
  };
}

/**
 * Demo data for the markers of harm: while no day was ever scored, one demo day (yesterday in Dhaka) with
 * the demo players scored by the real rules and settings over the synthetic activity above, so the queue shows
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
