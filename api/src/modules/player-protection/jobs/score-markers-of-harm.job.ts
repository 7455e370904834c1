import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { UnrecoverableError } from 'bullmq';
import { Clock } from '../../../platform/clock/clock.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { PaymentActivityQuery } from '../../payments/index.js';
import { PlayMovesBetweenQuery } from '../../wallet/index.js';
import { dhakaDayBounds, isCalendarDate, previousDhakaDay } from '../domain/dhaka-day.js';
import { lookBackDays, playLookBackDays } from '../domain/harm-settings.js';
import { scorePlayer, type PlayerActivity } from '../domain/markers-of-harm.js';
import { HarmScoresRepository } from '../persistence/harm-scores.repository.js';
import { HarmSettingsProvider } from '../persistence/harm-settings.provider.js';

const dayMs = 24 * 3600_000;

/** One player's activity as the job gathers it. */
type Activity = { [K in keyof PlayerActivity]: PlayerActivity[K][number][] };

/** What one run did, for the log and for tests. */
export interface MarkersRun {
  day: string;
  players: number;
  flagged: number;
}

/**
 * The daily markers of harm (issue 16): at 00:30 Dhaka time, every player with a deposit, a withdrawal or
 * play in the look-back is scored for the Dhaka day that just ended, from payments' and the wallet's own
 * queries, and the day's scores are written in one transaction, replacing any earlier run of that day (a
 * retried or repeated run never doubles). The look-back ends with the day scored, so a rerun later gives the
 * same answer for the same data.
 */
@Injectable()
export class ScoreMarkersOfHarmJob {
  private readonly logger = new Logger(ScoreMarkersOfHarmJob.name);

  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(HarmScoresRepository) private readonly scores: HarmScoresRepository,
    @Inject(HarmSettingsProvider) private readonly settings: HarmSettingsProvider,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('player-protection.markers-of-harm', { schedule: { dailyAt: '00:30' } })
  async run({ day }: JobPayloads['player-protection.markers-of-harm']): Promise<MarkersRun> {
    const now = this.clock.now();
    const scored = day ?? previousDhakaDay(now);
    if (!isCalendarDate(scored)) throw new UnrecoverableError(`markers of harm: "${scored}" is not a day (YYYY-MM-DD)`);
    const { end } = dhakaDayBounds(scored);
    if (end > now) throw new UnrecoverableError(`markers of harm: ${scored} has not ended yet in Dhaka`);
    const settings = this.settings.settings;
    const since = (days: number) => new Date(end.getTime() - days * dayMs);
    const [payments, play] = await Promise.all([
      this.queries.execute(new PaymentActivityQuery(since(lookBackDays(settings)), end)),
      this.queries.execute(new PlayMovesBetweenQuery(since(playLookBackDays(settings)), end)),
    ]);
    const activity = new Map<string, Activity>();
    const of = (playerId: string) => {
      let found = activity.get(playerId);
      if (!found) activity.set(playerId, (found = { deposits: [], withdrawals: [], play: [] }));
      return found;
    };
    for (const d of payments.deposits) of(d.playerId).deposits.push(d);
    for (const w of payments.withdrawals) of(w.playerId).withdrawals.push(w);
    for (const m of play) of(m.playerId).play.push({ at: m.at, kind: m.kind, amountMinor: m.amount });
    const results = new Map([...activity].map(([playerId, a]) => [playerId, scorePlayer(a, end, settings)]));
    await this.scores.replaceDay({ day: scored, computedAt: now, reviewScore: settings.reviewScore }, settings, activity.size, results);
    const flagged = [...results.values()].filter((r) => r.score >= settings.reviewScore).length;
    this.logger.log(`markers of harm for ${scored}: ${activity.size} players scored, ${flagged} at or above ${settings.reviewScore}`);
    return { day: scored, players: activity.size, flagged };
  }
}
