import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import type { BilingualMessage } from '../domain/system-messages.js';

export interface StoredMessage {
  id: string;
  titleEn: string;
  titleBn: string;
  messageEn: string;
  messageBn: string;
  createdAt: Date;
  read: boolean;
}

interface Row {
  id: string;
  title_en: string;
  title_bn: string;
  message_en: string;
  message_bn: string;
  created_at: Date;
  read: boolean;
}

const fromRow = (r: Row): StoredMessage => ({
  id: r.id,
  titleEn: r.title_en,
  titleBn: r.title_bn,
  messageEn: r.message_en,
  messageBn: r.message_bn,
  createdAt: r.created_at,
  read: r.read,
});

const columns = `id::text, title_en, title_bn, message_en, message_bn, created_at, read_at IS NOT NULL AS read`;

/** An inbox id in a path: digits only (anything else names no message). */
export const isMessageId = (id: string) => /^\d{1,18}$/.test(id);

/**
 * The inbox_messages table. Every read and change names the player as well as the message, so another
 * player's id finds nothing. Deleted rows stay (deleted_at) so a rerun of whatever wrote them cannot
 * write them again (the unique (player_id, source_key)).
 */
@Injectable()
export class InboxMessagesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * Writes a message unless one with the same source is there already (a reactor or job run twice).
   * Answers whether it wrote one.
   */
  async deliver(
    db: Db,
    playerId: string,
    kind: 'system' | 'broadcast' | 'staff',
    sourceKey: string,
    message: BilingualMessage,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO inbox_messages (player_id, kind, source_key, title_en, title_bn, message_en, message_bn)
       VALUES ($1::bigint, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id, source_key) DO NOTHING`,
      [playerId, kind, sourceKey, message.titleEn, message.titleBn, message.messageEn, message.messageBn],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Newest first: ordered by the numeric id (a bare `id` would sort the select list's text id). */
  async page(playerId: string, page: number, perPage: number): Promise<{ messages: StoredMessage[]; total: number; unread: number }> {
    const [list, counts] = await Promise.all([
      this.pool.query<Row>(
        `SELECT ${columns} FROM inbox_messages WHERE player_id = $1::bigint AND deleted_at IS NULL
          ORDER BY inbox_messages.id DESC LIMIT $2 OFFSET $3`,
        [playerId, perPage, (page - 1) * perPage],
      ),
      this.pool.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
           FROM inbox_messages WHERE player_id = $1::bigint AND deleted_at IS NULL`,
        [playerId],
      ),
    ]);
    return { messages: list.rows.map(fromRow), total: counts.rows[0]!.total, unread: counts.rows[0]!.unread };
  }

  async one(playerId: string, id: string): Promise<StoredMessage | null> {
    if (!isMessageId(id)) return null;
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM inbox_messages WHERE id = $1::bigint AND player_id = $2::bigint AND deleted_at IS NULL`,
      [id, playerId],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async unread(playerId: string, db: Db = this.pool): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inbox_messages WHERE player_id = $1::bigint AND deleted_at IS NULL AND read_at IS NULL`,
      [playerId],
    );
    return rows[0]!.n;
  }

  /** Marks the player's message read (already read stays as it was). Answers whether the message is theirs. */
  async markRead(playerId: string, id: string): Promise<boolean> {
    if (!isMessageId(id)) return false;
    const { rowCount } = await this.pool.query(
      `UPDATE inbox_messages SET read_at = coalesce(read_at, now())
        WHERE id = $1::bigint AND player_id = $2::bigint AND deleted_at IS NULL`,
      [id, playerId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Deletes the player's message (marks it). Answers whether the message was theirs and there. */
  async delete(playerId: string, id: string): Promise<boolean> {
    if (!isMessageId(id)) return false;
    const { rowCount } = await this.pool.query(
      `UPDATE inbox_messages SET deleted_at = now() WHERE id = $1::bigint AND player_id = $2::bigint AND deleted_at IS NULL`,
      [id, playerId],
    );
    return (rowCount ?? 0) > 0;
  }
}
