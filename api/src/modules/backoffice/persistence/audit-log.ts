import type { AuditEntry, StaffRole } from '@khela/contracts';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
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

/**
 * Why a staff sign-in failed, as its audit row says. Never the password or code typed: only which check
 * refused.
 */
export type SignInFailure =
  | 'unknown_username'
  | 'wrong_password'
  | 'wrong_code'
  | 'code_reused'
  | 'otp_missing'
  /** this address is locked out of the account after too many failures */
  | 'locked'
  /** the account takes one check at a time from unknown addresses after many failures: not this one's turn */
  | 'throttled'
  | 'disabled'
  | 'enrolment_expired';

export interface SignInFailureRecord {
  /** The account tried, when the username names one: it is the row's actor. */
  account?: { id: string; username: string; roles: StaffRole[] };
  /** The username as typed (kept, cut to 64 characters, only when it names no account). */
  username: string;
  reason: SignInFailure;
  /** Which form: the sign-in itself or the first code of 2FA enrolment. */
  step: 'sign_in' | '2fa_enrolment';
}

/**
 * A staff write whose audit row would have no actor. Thrown by `AuditLog.record`, so the request fails
 * (401) instead of leaving an anonymous change; a use case recording inside its transaction rolls back.
 */
export class AuditActorMissingError extends UnauthorizedException {
  constructor() {
    super({ message: 'Unauthenticated.' });
  }
}

/** Columns the audit list sorts by (`sort` on GET /api/admin/audit), each with its SQL. */
const auditSortSql = { at: 'at', actor: 'lower(actor_username)', action: 'action' } as const;
export type AuditSortColumn = keyof typeof auditSortSql;
export const auditSortColumns = Object.keys(auditSortSql) as AuditSortColumn[];

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** Newest first when absent. */
  sort?: { column: AuditSortColumn; descending: boolean };
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

  /**
   * Refuses a context without an actor (`AuditActorMissingError`). Use cases whose change cannot share a
   * transaction with their audit row call it before they change anything.
   */
  requireActor(context: AuditContext): void {
    if (!context.actorId) throw new AuditActorMissingError();
  }

  /**
   * Appends one row. A staff write records through `StaffWrite.run`, which passes its transaction's client
   * so the row commits with the change (and its events); call this directly only for what has no
   * transaction to join (a file stored, a message sent, a sign-in step). Every
   * row has its actor: a context without one is refused (thrown) and nothing is written. The only rows
   * without an actor are failed sign-ins under an unknown username (`recordSignInFailure`).
   */
  async record(context: AuditContext, entry: AuditRecord, db: Pool | PoolClient = this.pool): Promise<void> {
    this.requireActor(context);
    await this.insert(context, entry, db);
    context.recorded = true;
  }

  /**
   * One failed staff sign-in (the sign-in form or the enrolment code). The actor is the account tried;
   * for a username that names no account there is none to name, so the row has no actor and keeps the
   * username typed in `after.username` (a wrong username is worth seeing in a guessing run).
   */
  async recordSignInFailure(context: AuditContext, failure: SignInFailureRecord, db: Pool | PoolClient = this.pool): Promise<void> {
    const account = failure.account;
    await this.insert(
      { ...context, actorId: account?.id ?? null, actorUsername: account?.username ?? null, actorRoles: account?.roles ?? [] },
      {
        action: 'staff.sign_in_failed',
        targetKind: 'staff',
        ...(account ? { targetId: account.id } : {}),
        after: { reason: failure.reason, step: failure.step, ...(account ? {} : { username: failure.username.slice(0, 64) }) },
      },
      db,
    );
  }

  private async insert(context: AuditContext, entry: AuditRecord, db: Pool | PoolClient): Promise<void> {
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
    const sort = filter.sort ?? { column: 'at', descending: true };
    const direction = sort.descending ? 'DESC' : 'ASC';
    // the id breaks ties so a row never shows on two pages; the column's SQL comes from the whitelist only
    const order = `${auditSortSql[sort.column]} ${direction} NULLS LAST, id ${direction}`;
    // rows and total from one statement: an entry written between two reads would show in one and not the other
    const { rows } = await this.pool.query<AuditRow & { total: number }>(
      `SELECT *, count(*) OVER ()::int AS total FROM staff_audit_log ${clause}
        ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && filter.page > 1) {
      // past the last page: no row carries the total
      const count = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_audit_log ${clause}`, values);
      total = count.rows[0]!.n;
    }
    return {
      total,
      rows: rows.map(({ total: _total, ...r }) => ({ ...r, id: String(r.id), at: r.at.toISOString() })),
    };
  }
}
