import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { rollUpPeriod, totalsByPlayer } from '../domain/vip-accrual.js';
import { VipPointsRepository } from '../persistence/vip-points.repository.js';

export interface RollUpOutcome {
  periodStart: string;
  players: number;
  entries: number;
  pointsMilli: string;
}

/**
 * Hourly: turns the stake entries recorded up to the period's end and not yet rolled up into points, per
 * player, in one transaction (award per player and period, account, entries marked). A second run of a
 * period finds its entries rolled up and adds nothing; an entry that arrived late (relay behind) is taken by
 * the next run; a rollback after the roll-up is a negative entry the next run takes back.
 */
@Injectable()
export class RollUpPointsJob {
  private readonly logger = new Logger(RollUpPointsJob.name);

  constructor(
    @Inject(VipPointsRepository) private readonly points: VipPointsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('vip.roll-up-points', { schedule: { everyMs: 3_600_000 } })
  async run(data: JobPayloads['vip.roll-up-points']): Promise<RollUpOutcome> {
    const period = rollUpPeriod(this.clock.now(), data.periodStart);
    const outcome = await inTransaction(this.pool, async (db) => {
      const pending = await this.points.lockPending(db, period.end);
      const totals = totalsByPlayer(pending);
      for (const total of totals) await this.points.award(db, period.start, total);
      await this.points.markRolledUp(
        db,
        pending.map((e) => e.id),
        period.start,
      );
      const pointsMilli = totals.reduce((sum, t) => sum + t.pointsMilli, 0n);
      return {
        periodStart: period.start.toISOString(),
        players: totals.length,
        entries: pending.length,
        pointsMilli: pointsMilli.toString(),
      };
    });
    if (outcome.entries)
      this.logger.log(
        `VIP roll-up ${outcome.periodStart}: ${outcome.entries} entries, ${outcome.players} players, ${outcome.pointsMilli} mVP`,
      );
    return outcome;
  }
}
