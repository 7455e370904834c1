import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { MessageChannel, MessageLanguage } from '../domain/outbound-messages.js';

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'logged';

export interface OutboxMessage {
  id: string;
  playerId: string | null;
  channel: MessageChannel;
  recipient: string;
  purpose: string;
  language: MessageLanguage;
  subject: string | null;
  body: string;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Columns the Outbox list sorts by (`sort` on GET /api/admin/outbox), each with its SQL. */
const outboxSortSql = { created_at: 'created_at', recipient: 'recipient', status: 'status', attempts: 'attempts' } as const;
export type OutboxSortColumn = keyof typeof outboxSortSql;
export const outboxSortColumns = Object.keys(outboxSortSql) as OutboxSortColumn[];

export interface OutboxFilter {
  channel?: MessageChannel;
  status?: OutboxStatus;
  /** Matches the recipient (address or number) in part, case-insensitively. */
  recipient?: string;
  playerId?: string;
  /** Newest first when absent. */
  sort?: { column: OutboxSortColumn; descending: boolean };
  page: number;
  perPage: number;
}

const columns = `id::text AS id, player_id::text AS player_id, channel, recipient, purpose, language, subject, body, status, attempts, error, created_at, sent_at`;
type Row = Record<string, unknown>;
const toMessage = (r: Row): OutboxMessage => ({
  id: r.id as string,
  playerId: r.player_id as string | null,
  channel: r.channel as MessageChannel,
  recipient: r.recipient as string,
  purpose: r.purpose as string,
  language: r.language as MessageLanguage,
  subject: r.subject as string | null,
  body: r.body as string,
  status: r.status as OutboxStatus,
  attempts: r.attempts as number,
  error: r.error as string | null,
  createdAt: r.created_at as Date,
  sentAt: r.sent_at as Date | null,
});

/** `message_outbox`: every e-mail and SMS to a player, sent or not, for the back-office Outbox page. */
@Injectable()
export class OutboxRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async add(
    message: Pick<OutboxMessage, 'playerId' | 'channel' | 'recipient' | 'purpose' | 'language' | 'subject' | 'body'>,
  ): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO message_outbox (player_id, channel, recipient, purpose, language, subject, body)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
      [message.playerId, message.channel, message.recipient, message.purpose, message.language, message.subject, message.body],
    );
    return rows[0]!.id;
  }

  async get(id: string): Promise<OutboxMessage | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const { rows } = await this.pool.query<Row>(`SELECT ${columns} FROM message_outbox WHERE id = $1`, [id]);
    return rows[0] && toMessage(rows[0]);
  }

  async finish(id: string, status: 'sent' | 'logged' | 'failed', error: string | null = null): Promise<void> {
    await this.pool.query(
      `UPDATE message_outbox SET status = $2, error = $3, attempts = attempts + 1,
         sent_at = CASE WHEN $2 IN ('sent', 'logged') THEN now() ELSE sent_at END
       WHERE id = $1`,
      [id, status, error],
    );
  }

  async list(filter: OutboxFilter): Promise<{ data: OutboxMessage[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (filter.channel) where.push(`channel = ${param(filter.channel)}`);
    if (filter.status) where.push(`status = ${param(filter.status)}`);
    if (filter.playerId) where.push(`player_id = ${param(filter.playerId)}`);
    if (filter.recipient) where.push(`recipient ILIKE ${param(`%${filter.recipient.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const matching = values.length;
    const sort = filter.sort ?? { column: 'created_at', descending: true };
    const direction = sort.descending ? 'DESC' : 'ASC';
    // the id breaks ties so a row never shows on two pages; the column's SQL comes from the whitelist only
    const order = `${outboxSortSql[sort.column]} ${direction}, id ${direction}`;
    // rows and total from one statement: a message written between two reads would show in one and not the other
    const { rows } = await this.pool.query<Row & { total: number }>(
      `SELECT ${columns}, count(*) OVER ()::int AS total FROM message_outbox ${clause}
        ORDER BY ${order} LIMIT ${param(filter.perPage)} OFFSET ${param((filter.page - 1) * filter.perPage)}`,
      values,
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && filter.page > 1) {
      // past the last page: no row carries the total
      const count = await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM message_outbox ${clause}`,
        values.slice(0, matching),
      );
      total = count.rows[0]!.n;
    }
    return { data: rows.map(toMessage), total };
  }
}
