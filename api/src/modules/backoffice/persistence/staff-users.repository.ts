import { staffPermissions, type StaffPermission, type StaffRole, type StaffStatus, type StaffUserView } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

/** A staff row as the module uses it. `totpSecret` is sealed (see TotpSecretCipher) and never leaves the module. */
export interface StaffRecord {
  id: string;
  username: string;
  displayName: string;
  passwordHash: string;
  roles: StaffRole[];
  /** The union of the roles' permissions (issue 22), in catalogue order. */
  permissions: StaffPermission[];
  /** CIDR blocks the member may use the back-office from; empty: any address. */
  ipAllowlist: string[];
  /** The allow-lists of the member's roles that have one (issue 22): every one must admit the address too. */
  roleIpAllowlists: { role: string; cidrs: string[] }[];
  status: StaffStatus;
  totpSecret: string | null;
  totpEnabled: boolean;
  totpLastStep: number | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

interface StaffRow {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  roles: StaffRole[];
  ip_allowlist: string[] | string;
  role_ip_allowlists: { role: string; cidrs: string[] }[];
  role_permissions: string[];
  all_permissions: boolean;
  status: StaffStatus;
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: string | null;
  failed_attempts: number;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}

/**
 * A staff row with what its roles grant, in ONE statement (the staff guard runs it on every request, so a
 * role change is seen at the member's next request without any cache to invalidate). Both subqueries walk
 * primary keys: staff_user_roles (staff_id, role_key), staff_role_permissions (role_key, permission).
 */
/** Columns the staff list sorts by (`sort` on GET /api/admin/staff), each with its SQL. */
const staffSortSql = { username: 'lower(username)', created_at: 'created_at', last_login_at: 'last_login_at' } as const;
export type StaffSortColumn = keyof typeof staffSortSql;
export const staffSortColumns = Object.keys(staffSortSql) as StaffSortColumn[];

const selectStaff = `SELECT s.*,
    ARRAY(SELECT DISTINCT p.permission FROM staff_user_roles u JOIN staff_role_permissions p ON p.role_key = u.role_key
           WHERE u.staff_id = s.id) AS role_permissions,
    EXISTS (SELECT 1 FROM staff_user_roles u JOIN staff_roles r ON r.key = u.role_key
             WHERE u.staff_id = s.id AND r.all_permissions) AS all_permissions,
    (SELECT coalesce(json_agg(json_build_object('role', r.key, 'cidrs', r.ip_allowlist::text[]) ORDER BY r.key), '[]')
       FROM staff_user_roles u JOIN staff_roles r ON r.key = u.role_key
      WHERE u.staff_id = s.id AND cardinality(r.ip_allowlist) > 0) AS role_ip_allowlists
  FROM staff_users s`;

/** The catalogue's permissions the row's roles grant (a permission the code no longer knows grants nothing). */
const permissionsOfRow = (r: StaffRow): StaffPermission[] => {
  if (r.all_permissions) return [...staffPermissions];
  const granted = new Set(r.role_permissions);
  return staffPermissions.filter((p) => granted.has(p));
};

/** node-postgres leaves cidr[] as its text form ('{10.0.0.0/8,...}'). */
const cidrList = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const toRecord = (r: StaffRow): StaffRecord => ({
  id: r.id,
  username: r.username,
  displayName: r.display_name,
  passwordHash: r.password_hash,
  roles: r.roles,
  permissions: permissionsOfRow(r),
  ipAllowlist: cidrList(r.ip_allowlist),
  roleIpAllowlists: r.role_ip_allowlists ?? [],
  status: r.status,
  totpSecret: r.totp_secret,
  totpEnabled: r.totp_enabled,
  totpLastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
  failedAttempts: r.failed_attempts,
  lockedUntil: r.locked_until,
  lastLoginAt: r.last_login_at,
  createdAt: r.created_at,
});

/** A staff view with what its roles grant: the audit rows of role changes keep both, old and new. */
export const toStaffAuditView = (s: StaffRecord) => ({ ...toStaffView(s), permissions: s.permissions });

/** What staff management and the audit log show of an account: no hash, no secret. */
export const toStaffView = (s: StaffRecord): StaffUserView => ({
  id: s.id,
  username: s.username,
  display_name: s.displayName,
  roles: s.roles,
  ip_allowlist: s.ipAllowlist,
  status: s.status,
  totp_enabled: s.totpEnabled,
  locked_until: s.lockedUntil && s.lockedUntil > new Date() ? s.lockedUntil.toISOString() : null,
  last_login_at: s.lastLoginAt?.toISOString() ?? null,
  created_at: s.createdAt.toISOString(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => uuidPattern.test(value);

type Db = Pool | PoolClient;

export interface StaffChanges {
  displayName?: string;
  passwordHash?: string;
  roles?: StaffRole[];
  ipAllowlist?: string[];
  status?: StaffStatus;
  totpSecret?: string | null;
  totpEnabled?: boolean;
  totpLastStep?: number | null;
  failedAttempts?: number;
  lockedUntil?: Date | null;
  lastLoginAt?: Date;
}

const columns: Record<keyof StaffChanges, string> = {
  displayName: 'display_name',
  passwordHash: 'password_hash',
  roles: 'roles',
  ipAllowlist: 'ip_allowlist',
  status: 'status',
  totpSecret: 'totp_secret',
  totpEnabled: 'totp_enabled',
  totpLastStep: 'totp_last_step',
  failedAttempts: 'failed_attempts',
  lockedUntil: 'locked_until',
  lastLoginAt: 'last_login_at',
};

@Injectable()
export class StaffUsersRepository {
  constructor(@Inject(DB_POOL) readonly pool: Pool) {}

  async byId(id: string, db: Db = this.pool, forUpdate = false): Promise<StaffRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<StaffRow>(`${selectStaff} WHERE s.id = $1${forUpdate ? ' FOR UPDATE OF s' : ''}`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async byUsername(username: string, db: Db = this.pool): Promise<StaffRecord | undefined> {
    const { rows } = await db.query<StaffRow>(`${selectStaff} WHERE lower(s.username) = lower($1)`, [username]);
    return rows[0] && toRecord(rows[0]);
  }

  /** Inserts a new account; undefined when the username is taken (case-insensitively). */
  async insert(
    db: Db,
    input: { username: string; displayName: string; passwordHash: string; roles: StaffRole[]; totpSecret?: string; totpEnabled?: boolean },
  ): Promise<StaffRecord | undefined> {
    const { rows } = await db.query<StaffRow>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles, totp_secret, totp_enabled)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
      [input.username, input.displayName, input.passwordHash, input.roles, input.totpSecret ?? null, input.totpEnabled ?? false],
    );
    // read back through selectStaff: the roles' permissions exist only once the row's trigger has run
    return rows[0] && this.byId(rows[0].id, db);
  }

  async update(db: Db, id: string, changes: StaffChanges): Promise<StaffRecord> {
    const keys = (Object.keys(changes) as (keyof StaffChanges)[]).filter((k) => changes[k] !== undefined);
    const sets = keys.map((k, i) => `${columns[k]} = $${i + 2}`);
    const { rows } = await db.query<StaffRow>(
      `UPDATE staff_users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING id`,
      [id, ...keys.map((k) => changes[k])],
    );
    return (await this.byId(rows[0]!.id, db))!;
  }

  async countActiveAdminsExcept(db: Db, id: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_users WHERE status = 'active' AND 'admin' = ANY(roles) AND id <> $1`,
      [id],
    );
    return rows[0]!.n;
  }

  async page(filter: {
    search?: string;
    role?: StaffRole;
    status?: StaffStatus;
    /** By username when absent. */
    sort?: { column: StaffSortColumn; descending: boolean };
    page: number;
    perPage: number;
  }): Promise<{ rows: StaffRecord[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.search) {
      values.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(username ILIKE $${values.length} OR display_name ILIKE $${values.length})`);
    }
    if (filter.role) {
      values.push(filter.role);
      where.push(`$${values.length} = ANY(roles)`);
    }
    if (filter.status) {
      values.push(filter.status);
      where.push(`status = $${values.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sort = filter.sort ?? { column: 'username', descending: false };
    const direction = sort.descending ? 'DESC' : 'ASC';
    // the id breaks ties so a row never shows on two pages; the column's SQL comes from the whitelist only
    const order = `${staffSortSql[sort.column]} ${direction} NULLS LAST, id ${direction}`;
    values.push(filter.perPage, (filter.page - 1) * filter.perPage);
    const { rows } = await this.pool.query<StaffRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM (${selectStaff}) s ${clause}
       ORDER BY ${order} LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && filter.page > 1) {
      const count = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_users ${clause}`, values.slice(0, -2));
      total = count.rows[0]!.n;
    }
    return { rows: rows.map(toRecord), total };
  }
}
