import type { StaffRole, StaffStatus, StaffUserView } from '@khela/contracts';
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
  status: StaffStatus;
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: string | null;
  failed_attempts: number;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}

const toRecord = (r: StaffRow): StaffRecord => ({
  id: r.id,
  username: r.username,
  displayName: r.display_name,
  passwordHash: r.password_hash,
  roles: r.roles,
  status: r.status,
  totpSecret: r.totp_secret,
  totpEnabled: r.totp_enabled,
  totpLastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
  failedAttempts: r.failed_attempts,
  lockedUntil: r.locked_until,
  lastLoginAt: r.last_login_at,
  createdAt: r.created_at,
});

/** What staff management and the audit log show of an account: no hash, no secret. */
export const toStaffView = (s: StaffRecord): StaffUserView => ({
  id: s.id,
  username: s.username,
  display_name: s.displayName,
  roles: s.roles,
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
    const { rows } = await db.query<StaffRow>(`SELECT * FROM staff_users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async byUsername(username: string, db: Db = this.pool): Promise<StaffRecord | undefined> {
    const { rows } = await db.query<StaffRow>(`SELECT * FROM staff_users WHERE lower(username) = lower($1)`, [username]);
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
       ON CONFLICT ((lower(username))) DO NOTHING RETURNING *`,
      [input.username, input.displayName, input.passwordHash, input.roles, input.totpSecret ?? null, input.totpEnabled ?? false],
    );
    return rows[0] && toRecord(rows[0]);
  }

  async update(db: Db, id: string, changes: StaffChanges): Promise<StaffRecord> {
    const keys = (Object.keys(changes) as (keyof StaffChanges)[]).filter((k) => changes[k] !== undefined);
    const sets = keys.map((k, i) => `${columns[k]} = $${i + 2}`);
    const { rows } = await db.query<StaffRow>(
      `UPDATE staff_users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
      [id, ...keys.map((k) => changes[k])],
    );
    return toRecord(rows[0]!);
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
    values.push(filter.perPage, (filter.page - 1) * filter.perPage);
    const { rows } = await this.pool.query<StaffRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM staff_users ${clause}
       ORDER BY lower(username) LIMIT $${values.length - 1} OFFSET $${values.length}`,
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
