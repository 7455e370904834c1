import { Inject, Injectable } from '@nestjs/common';
import type { ChatAgent, ChatAgentStatus } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { isOnline, presenceWindowMs, type AgentLoad } from '../domain/assignment.js';

interface AgentRow {
  staff_id: string;
  display_name: string;
  status: ChatAgentStatus;
  seen_at: Date;
  last_assigned_at: Date | null;
  open_conversations: number;
  now: Date;
}

/**
 * chat_agents: an agent's presence (online / away, said by them) and when their console was last seen
 * (every console call and its 30 s beat), and when they were last given a conversation.
 */
@Injectable()
export class AgentsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The console was seen (any agent call): keeps an online agent online. Creates the row, away, on first sight. */
  async seen(staffId: string, displayName: string): Promise<ChatAgentStatus> {
    const { rows } = await this.pool.query<{ status: ChatAgentStatus }>(
      `INSERT INTO chat_agents (staff_id, display_name) VALUES ($1::uuid, $2)
       ON CONFLICT (staff_id) DO UPDATE SET seen_at = now(), display_name = EXCLUDED.display_name
       RETURNING status`,
      [staffId, displayName],
    );
    return rows[0]!.status;
  }

  async setStatus(db: Db, staffId: string, displayName: string, status: ChatAgentStatus): Promise<ChatAgentStatus | null> {
    const before = await db.query<{ status: ChatAgentStatus }>(`SELECT status FROM chat_agents WHERE staff_id = $1::uuid FOR UPDATE`, [
      staffId,
    ]);
    await db.query(
      `INSERT INTO chat_agents (staff_id, display_name, status) VALUES ($1::uuid, $2, $3)
       ON CONFLICT (staff_id) DO UPDATE SET status = EXCLUDED.status, seen_at = now(), display_name = EXCLUDED.display_name`,
      [staffId, displayName, status],
    );
    return before.rows[0]?.status ?? null;
  }

  private async rows(db: Db): Promise<AgentRow[]> {
    const { rows } = await db.query<AgentRow>(
      `SELECT a.staff_id::text, a.display_name, a.status, a.seen_at, a.last_assigned_at, now() AS now,
              (SELECT count(*)::int FROM chat_conversations c WHERE c.agent_id = a.staff_id AND c.status = 'open') AS open_conversations
         FROM chat_agents a ORDER BY a.display_name`,
    );
    return rows;
  }

  async list(): Promise<ChatAgent[]> {
    return (await this.rows(this.pool)).map((r) => ({
      staff_id: r.staff_id,
      display_name: r.display_name,
      status: r.status,
      online: isOnline(r.status, r.seen_at, r.now),
      open_conversations: r.open_conversations,
    }));
  }

  async byId(db: Db, staffId: string): Promise<{ staffId: string; displayName: string } | undefined> {
    const { rows } = await db.query<{ staff_id: string; display_name: string }>(
      `SELECT staff_id::text, display_name FROM chat_agents WHERE staff_id = $1::uuid`,
      [staffId],
    );
    return rows[0] ? { staffId: rows[0].staff_id, displayName: rows[0].display_name } : undefined;
  }

  /** Every agent's load, read under a lock on the agents so two new conversations at once do not both pick the same. */
  async loads(db: Db): Promise<(AgentLoad & { displayName: string })[]> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('chat-assignment'))`);
    return (await this.rows(db)).map((r) => ({
      staffId: r.staff_id,
      displayName: r.display_name,
      online: isOnline(r.status, r.seen_at, r.now),
      openConversations: r.open_conversations,
      lastAssignedAt: r.last_assigned_at,
    }));
  }

  async assigned(db: Db, staffId: string): Promise<void> {
    await db.query(`UPDATE chat_agents SET last_assigned_at = clock_timestamp() WHERE staff_id = $1::uuid`, [staffId]);
  }

  async onlineCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_agents WHERE status = 'online' AND seen_at >= now() - make_interval(secs => $1)`,
      [presenceWindowMs / 1000],
    );
    return rows[0]!.n;
  }
}
