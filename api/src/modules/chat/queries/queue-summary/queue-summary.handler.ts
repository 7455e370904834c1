import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { ChatQueueSummaryQuery, type ChatQueueSummary } from './queue-summary.query.js';

@QueryHandler(ChatQueueSummaryQuery)
export class ChatQueueSummaryHandler implements IQueryHandler<ChatQueueSummaryQuery, ChatQueueSummary> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ChatQueueSummary> {
    // open conversations are few (at most one per player, closed when answered): the (status, waiting_since) index
    const { rows } = await this.pool.query<{ open: number; unassigned: number; waiting: number; oldest: number | null }>(
      `SELECT count(*)::int AS open, count(*) FILTER (WHERE agent_id IS NULL)::int AS unassigned,
              count(waiting_since)::int AS waiting, extract(epoch FROM now() - min(waiting_since))::float8 AS oldest
         FROM chat_conversations WHERE status = 'open'`,
    );
    const row = rows[0]!;
    return {
      open: row.open,
      unassigned: row.unassigned,
      waiting: row.waiting,
      oldestWaitingSeconds: row.oldest === null ? null : Math.max(0, Math.floor(row.oldest)),
    };
  }
}
