import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { messageColumns, type MessageRow } from './chat-rows.js';

export interface NewChatMessage {
  conversationId: string;
  senderKind: 'player' | 'agent' | 'system';
  senderId: string;
  senderName: string;
  content: string;
  image?: { path: string; mime: string };
  clientKey?: string;
}

/** chat_messages: ordered by id (a bigserial), which is the order both sides show. */
@Injectable()
export class MessagesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Writes a message; the same client key in the same conversation answers the first one (a resent message). */
  async add(db: Db, m: NewChatMessage): Promise<{ row: MessageRow; created: boolean }> {
    const inserted = await db.query<MessageRow>(
      `INSERT INTO chat_messages AS m (conversation_id, sender_kind, sender_id, sender_name, content, image_path, image_mime, client_key)
       VALUES ($1::bigint, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (conversation_id, client_key) DO NOTHING
       RETURNING ${messageColumns}`,
      [
        m.conversationId,
        m.senderKind,
        m.senderId,
        m.senderName,
        m.content,
        m.image?.path ?? null,
        m.image?.mime ?? null,
        m.clientKey ?? null,
      ],
    );
    if (inserted.rows[0]) return { row: inserted.rows[0], created: true };
    const { rows } = await db.query<MessageRow>(
      `SELECT ${messageColumns} FROM chat_messages m WHERE m.conversation_id = $1::bigint AND m.client_key = $2`,
      [m.conversationId, m.clientKey],
    );
    return { row: rows[0]!, created: false };
  }

  /** Oldest first; with `after`, only later messages (a reconnecting client catching up). */
  async list(conversationId: string, after?: string): Promise<MessageRow[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${messageColumns} FROM chat_messages m
        WHERE m.conversation_id = $1::bigint AND m.id > $2::bigint ORDER BY m.id LIMIT 500`,
      [conversationId, after ?? '0'],
    );
    return rows;
  }

  async one(conversationId: string, messageId: string): Promise<MessageRow | undefined> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${messageColumns} FROM chat_messages m WHERE m.conversation_id = $1::bigint AND m.id = $2::bigint`,
      [conversationId, messageId],
    );
    return rows[0];
  }

  /**
   * Marks the other side's messages read (the player reads agents' and the system's; agents read the
   * player's). Answers the last message id marked and when, or nothing when there was nothing unread.
   */
  async markRead(db: Db, conversationId: string, reader: 'player' | 'agent'): Promise<{ upTo: string; at: Date } | undefined> {
    const { rows } = await db.query<{ up_to: string | null; at: Date }>(
      `WITH marked AS (
         UPDATE chat_messages SET read_at = now()
          WHERE conversation_id = $1::bigint AND read_at IS NULL
            AND ${reader === 'player' ? `sender_kind <> 'player'` : `sender_kind = 'player'`}
          RETURNING id)
       SELECT max(id)::text AS up_to, now() AS at FROM marked`,
      [conversationId],
    );
    return rows[0]?.up_to ? { upTo: rows[0].up_to, at: rows[0].at } : undefined;
  }

  /** Transcript search over every conversation's text (word match, then a plain substring), newest first. */
  async search(text: string): Promise<(MessageRow & { player_username: string })[]> {
    const { rows } = await this.pool.query<MessageRow & { player_username: string }>(
      `SELECT ${messageColumns}, c.player_username FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE to_tsvector('simple', m.content) @@ plainto_tsquery('simple', $1)
           OR m.content ILIKE '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
           OR c.player_username ILIKE $1
        ORDER BY m.id DESC LIMIT 50`,
      [text],
    );
    return rows;
  }
}
