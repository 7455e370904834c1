import type { AuditEntry, StaffRole } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

/**
 * Who is acting and from where, for one staff request. The audit interceptor creates it for every
 * staff write; `recorded` tells it whether the use case already wrote its own, richer row.
 */
export interface AuditContext {
  actorId: string | null;
  actorUsername: string | null;
  actorRoles: StaffRole[];
  ip: string | null;
  requestId: string | null;
  recorded: boolean;
}

export interface AuditRecord {
  action: string;
  targetKind?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
}

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_username: string | null;
  actor_roles: StaffRole[];
  action: string;
  target_kind: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  request_id: string | null;
}

/** The append-only staff audit log (the table's triggers refuse UPDATE, DELETE and TRUNCATE). */
@Injectable()
export class AuditLog {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Appends one row. Pass the use case's transaction client so the row commits with the change. */
  async record(context: AuditContext, entry: AuditRecord, db: Pool | PoolClient = this.pool): Promise<void> {
    await db.query(
      `INSERT INTO staff_audit_log (actor_id, actor_username, actor_roles, action, target_kind, target_id, before, after, ip, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        context.actorId,
        context.actorUsername,
        context.actorRoles,
        entry.action,
        entry.targetKind ?? null,
        entry.targetId ?? null,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
        context.ip,
        context.requestId,
      ],
    );
    context.recorded = true;
  }

  async page(filter: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      values.push(value);
      where.push(sql(values.length));
    };
    if (filter.actor) {
      // an id, or a username (case-insensitive)
      if (/^[0-9a-f-]{36}$/i.test(filter.actor)) add((n) => `actor_id = $${n}`, filter.actor);
      else add((n) => `lower(actor_username) = lower($${n})`, filter.actor);
    }
    if (filter.action) {
      // "staff." lists every staff action; a full name matches exactly
      if (filter.action.endsWith('.')) add((n) => `action LIKE $${n}`, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      else add((n) => `action = $${n}`, filter.action);
    }
    if (filter.targetKind) add((n) => `target_kind = $${n}`, filter.targetKind);
    if (filter.targetId) add((n) => `target_id = $${n}`, filter.targetId);
    if (filter.from) add((n) => `at >= $${n}`, filter.from);
    if (filter.to) add((n) => `at < $${n}`, filter.to);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const count = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_audit_log ${clause}`, values);
    const { rows } = await this.pool.query<AuditRow>(
      `SELECT * FROM staff_audit_log ${clause} ORDER BY at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    return {
      total: count.rows[0]!.n,
      rows: rows.map((r) => ({ ...r, id: String(r.id), at: r.at.toISOString() })),
    };
  }
}
