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
import { dhakaDayBounds, isCalendarDate, previousDhakaDay } from '../domain/dhaka-day.js';
import {
  referralRewardId,
  referrerDay,
  settledTurnoverOf,
  type DownlineDay,
  type PlayMoveLike,
  type ReferrerDay,
} from '../domain/referral-rewards.js';
import { referralStream } from '../events/referral-events.js';
import { ReferralMembersRepository } from '../persistence/referral-members.repository.js';
import { ReferralRewardRunsRepository } from '../persistence/referral-reward-runs.repository.js';
import { ReferralRewardsRepository } from '../persistence/referral-rewards.repository.js';

const systemMeta = { actor: { kind: 'system', id: 'referral.pay-rewards' } } as const;

/** What one run did, for the log and for tests. */
export interface ReferralRun {
  day: string;
  /** Referrers with a downline that played. */
  referrers: number;
  /** Referrer days this run recorded (0 on a rerun). */
  recorded: number;
  paidMinor: bigint;
  heldMinor: bigint;
  failed: number;
}

class CreditRefused extends Error {}

/**
 * The daily referral rewards (issue 21): at 00:40 Dhaka time, for the Dhaka day that ended, each referrer is
 * paid a share of their active downlines' settled turnover (stakes less rollbacks, from the wallet's
 * `PlayMovesBetweenQuery`) at the tier the day's downline turnover reaches, capped per day. Each referrer's day
 * commits alone: the day row (primary key referrer and day), the per-downline shares and the ledger's
 * CreditCashReward (reward id from referrer and day) into their cash rewards. A rerun, or two runs at once,
 * find the day and pay nothing. Held downlines' shares are recorded as held, not paid. A paid day appends
 * `referral.reward-paid` in the same commit: the inbox writes the referrer a message.
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
    const now = this.clock.now();
    const paidDay = day ?? previousDhakaDay(now);
    if (!isCalendarDate(paidDay)) throw new UnrecoverableError(`referral rewards: "${paidDay}" is not a day (YYYY-MM-DD)`);
    const { start, end } = dhakaDayBounds(paidDay);
    if (end > now) throw new UnrecoverableError(`referral rewards: ${paidDay} has not ended yet in Dhaka`);

    // every run is recorded for staff (referral_reward_runs): its start commits on its own, its figures at the end,
    // also when it fails; each referrer day it records names it (run_id)
    const runId = await this.runs.start(this.pool, paidDay);
    const outcome: ReferralRun = { day: paidDay, referrers: 0, recorded: 0, paidMinor: 0n, heldMinor: 0n, failed: 0 };
    let error: string | null = null;
    try {
      return await this.payDay(paidDay, start, end, runId, outcome);
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
        .catch((e: unknown) => this.logger.error(`referral rewards ${paidDay}: run ${runId} not recorded (${String(e)})`));
    }
  }

  private async payDay(paidDay: string, start: Date, end: Date, runId: string, outcome: ReferralRun): Promise<ReferralRun> {
    const moves = await this.queries.execute(new PlayMovesBetweenQuery(start, end));
    const byPlayer = new Map<string, PlayMoveLike[]>();
    for (const move of moves) byPlayer.set(move.playerId, [...(byPlayer.get(move.playerId) ?? []), move]);
    const turnover = new Map(
      [...byPlayer].map(([playerId, list]) => [playerId, settledTurnoverOf(list)] as const).filter(([, t]) => t > 0n),
    );
    const referrals = await this.members.referrersOf(this.pool, [...turnover.keys()]);
    const byReferrer = new Map<string, DownlineDay[]>();
    for (const [refereeId, { referrerId, held }] of referrals)
      byReferrer.set(referrerId, [...(byReferrer.get(referrerId) ?? []), { refereeId, turnoverMinor: turnover.get(refereeId)!, held }]);

    outcome.referrers = byReferrer.size;
    if (!byReferrer.size) return outcome;
    const [tiers, settings] = await Promise.all([this.rewards.tiers(this.pool), this.rewards.settings(this.pool)]);
    for (const [referrerId, downlines] of byReferrer) {
      const result = referrerDay(downlines, tiers, settings.dailyCapMinor);
      if (result.paidMinor === 0n && result.heldMinor === 0n) continue;
      try {
        if (!(await this.payOne(referrerId, paidDay, result, runId))) continue;
        outcome.recorded += 1;
        outcome.paidMinor += result.paidMinor;
        outcome.heldMinor += result.heldMinor;
      } catch (error) {
        if (!(error instanceof CreditRefused)) throw error;
        outcome.failed += 1;
        this.logger.error(`referral rewards ${paidDay} for ${referrerId}: the ledger refused (${error.message}); left unpaid`);
      }
    }
    this.logger.log(
      `referral rewards ${paidDay}: ${outcome.recorded} referrers, ${outcome.paidMinor} poisha paid, ${outcome.heldMinor} held`,
    );
    if (outcome.failed) throw new Error(`referral rewards ${paidDay}: ${outcome.failed} credits refused; a retry pays them`);
    return outcome;
  }

  /** One referrer's day in one transaction; false when it was recorded already (by this or another run). */
  private async payOne(referrerId: string, day: string, result: ReferrerDay, runId: string): Promise<boolean> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const rewardId = referralRewardId(referrerId, day);
    const recorded = await inTransaction(this.pool, async (client) => {
      if (!(await this.rewards.claimDay(client, referrerId, day, result, runId))) return false;
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
