import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox, OutboxSignal } from '../../../platform/events/index.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { CreditCashRewardCommand, PlayMovesBetweenQuery } from '../../wallet/index.js';
import {
  paysDeeperLevels,
  referrerDay,
  settledTurnoverOf,
  uplineOf,
  type DownlineDay,
  type PlayMoveLike,
  type ReferralLink,
  type ReferrerDay,
} from '../domain/referral-rewards.js';
import { parsePeriod, periodBounds, periodRewardId, previousPeriod, type PeriodKind } from '../domain/reward-periods.js';
import { referralStream } from '../events/referral-events.js';
import { ReferralMembersRepository } from '../persistence/referral-members.repository.js';
import { ReferralRewardRunsRepository } from '../persistence/referral-reward-runs.repository.js';
import { ReferralRewardsRepository } from '../persistence/referral-rewards.repository.js';

const systemMeta = { actor: { kind: 'system', id: 'referral.pay-rewards' } } as const;

/** What one run did, for the log and for tests. */
export interface ReferralRun {
  kind: PeriodKind;
  /** The period's first day (the day itself for a day). */
  day: string;
  /** Referrers with a downline that played. */
  referrers: number;
  /** Referrer periods this run recorded (0 on a rerun). */
  recorded: number;
  paidMinor: bigint;
  heldMinor: bigint;
  failed: number;
  /** The period does not pay (switched off by staff), or a scheduled run found it paid already: nothing was read. */
  skipped?: 'off' | 'done';
}

class CreditRefused extends Error {}

const periodName: Record<PeriodKind, string> = { day: 'day (YYYY-MM-DD)', week: 'Monday (YYYY-MM-DD)', month: 'month (YYYY-MM)' };

/**
 * The referral rewards (issue 21), per period: a Dhaka day (00:40 Dhaka, for the day that ended), a Monday week
 * and a calendar month (both checked daily, at 00:50 and 01:00 Dhaka, for the last one ended; a scheduled run that
 * finds that period's run finished reads nothing), each when staff switched it on (`referral_periods`; only the day
 * by default). Each referrer is paid a share of their downlines' settled turnover in the period (stakes less
 * rollbacks, from the wallet's `PlayMovesBetweenQuery`) at the tier their direct downlines' turnover reaches
 * (the period's own tiers), at level 1 and, where the tier pays them, levels 2 and 3, capped per referrer and period.
 * Each referrer's period commits alone: the period row (primary key referrer, kind and first day), the
 * per-downline shares and the ledger's CreditCashReward (reward id from kind, period and referrer) into their cash
 * rewards. A rerun, or two runs at once, find the period and pay nothing. Held downlines' shares are recorded as
 * held, not paid. A paid period appends `referral.reward-paid` in the same commit: the inbox writes the referrer.
 */
