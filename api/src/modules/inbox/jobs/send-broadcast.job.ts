import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox } from '../../../platform/events/index.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { PlayersAtVipLevelsQuery } from '../../vip/index.js';
import { BroadcastsRepository } from '../persistence/broadcasts.repository.js';

/**
 * Sends a broadcast: in one transaction, with the broadcast's row locked, writes its message to every
 * player of the audience who does not have it yet, marks it sent with the count, and publishes
 * `inbox.broadcast-sent` (the pushes). A second run (a retry, the same job twice, two workers) finds it
 * sent and does nothing; even without that, each player's message is unique per broadcast.
 */
@Injectable()
export class SendBroadcastJob {
  private readonly logger = new Logger(SendBroadcastJob.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(BroadcastsRepository) private readonly broadcasts: BroadcastsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @OnJob('inbox.send-broadcast')
  async run(data: JobPayloads['inbox.send-broadcast']): Promise<{ delivered: number } | null> {
    return inTransaction(this.pool, async (db) => {
      const broadcast = await this.broadcasts.lock(db, data.broadcastId);
      if (!broadcast || broadcast.status === 'sent') return null;
      const a = broadcast.audience;
      // the VIP levels as they are at sending time, from the VIP module (a read outside this transaction)
      const vipMembers =
        a.kind === 'segment' && a.vipLevels?.length ? await this.queries.execute(new PlayersAtVipLevelsQuery(a.vipLevels)) : undefined;
      const delivered = await this.broadcasts.deliver(db, broadcast, this.clock.now(), vipMembers);
      await this.outbox.append(db, [
        {
          type: 'inbox.broadcast-sent',
          streamId: `broadcast-${broadcast.id}`,
          data: { broadcastId: broadcast.id, delivered },
          meta: { actor: { kind: 'system', id: 'inbox.send-broadcast' } },
        },
      ]);
      this.logger.log(`broadcast ${broadcast.id} delivered to ${delivered} players`);
      return { delivered };
    });
  }
}
