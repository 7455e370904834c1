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
import { wholePoints } from '../domain/vip-accrual.js';
import { effectiveLevel } from '../domain/vip-levels.js';
import {
  cashbackRewardId,
  decideCashback,
  dhakaWeekBounds,
  isWeekStart,
  netLossOf,
  previousDhakaWeek,
  type WeekMove,
} from '../domain/weekly-cashback.js';
import { vipStream } from '../events/vip-events.js';
import { VipCashbackRepository } from '../persistence/vip-cashback.repository.js';
import { VipLevelsRepository } from '../persistence/vip-levels.repository.js';

const systemMeta = { actor: { kind: 'system', id: 'vip.weekly-cashback' } } as const;

/** What one run did, for the log and for tests. */
export interface CashbackRun {
  weekStart: string;
  /** Players with a net loss in the week. */
  losers: number;
  /** Players this run paid (0 on a rerun of a paid week). */
  paid: number;
  /** Poisha this run paid. */
  amountMinor: bigint;
  /** Players whose credit the ledger refused (left unpaid; the job fails so BullMQ retries them). */
  failed: number;
}

class CreditRefused extends Error {}

/**
 * Weekly cash-back (issue 21). Runs daily at 00:20 Dhaka time and pays the last Dhaka week that has ended
 * (Monday to Monday), so a week missed while the workers were down is paid by the next day's run. Each
 * player with a net loss at a level with a cash-back rate is paid in their own transaction: the payout row
 * (primary key player and week), the ledger's CreditCashReward into the cash rewards account (reward id from
 * player and week) and `vip.cashback-paid` for the inbox commit together or not at all. A second run, or two
 * at once, finds the row (or waits on the other's insert) and pays nothing; the ledger's idempotency key is a
 * second guard. The level is the one the player has at the run (`effectiveLevel`: the held level,
 * which a raised threshold does not lower, or higher when the points reach it), the week's end level when the
 * run is on time.
 */
@Injectable()
export class PayWeeklyCashbackJob {
  private readonly logger = new Logger(PayWeeklyCashbackJob.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(VipCashbackRepository) private readonly cashback: VipCashbackRepository,
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(OutboxSignal) private readonly outboxSignal: OutboxSignal,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('vip.weekly-cashback', { schedule: { dailyAt: '00:20' } })
  async run({ weekStart }: JobPayloads['vip.weekly-cashback']): Promise<CashbackRun> {
    const now = this.clock.now();
    const week = weekStart ?? previousDhakaWeek(now);
    if (!isWeekStart(week)) throw new UnrecoverableError(`weekly cash-back: "${week}" is not a Monday (YYYY-MM-DD)`);
    const { start, end } = dhakaWeekBounds(week);
    if (end > now) throw new UnrecoverableError(`weekly cash-back: the week of ${week} has not ended yet in Dhaka`);

    const moves = await this.queries.execute(new PlayMovesBetweenQuery(start, end));
    const byPlayer = new Map<string, WeekMove[]>();
    for (const move of moves) {
      const list = byPlayer.get(move.playerId) ?? [];
      list.push(move);
      byPlayer.set(move.playerId, list);
    }
    const losses = [...byPlayer]
      .map(([playerId, list]) => ({ playerId, netLossMinor: netLossOf(list) }))
      .filter((l) => l.netLossMinor > 0n);
    const levels = losses.length ? await this.levels.all(this.pool) : [];
    const lifetime = await this.cashback.lifetimePoints(
      this.pool,
      losses.map((l) => l.playerId),
    );

    const outcome: CashbackRun = { weekStart: week, losers: losses.length, paid: 0, amountMinor: 0n, failed: 0 };
    for (const { playerId, netLossMinor } of losses) {
      const account = lifetime.get(playerId);
      const level = effectiveLevel(account?.levelCode ?? '', wholePoints(account?.lifetimeMilli ?? 0n), levels);
      const decision = decideCashback(netLossMinor, level.weeklyCashbackBp);
      if (!decision.pay) continue;
      try {
        const paid = await this.payOne({
          playerId,
          weekStart: week,
          levelCode: level.code,
          rateBp: level.weeklyCashbackBp,
          netLossMinor,
          amountMinor: decision.amountMinor,
        });
        if (paid) {
          outcome.paid += 1;
          outcome.amountMinor += decision.amountMinor;
        }
      } catch (error) {
        if (!(error instanceof CreditRefused)) throw error;
        outcome.failed += 1;
        this.logger.error(`weekly cash-back ${week} for player ${playerId}: the ledger refused (${error.message}); left unpaid`);
      }
    }
    await this.cashback.recordRun(this.pool, week, outcome.paid, outcome.amountMinor);
    this.logger.log(`weekly cash-back ${week}: ${outcome.losers} players with a loss, ${outcome.paid} paid ${outcome.amountMinor} poisha`);
    if (outcome.failed) throw new Error(`weekly cash-back ${week}: ${outcome.failed} credits refused; a retry pays them`);
    return outcome;
  }

  /** Pays one player's week in one transaction; false when it was paid already (by this or another run). */
  private async payOne(payout: {
    playerId: string;
    weekStart: string;
    levelCode: string;
    rateBp: number;
    netLossMinor: bigint;
    amountMinor: bigint;
  }): Promise<boolean> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const rewardId = cashbackRewardId(payout.playerId, payout.weekStart);
    const paid = await inTransaction(this.pool, async (client) => {
      if (!(await this.cashback.claimWeek(client, payout))) return false;
      const credit = await this.commands.execute(
        new CreditCashRewardCommand(
          { playerId: payout.playerId, rewardId, amount: payout.amountMinor, source: 'vip-cashback' },
          { ...systemMeta, correlationId: rewardId, transaction: { client, afterCommit: (run) => afterCommit.push(run) } },
        ),
      );
      if (!credit.ok) throw new CreditRefused(credit.message);
      await this.outbox.append(client, [
        {
          type: 'vip.cashback-paid',
          streamId: vipStream(payout.playerId),
          data: {
            playerId: payout.playerId,
            weekStart: payout.weekStart,
            amountMinor: payout.amountMinor.toString(),
            netLossMinor: payout.netLossMinor.toString(),
            rateBp: payout.rateBp,
          },
          meta: systemMeta,
        },
      ]);
      return true;
    });
    if (!paid) return false;
    this.outboxSignal.appended();
    await Promise.allSettled(afterCommit.map((run) => Promise.resolve().then(run)));
    return true;
  }
}
