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

  /**
   * A player's message in one statement (a round trip instead of six: BEGIN, lock, insert, update, COMMIT, and
   * the ownership read before them): locks the conversation when it is the player's, writes the message when
   * it is open, and marks the conversation waiting. `conversation` is undefined when it is not the player's;
   * `row` is undefined when it is closed, or when the client key was already used (then `duplicate`).
   */
  async addFromPlayer(
    db: Db,
    m: { conversationId: string; playerId: string; content: string; image?: { path: string; mime: string }; clientKey?: string },
  ): Promise<{ conversation?: { status: 'open' | 'closed'; agentId: string | null }; row?: MessageRow; duplicate: boolean }> {
    const { rows } = await db.query<{ status: 'open' | 'closed' | null; agent_id: string | null; message: MessageRow | null }>(
      `WITH conv AS (
         SELECT c.id, c.player_username, c.status, c.agent_id FROM chat_conversations c
          WHERE c.id = $1::bigint AND c.player_id = $2::bigint FOR UPDATE),
       ins AS (
         INSERT INTO chat_messages AS m (conversation_id, sender_kind, sender_id, sender_name, content, image_path, image_mime, client_key)
         SELECT conv.id, 'player', $2, conv.player_username, $3, $4, $5, $6 FROM conv WHERE conv.status = 'open'
         ON CONFLICT (conversation_id, client_key) DO NOTHING
         RETURNING ${messageColumns}),
       waits AS (
         UPDATE chat_conversations c SET waiting_since = coalesce(c.waiting_since, now()), updated_at = now()
           FROM ins WHERE c.id = ins.conversation_id::bigint)
       SELECT conv.status, conv.agent_id::text, (SELECT to_jsonb(ins) FROM ins) AS message FROM conv`,
      [m.conversationId, m.playerId, m.content, m.image?.path ?? null, m.image?.mime ?? null, m.clientKey ?? null],
    );
    const found = rows[0];
    if (!found?.status) return { duplicate: false };
    const conversation = { status: found.status, agentId: found.agent_id };
    if (found.message) return { conversation, row: fromJson(found.message), duplicate: false };
    if (found.status === 'closed' || !m.clientKey) return { conversation, duplicate: false };
    const { rows: prior } = await db.query<MessageRow>(
      `SELECT ${messageColumns} FROM chat_messages m WHERE m.conversation_id = $1::bigint AND m.client_key = $2`,
      [m.conversationId, m.clientKey],
    );
    return { conversation, ...(prior[0] ? { row: prior[0] } : {}), duplicate: true };
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

/** A message row read back through to_jsonb: timestamps arrive as ISO strings. */
function fromJson(row: MessageRow): MessageRow {
  return {
    ...row,
    created_at: new Date(row.created_at as unknown as string),
    read_at: row.read_at === null ? null : new Date(row.read_at as unknown as string),
  };
}