@Injectable()
export class PayReferralRewardsJob {
  private readonly logger = new Logger(PayReferralRewardsJob.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ReferralMembersRepository) private readonly members: ReferralMembersRepository,
    @Inject(ReferralRewardsRepository) private readonly rewards: ReferralRewardsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(OutboxSignal) private readonly outboxSignal: OutboxSignal,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ReferralRewardRunsRepository) private readonly runs: ReferralRewardRunsRepository,
  ) {}

  @OnJob('referral.pay-rewards', { schedule: { dailyAt: '00:40' } })
  async run({ day }: JobPayloads['referral.pay-rewards']): Promise<ReferralRun> {
    return this.runPeriod('day', day);
  }

  @OnJob('referral.pay-weekly-rewards', { schedule: { dailyAt: '00:50' } })
  async runWeek({ weekStart }: JobPayloads['referral.pay-weekly-rewards']): Promise<ReferralRun> {
    return this.runPeriod('week', weekStart);
  }

  @OnJob('referral.pay-monthly-rewards', { schedule: { dailyAt: '01:00' } })
  async runMonth({ month }: JobPayloads['referral.pay-monthly-rewards']): Promise<ReferralRun> {
    return this.runPeriod('month', month);
  }

  /** One period of `kind`: `given` names it (a rerun), absent the last one ended (the schedule). */
  async runPeriod(kind: PeriodKind, given: string | undefined): Promise<ReferralRun> {
    const now = this.clock.now();
    const named = given ?? previousPeriod(kind, now);
    const period = parsePeriod(kind, named);
    if (!period) throw new UnrecoverableError(`referral rewards: "${named}" is not a ${periodName[kind]}`);
    const { start, end } = periodBounds(kind, period);
    if (end > now) throw new UnrecoverableError(`referral rewards: the ${kind} of ${period} has not ended yet in Dhaka`);
    const outcome: ReferralRun = { kind, day: period, referrers: 0, recorded: 0, paidMinor: 0n, heldMinor: 0n, failed: 0 };
    const terms = await this.rewards.periodTerms(this.pool, kind);
    if (!terms.enabled) return { ...outcome, skipped: 'off' };
    // weeks and months are looked at every day: once a run finished one, the schedule leaves it (a rerun with the
    // period named still reads it and pays nothing)
    if (kind !== 'day' && given === undefined && (await this.runs.finishedFor(this.pool, kind, period)))
      return { ...outcome, skipped: 'done' };

    // every run is recorded for staff (referral_reward_runs): its start commits on its own, its figures at the end,
    // also when it fails; each referrer period it records names it (run_id)
    const runId = await this.runs.start(this.pool, period, kind);
    let error: string | null = null;
    try {
      return await this.payPeriod(kind, period, start, end, runId, outcome, terms);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      throw failure;
    } finally {
      const figures = {
        referrers: outcome.referrers,
        playersPaid: outcome.recorded,
        paidMinor: outcome.paidMinor,
        heldMinor: outcome.heldMinor,
        failures: outcome.failed,
      };
      await this.runs
        .finish(this.pool, runId, figures, error)
        .catch((e: unknown) => this.logger.error(`referral rewards ${kind} ${period}: run ${runId} not recorded (${String(e)})`));
    }
  }

  private async payPeriod(
    kind: PeriodKind,
    period: string,
    start: Date,
    end: Date,
    runId: string,
    outcome: ReferralRun,
    terms: Awaited<ReturnType<ReferralRewardsRepository['periodTerms']>>,
  ): Promise<ReferralRun> {
    const moves = await this.queries.execute(new PlayMovesBetweenQuery(start, end));
    const byPlayer = new Map<string, PlayMoveLike[]>();
    for (const move of moves) byPlayer.set(move.playerId, [...(byPlayer.get(move.playerId) ?? []), move]);
    const turnover = new Map(
      [...byPlayer].map(([playerId, list]) => [playerId, settledTurnoverOf(list)] as const).filter(([, t]) => t > 0n),
    );
    const levels = paysDeeperLevels(terms.tiers) ? 3 : 1;
    const links = await this.linksUp(turnover.keys(), levels);
    const byReferrer = new Map<string, DownlineDay[]>();
    for (const [refereeId, turnoverMinor] of turnover)
      for (const { referrerId, level, held } of uplineOf(refereeId, links, levels))
        byReferrer.set(referrerId, [...(byReferrer.get(referrerId) ?? []), { refereeId, turnoverMinor, held, level }]);

    outcome.referrers = byReferrer.size;
    if (!byReferrer.size) return outcome;
    for (const [referrerId, downlines] of byReferrer) {
      const result = referrerDay(downlines, terms.tiers, terms.capMinor);
      if (result.paidMinor === 0n && result.heldMinor === 0n) continue;
      try {
        if (!(await this.payOne(kind, referrerId, period, result, runId))) continue;
        outcome.recorded += 1;
        outcome.paidMinor += result.paidMinor;
        outcome.heldMinor += result.heldMinor;
      } catch (error) {
        if (!(error instanceof CreditRefused)) throw error;
        outcome.failed += 1;
        this.logger.error(`referral rewards ${kind} ${period} for ${referrerId}: the ledger refused (${error.message}); left unpaid`);
      }
    }
    this.logger.log(
      `referral rewards ${kind} ${period}: ${outcome.recorded} referrers, ${outcome.paidMinor} poisha paid, ${outcome.heldMinor} held`,
    );
    if (outcome.failed) throw new Error(`referral rewards ${kind} ${period}: ${outcome.failed} credits refused; a retry pays them`);
    return outcome;
  }

  /** The referral links of the players who played, and of their referrers up to `levels` levels (one read per level). */
  private async linksUp(players: Iterable<string>, levels: number): Promise<Map<string, ReferralLink>> {
    const links = new Map<string, ReferralLink>();
    let ask = [...players];
    for (let level = 1; level <= levels && ask.length; level++) {
      const found = await this.members.referrersOf(this.pool, ask);
      for (const [playerId, link] of found) links.set(playerId, link);
      // only active links lead further up (a held member earns nobody anything)
      ask = [...new Set([...found.values()].filter((l) => !l.held).map((l) => l.referrerId))].filter((id) => !links.has(id));
    }
    return links;
  }

  /** One referrer's period in one transaction; false when it was recorded already (by this or another run). */
  private async payOne(kind: PeriodKind, referrerId: string, day: string, result: ReferrerDay, runId: string): Promise<boolean> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const rewardId = periodRewardId(kind, referrerId, day);
    const recorded = await inTransaction(this.pool, async (client) => {
      if (!(await this.rewards.claimDay(client, referrerId, day, result, runId, kind))) return false;
      if (result.paidMinor > 0n) {
        const credit = await this.commands.execute(
          new CreditCashRewardCommand(
            { playerId: referrerId, rewardId, amount: result.paidMinor, source: 'referral' },
            { ...systemMeta, correlationId: rewardId, transaction: { client, afterCommit: (run) => afterCommit.push(run) } },
          ),
        );
        if (!credit.ok) throw new CreditRefused(credit.message);
        await this.outbox.append(client, [
          {
            type: 'referral.reward-paid',
            streamId: referralStream(referrerId),
            data: {
              referrerId,
              day,
              ...(kind === 'day' ? {} : { period: kind }),
              amountMinor: result.paidMinor.toString(),
              turnoverMinor: result.turnoverMinor.toString(),
              downlines: result.shares.filter((s) => !s.held).length,
            },
            meta: systemMeta,
          },
        ]);
      }
      return true;
    });
    if (recorded) this.outboxSignal.appended();
    await Promise.allSettled(afterCommit.map((run) => Promise.resolve().then(run)));
    return recorded;
  }
}
