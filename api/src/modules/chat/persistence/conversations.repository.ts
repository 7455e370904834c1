import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { conversationSelect, type ConversationRow } from './chat-rows.js';

/**
 * chat_conversations. Every player-side read names the player as well as the conversation, so another
 * player's id finds nothing (and answers the same 404 as an id that does not exist).
 */
@Injectable()
export class ConversationsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async byId(id: string, db: Db = this.pool): Promise<ConversationRow | undefined> {
    const { rows } = await db.query<ConversationRow>(`${conversationSelect} WHERE c.id = $1::bigint`, [id]);
    return rows[0];
  }

  /** The player's own conversation, or nothing (not theirs, or no such id). */
  async ofPlayer(playerId: string, id: string, db: Db = this.pool): Promise<ConversationRow | undefined> {
    const { rows } = await db.query<ConversationRow>(`${conversationSelect} WHERE c.id = $1::bigint AND c.player_id = $2::bigint`, [
      id,
      playerId,
    ]);
    return rows[0];
  }

  /** Locks a conversation row for a change (its status, agent, waiting time). */
  async lock(
    db: Db,
    id: string,
  ): Promise<{ id: string; player_id: string; status: 'open' | 'closed'; agent_id: string | null } | undefined> {
    const { rows } = await db.query<{ id: string; player_id: string; status: 'open' | 'closed'; agent_id: string | null }>(
      `SELECT id::text, player_id::text, status, agent_id::text FROM chat_conversations WHERE id = $1::bigint FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  async listOfPlayer(playerId: string): Promise<ConversationRow[]> {
    const { rows } = await this.pool.query<ConversationRow>(
      `${conversationSelect} WHERE c.player_id = $1::bigint ORDER BY c.id DESC LIMIT 50`,
      [playerId],
    );
    return rows;
  }

  async openOfPlayer(db: Db, playerId: string): Promise<string | undefined> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text FROM chat_conversations WHERE player_id = $1::bigint AND status = 'open' FOR UPDATE`,
      [playerId],
    );
    return rows[0]?.id;
  }

  /** A new open conversation; a concurrent open by the same player finds the first (the unique open index). */
  async create(db: Db, playerId: string, username: string, agent: { id: string; name: string } | null): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO chat_conversations (player_id, player_username, agent_id, agent_name) VALUES ($1::bigint, $2, $3::uuid, $4)
       ON CONFLICT (player_id) WHERE status = 'open' DO UPDATE SET updated_at = chat_conversations.updated_at
       RETURNING id::text`,
      [playerId, username, agent?.id ?? null, agent?.name ?? null],
    );
    return rows[0]!.id;
  }

  async setAgent(db: Db, id: string, agent: { id: string; name: string } | null): Promise<void> {
    await db.query(`UPDATE chat_conversations SET agent_id = $2::uuid, agent_name = $3, updated_at = now() WHERE id = $1::bigint`, [
      id,
      agent?.id ?? null,
      agent?.name ?? null,
    ]);
  }

  /** A player wrote: the conversation waits from their oldest unanswered message. */
  async playerWrote(db: Db, id: string): Promise<void> {
    await db.query(
      `UPDATE chat_conversations SET waiting_since = coalesce(waiting_since, now()), updated_at = now() WHERE id = $1::bigint`,
      [id],
    );
  }

  /** An agent answered: nothing waits any more. */
  async agentAnswered(db: Db, id: string): Promise<void> {
    await db.query(`UPDATE chat_conversations SET waiting_since = NULL, updated_at = now() WHERE id = $1::bigint`, [id]);
  }

  async setStatus(db: Db, id: string, status: 'open' | 'closed'): Promise<void> {
    await db.query(
      `UPDATE chat_conversations SET status = $2, updated_at = now(),
              closed_at = CASE WHEN $2 = 'closed' THEN now() ELSE NULL END,
              waiting_since = CASE WHEN $2 = 'closed' THEN NULL ELSE waiting_since END
        WHERE id = $1::bigint`,
      [id, status],
    );
  }

  /** The agents' queue: open ones waiting longest first, then the rest; or closed ones, newest first. */
  async queue(status: 'open' | 'closed' | 'all'): Promise<ConversationRow[]> {
    const where = status === 'all' ? '' : `WHERE c.status = '${status === 'open' ? 'open' : 'closed'}'`;
    const { rows } = await this.pool.query<ConversationRow>(
      `${conversationSelect} ${where}
        ORDER BY (c.status = 'open') DESC, c.waiting_since ASC NULLS LAST, c.updated_at DESC LIMIT 200`,
    );
    return rows;
  }
}
