import type { BroadcastRequest } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { ListVipLevelsQuery } from '../../../vip/index.js';
import { broadcastMessages, readBroadcast } from '../../domain/broadcast-rules.js';
import { BroadcastsRepository } from '../../persistence/broadcasts.repository.js';

export type ScheduleBroadcastOutcome = { ok: true; id: string; message: string } | { ok: false; status: number; message: string };

/**
 * Staff write a message for every player, a segment or one player, to send now or at a later time. The
 * broadcast row, its audit row and `inbox.broadcast-scheduled` commit together; a reactor of that event
 * enqueues the sending job (keyed by the broadcast, delayed to its time), so nothing is sent from here
 * and nothing is lost if Redis is away a moment.
 */
@Injectable()
export class ScheduleBroadcast {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(BroadcastsRepository) private readonly broadcasts: BroadcastsRepository,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(input: Partial<Record<keyof BroadcastRequest, unknown>>, audit: AuditContext): Promise<ScheduleBroadcastOutcome> {
    const read = readBroadcast(input, this.clock.now());
    if (typeof read === 'string') return { ok: false, status: 400, message: read };
    if (read.audience.kind === 'segment' && read.audience.vipLevels) {
      const known = new Set((await this.queries.execute(new ListVipLevelsQuery())).map((l) => l.code));
      if (!read.audience.vipLevels.every((code) => known.has(code)))
        return { ok: false, status: 400, message: broadcastMessages.vipLevelsInvalid };
    }
    return this.write.run<ScheduleBroadcastOutcome>(audit, async (db) => {
      if (read.audience.kind === 'player' && !(await this.broadcasts.playerByUsername(read.audience.username, db)))
        return { result: { ok: false, status: 404, message: broadcastMessages.playerNotFound } };
      const id = await this.broadcasts.create(db, read, { id: audit.actorId!, username: audit.actorUsername ?? '' });
      return {
        result: { ok: true, id, message: broadcastMessages.scheduled },
        entry: {
          action: 'inbox.broadcast_scheduled',
          targetKind: 'broadcast',
          targetId: id,
          before: null,
          after: { title_en: read.titleEn, audience: read.audience, send_at: read.sendAt.toISOString() },
        },
        events: [
          {
            type: 'inbox.broadcast-scheduled' as const,
            streamId: `broadcast-${id}`,
            data: { broadcastId: id, sendAt: read.sendAt.toISOString() },
          },
        ],
      };
    });
  }
}
