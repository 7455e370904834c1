import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { EventOutbox } from '../../../platform/events/index.js';
import { rollUpPeriod, totalsByPlayer, wholePoints } from '../domain/vip-accrual.js';
import { heldLevelChange } from '../domain/vip-levels.js';
import { vipStream } from '../events/vip-events.js';
import { VipLevelsRepository } from '../persistence/vip-levels.repository.js';
import { VipPointsRepository } from '../persistence/vip-points.repository.js';

const systemMeta = { actor: { kind: 'system', id: 'vip.roll-up-points' } } as const;

export interface RollUpOutcome {
  periodStart: string;
  players: number;
  entries: number;
  levelChanges: number;
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
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnJob('vip.roll-up-points', { schedule: { everyMs: 3_600_000 } })
  async run(data: JobPayloads['vip.roll-up-points']): Promise<RollUpOutcome> {
    const period = rollUpPeriod(this.clock.now(), data.periodStart);
    const outcome = await inTransaction(this.pool, async (db) => {
      const pending = await this.points.lockPending(db, period.end);
      const totals = totalsByPlayer(pending);
      const levels = await this.levels.all(db);
      let levelChanges = 0;
      const announce = async (
        playerId: string,
        fromCode: string,
        change: NonNullable<ReturnType<typeof heldLevelChange>>,
        lifetimePoints: number,
      ) => {
        levelChanges += 1;
        await this.levels.setLevel(db, playerId, { fromCode, to: change.to, direction: change.direction, lifetimePoints });
        await this.outbox.append(db, [
          {
            type: 'vip.level-changed',
            streamId: vipStream(playerId),
            data: {
              playerId,
              fromCode,
              toCode: change.to.code,
              toNameEn: change.to.nameEn,
              toNameBn: change.to.nameBn,
              direction: change.direction,
              lifetimePoints,
            },
            meta: systemMeta,
          },
        ]);
      };
      for (const total of totals) {
        const account = await this.points.award(db, period.start, total);
        const lifetimePoints = wholePoints(account.lifetimePointsMilli);
        await this.outbox.append(db, [
          { type: 'vip.points-changed', streamId: vipStream(total.playerId), data: { playerId: total.playerId }, meta: systemMeta },
        ]);
        const held = { code: account.levelCode, reachedAtThreshold: account.levelThresholdPoints };
        const change = heldLevelChange(held, lifetimePoints, total.pointsMilli < 0n, levels);
        if (change) await announce(total.playerId, account.levelCode, change, lifetimePoints);
      }
      // Players whose points reach a higher level than they hold without new points this hour: a threshold
      // staff lowered promotes them here, at the next evaluation (a raised one never demotes: heldLevelChange).
      for (const account of levels.length ? await this.levels.lockBelowEarned(db) : []) {
        const lifetimePoints = wholePoints(account.lifetimePointsMilli);
        const held = { code: account.levelCode, reachedAtThreshold: account.levelThresholdPoints };
        const change = heldLevelChange(held, lifetimePoints, false, levels);
        if (!change) continue;
        await announce(account.playerId, account.levelCode, change, lifetimePoints);
        await this.outbox.append(db, [
          { type: 'vip.points-changed', streamId: vipStream(account.playerId), data: { playerId: account.playerId }, meta: systemMeta },
        ]);
      }
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
        levelChanges,
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
