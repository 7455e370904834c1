import { staffPermissions, staffRoles, type StaffPermission, type StaffRole, type StaffRoleView } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

type Db = Pool | PoolClient;

/** A role with the permissions it grants (admin's `all_permissions` expanded to the whole catalogue). */
export interface StaffRoleRecord {
  key: StaffRole;
  name: string;
  description: string;
  builtin: boolean;
  locked: boolean;
  permissions: StaffPermission[];
  activeHolders: number;
  ipAllowlist: string[];
  updatedAt: Date;
}

interface RoleRow {
  key: string;
  name: string;
  description: string;
  builtin: boolean;
  all_permissions: boolean;
  permissions: string[];
  active_holders: number;
  ip_allowlist: string[];
  updated_at: Date;
}

const selectRoles = `SELECT r.key, r.name, r.description, r.builtin, r.all_permissions, r.updated_at, r.ip_allowlist::text[] AS ip_allowlist,
    ARRAY(SELECT p.permission FROM staff_role_permissions p WHERE p.role_key = r.key) AS permissions,
    (SELECT count(*)::int FROM staff_user_roles u JOIN staff_users s ON s.id = u.staff_id
      WHERE u.role_key = r.key AND s.status = 'active') AS active_holders
  FROM staff_roles r`;

const toRecord = (r: RoleRow): StaffRoleRecord => ({
  key: r.key,
  name: r.name,
  description: r.description,
  builtin: r.builtin,
  locked: r.all_permissions,
  permissions: r.all_permissions ? [...staffPermissions] : staffPermissions.filter((p) => r.permissions.includes(p)),
  activeHolders: r.active_holders,
  ipAllowlist: r.ip_allowlist,
  updatedAt: r.updated_at,
});

export const toRoleView = (r: StaffRoleRecord): StaffRoleView => ({
  key: r.key,
  name: r.name,
  description: r.description,
  builtin: r.builtin,
  locked: r.locked,
  permissions: r.permissions,
  active_holders: r.activeHolders,
  ip_allowlist: r.ipAllowlist,
  updated_at: r.updatedAt.toISOString(),
});

/** What a role change's audit row keeps (not the holder count, which other changes move). */
export const roleAuditView = (r: StaffRoleRecord) => ({ key: r.key, name: r.name, description: r.description, permissions: r.permissions });

// Role and assignment changes queue on this lock, so two admins editing at once cannot together break a
// rule each change alone keeps (who holds what is checked against the state the change replaces).
const ROLE_CHANGES_LOCK = 7270022;

@Injectable()
export class StaffRolesRepository {
  constructor(@Inject(DB_POOL) readonly pool: Pool) {}

  async lockRoleChanges(db: PoolClient): Promise<void> {
    await db.query('SELECT pg_advisory_xact_lock($1)', [ROLE_CHANGES_LOCK]);
  }

  /** Every role: the seeded defaults first (admin at the top), then created roles by name. */
  async list(db: Db = this.pool): Promise<StaffRoleRecord[]> {
    const { rows } = await db.query<RoleRow>(`${selectRoles} ORDER BY array_position($1::text[], r.key) NULLS LAST, lower(r.name)`, [
      [...staffRoles],
    ]);
    return rows.map(toRecord);
  }

  async byKeys(db: Db, keys: readonly string[]): Promise<StaffRoleRecord[]> {
    if (keys.length === 0) return [];
    const { rows } = await db.query<RoleRow>(`${selectRoles} WHERE r.key = ANY($1::text[])`, [keys]);
    return rows.map(toRecord);
  }

  async byKey(db: Db, key: string): Promise<StaffRoleRecord | undefined> {
    return (await this.byKeys(db, [key]))[0];
  }

  /** A new role; undefined when its key or (case-insensitively) its name is taken. */
  async insert(db: PoolClient, role: { key: string; name: string; description: string; permissions: StaffPermission[] }) {
    const { rows } = await db.query<{ key: string }>(
      `INSERT INTO staff_roles (key, name, description) SELECT $1, $2, $3
        WHERE NOT EXISTS (SELECT 1 FROM staff_roles WHERE key = $1 OR lower(name) = lower($2))
        RETURNING key`,
      [role.key, role.name, role.description],
    );
    if (!rows[0]) return undefined;
    await db.query(`INSERT INTO staff_role_permissions (role_key, permission) SELECT $1, unnest($2::text[])`, [role.key, role.permissions]);
    return this.byKey(db, role.key);
  }

  /** Replaces a role's name, description and permissions; false when another role has the name. */
  async update(db: PoolClient, key: string, role: { name: string; description: string; permissions: StaffPermission[] }): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE staff_roles SET name = $2, description = $3, updated_at = now()
        WHERE key = $1 AND NOT EXISTS (SELECT 1 FROM staff_roles WHERE key <> $1 AND lower(name) = lower($2))`,
      [key, role.name, role.description],
    );
    if (!rowCount) return false;
    await db.query(`DELETE FROM staff_role_permissions WHERE role_key = $1`, [key]);
    await db.query(`INSERT INTO staff_role_permissions (role_key, permission) SELECT $1, unnest($2::text[])`, [key, role.permissions]);
    return true;
  }

  /** A role's IP allow-list replaced (issue 22); its holders are checked against it from their next request. */
  async setIpAllowlist(db: PoolClient, key: string, cidrs: readonly string[]): Promise<void> {
    await db.query(`UPDATE staff_roles SET ip_allowlist = $2::cidr[], updated_at = now() WHERE key = $1`, [key, cidrs]);
  }

  /** The usernames of every member holding the role, active or not (a held role cannot be deleted). */
  async holderNames(db: Db, key: string): Promise<string[]> {
    const { rows } = await db.query<{ username: string }>(
      `SELECT s.username FROM staff_user_roles u JOIN staff_users s ON s.id = u.staff_id WHERE u.role_key = $1 ORDER BY lower(s.username)`,
      [key],
    );
    return rows.map((r) => r.username);
  }

  /** Deletes a role nobody holds (its permissions go with it); false when it is gone or still held. */
  async delete(db: PoolClient, key: string): Promise<boolean> {
    const { rowCount } = await db.query(
      `DELETE FROM staff_roles r WHERE r.key = $1 AND NOT r.builtin AND NOT EXISTS (SELECT 1 FROM staff_user_roles u WHERE u.role_key = r.key)`,
      [key],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Ids of the staff holding a role (their socket rooms follow a change of its permissions). */
  async holders(db: Db, key: string): Promise<string[]> {
    const { rows } = await db.query<{ staff_id: string }>(`SELECT staff_id::text FROM staff_user_roles WHERE role_key = $1`, [key]);
    return rows.map((r) => r.staff_id);
  }
}
