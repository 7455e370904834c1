import type { HarmReviewQueue } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { HarmScoresRepository } from '../persistence/harm-scores.repository.js';
import { HarmSettingsProvider } from '../persistence/harm-settings.provider.js';

/**
 * GET /api/admin/responsible-gaming/review-queue: the players a day's run scored at or above its review
 * score (the one in force when it ran), highest first, with their markers and staff's latest action. No
 * run yet (or none that day): an empty queue with today's review score.
 */
@Injectable()
export class HarmReviewQueueView {
  constructor(
    @Inject(HarmScoresRepository) private readonly scores: HarmScoresRepository,
    @Inject(HarmSettingsProvider) private readonly settings: HarmSettingsProvider,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(day?: string): Promise<HarmReviewQueue> {
    const [run, days] = await Promise.all([this.scores.run(day), this.scores.days()]);
    if (!run) return { day: day ?? null, computed_at: null, review_score: this.settings.settings.reviewScore, days, entries: [] };
    return {
      day: run.day,
      computed_at: run.computedAt.toISOString(),
      review_score: run.reviewScore,
      days,
      entries: await this.scores.queue(run, this.clock.now()),
    };
  }
}
