import type { BroadcastAudience, BroadcastStatus, BroadcastView } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import type { VipLevelMembers } from '../../vip/index.js';
import { segmentBounds, type ReadBroadcast } from '../domain/broadcast-rules.js';

export interface StoredBroadcast extends ReadBroadcast {
  id: string;
  status: BroadcastStatus;
}

interface Row {
  id: string;
  title_en: string;
  title_bn: string;
  message_en: string;
  message_bn: string;
  audience: BroadcastAudience;
  send_at: Date;
  status: BroadcastStatus;
  delivered_count: number;
  read_count: number;
  created_by_username: string;
  created_at: Date;
  sent_at: Date | null;
}

const viewOf = (r: Row): BroadcastView => ({
  id: r.id,
  title_en: r.title_en,
  title_bn: r.title_bn,
  message_en: r.message_en,
  message_bn: r.message_bn,
  audience: r.audience,
  send_at: r.send_at.toISOString(),
  status: r.status,
  delivered: r.delivered_count,
  read: r.read_count,
  created_by: r.created_by_username,
  created_at: r.created_at.toISOString(),
  sent_at: r.sent_at?.toISOString() ?? null,
});

/** A broadcast's messages are keyed by it, once per player (inbox_messages' unique (player_id, source_key)). */
export const broadcastSourceKey = (id: string) => `broadcast-${id}`;

/**
 * Staff broadcasts (inbox_broadcasts) and their delivery. Who is in an audience is read here in one
 * statement over the players' own tables (registration, approved deposits, sign-ins, exclusions), as a
 * report does: a segment of many thousands is written with one INSERT ... SELECT instead of passing ids
 * through the application. The rule it writes in SQL is `inSegment` (domain/broadcast-rules.ts).
 * VIP levels are the exception that keeps to the module boundary: the VIP module answers who is at the
 * levels (PlayersAtVipLevelsQuery: only these ids, or all but these) and the ids join the same statement
 * as one array parameter; only players above the lowest level are ever listed, so it stays small.
 */
@Injectable()
export class BroadcastsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async create(db: PoolClient, b: ReadBroadcast, staff: { id: string; username: string }): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO inbox_broadcasts (title_en, title_bn, message_en, message_bn, audience, send_at, created_by, created_by_username)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text`,
      [b.titleEn, b.titleBn, b.messageEn, b.messageBn, JSON.stringify(b.audience), b.sendAt, staff.id, staff.username],
    );
    return rows[0]!.id;
  }

  async playerByUsername(username: string, db: Db = this.pool): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM players WHERE lower(username) = lower($1)`, [username]);
    return rows[0]?.id ?? null;
  }

  async list(limit = 50): Promise<BroadcastView[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT b.id::text, b.title_en, b.title_bn, b.message_en, b.message_bn, b.audience, b.send_at, b.status, b.delivered_count,
              (SELECT count(*)::int FROM inbox_messages m WHERE m.broadcast_id = b.id AND m.read_at IS NOT NULL) AS read_count,
              b.created_by_username, b.created_at, b.sent_at
         FROM inbox_broadcasts b ORDER BY b.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(viewOf);
  }

  /** The broadcast, locked for this transaction (the job's one delivery at a time). */
  async lock(db: PoolClient, id: string): Promise<StoredBroadcast | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await db.query<Row>(`SELECT * FROM inbox_broadcasts WHERE id = $1::bigint FOR UPDATE`, [id]);
    const r = rows[0];
    if (!r) return null;
    return {
      id: String(r.id),
      titleEn: r.title_en,
      titleBn: r.title_bn,
      messageEn: r.message_en,
      messageBn: r.message_bn,
      audience: r.audience,
      sendAt: r.send_at,
      status: r.status,
    };
  }

  /**
   * Writes the broadcast's message to every player of its audience that does not have it yet, marks it
   * sent with its delivery count; answers the count. Offers to many players skip anyone whose time-out or
   * self-exclusion is in force (player-protection README); a message to one named player reaches them.
   * `vipMembers` is the VIP module's answer for a segment that names VIP levels (the job asks it first).
   */
  async deliver(db: PoolClient, b: StoredBroadcast, now: Date, vipMembers?: VipLevelMembers): Promise<number> {
    const params: unknown[] = [b.id, broadcastSourceKey(b.id), b.titleEn, b.titleBn, b.messageEn, b.messageBn];
    const where: string[] = [];
    const a = b.audience;
    if (a.kind === 'player') {
      params.push(a.username);
      where.push(`lower(p.username) = lower($${params.length})`);
    } else {
      params.push(now);
      where.push(`NOT EXISTS (SELECT 1 FROM player_exclusions x WHERE x.player_id = p.id::text AND x.ended_at IS NULL
                    AND (x.kind = 'self_exclusion' OR x.ends_at > $${params.length}))`);
    }
    if (a.kind === 'segment') {
      const s = segmentBounds(a, now);
      if (s.registeredFrom) where.push(`p.created_at >= $${params.push(s.registeredFrom)}`);
      if (s.registeredBefore) where.push(`p.created_at < $${params.push(s.registeredBefore)}`);
      if (s.deposited !== null)
        where.push(
          `${s.deposited ? '' : 'NOT '}EXISTS (SELECT 1 FROM deposit_requests d WHERE d.player_id = p.id::text AND d.status = 'approved')`,
        );
      if (s.activeSince)
        where.push(`EXISTS (SELECT 1 FROM auth_sessions s WHERE s.subject_kind = 'player' AND s.subject_id = p.id::text
                      AND s.created_at >= $${params.push(s.activeSince)})`);
      if (s.vipLevels) {
        if (!vipMembers) throw new Error(`broadcast ${b.id} names VIP levels but no VIP members were given`);
        // player ids are bigserial digits; anything else cannot be a player
        const ids = vipMembers.playerIds.filter((id) => /^\d{1,18}$/.test(id));
        const list = `$${params.push(ids)}::bigint[]`;
        // `only`: the planner drives from the ids; `except`: a hash anti-join against them
        where.push(
          vipMembers.kind === 'only' ? `p.id = ANY(${list})` : `NOT EXISTS (SELECT 1 FROM unnest(${list}) AS vip(id) WHERE vip.id = p.id)`,
        );
      }
    }
    await db.query(
      `INSERT INTO inbox_messages (player_id, kind, source_key, broadcast_id, title_en, title_bn, message_en, message_bn)
       SELECT p.id, 'broadcast', $2, $1::bigint, $3, $4, $5, $6 FROM players p
        WHERE ${where.join(' AND ')}
       ON CONFLICT (player_id, source_key) DO NOTHING`,
      params,
    );
    const { rows } = await db.query<{ n: number }>(
      `UPDATE inbox_broadcasts SET status = 'sent', sent_at = $2,
              delivered_count = (SELECT count(*) FROM inbox_messages WHERE broadcast_id = $1::bigint)
        WHERE id = $1::bigint RETURNING delivered_count AS n`,
      [b.id, now],
    );
    return rows[0]!.n;
  }

  /** The players a broadcast reached (for their pushes). */
  async recipients(id: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ player_id: string }>(
      `SELECT player_id::text FROM inbox_messages WHERE broadcast_id = $1::bigint AND deleted_at IS NULL AND read_at IS NULL`,
      [id],
    );
    return rows.map((r) => r.player_id);
  }
}
