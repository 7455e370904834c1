import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { staffRoles } from '@khela/contracts';
import pg from 'pg';
import type { QueryRunner } from 'typeorm';
import { StaffRolesAsData1795850000000 } from '../../../../migrations/1795850000000-staff-roles-as-data.js';
import { StaffRoleIpAllowlist1795900000000 } from '../../../../migrations/1795900000000-staff-role-ip-allowlist.js';
import { createDataSource } from '../../platform/database/data-source.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { permissionsOf } from './domain/permissions.js';
import { StaffUsersRepository } from './persistence/staff-users.repository.js';

/**
 * The roles-as-data migration moves every staff member onto the role(s) they held, and nobody gains or loses
 * a permission: for each member, what the new tables grant equals what the old code table (permissions.ts,
 * the seeded defaults) granted their roles. It also fails when someone grants a default role a permission
 * in permissions.ts without the migration that grants it in the database.
 */
describe('migration: staff roles as data', () => {
  let db: TestDatabase;
  let ds: ReturnType<typeof createDataSource>;
  let q: QueryRunner;
  let pool: pg.Pool;
  const migration = new StaffRolesAsData1795850000000();
  const roleIpAllowlist = new StaffRoleIpAllowlist1795900000000();
  const holdings: string[][] = [
    ...staffRoles.map((r) => [r]),
    ['finance', 'content'],
    ['risk', 'trader'],
    ['support', 'finance', 'risk'],
    ['admin', 'support'],
  ];

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource({ url: db.url, poolSize: 2 });
    await ds.initialize();
    q = ds.createQueryRunner();
    await q.connect();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    // back to the schema before it, with members holding roles the old way
    await migration.down(q);
    for (const [i, roles] of holdings.entries())
      await q.query(`INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', $2)`, [`mig-${i}`, roles]);
    await migration.up(q);
    // the later column of staff_roles (per-role IP allow-list) went with the table: back, as the app reads it
    await roleIpAllowlist.up(q);
  });

  afterAll(async () => {
    await q?.release();
    await pool?.end();
    await ds?.destroy();
    await db?.drop();
  });

  it('keeps every member on their roles with exactly the permissions they had', async () => {
    const repo = new StaffUsersRepository(pool);
    for (const [i, roles] of holdings.entries()) {
      const member = (await repo.byUsername(`mig-${i}`))!;
      expect({ roles: member.roles, permissions: member.permissions }).toEqual({ roles, permissions: permissionsOf(roles) });
    }
    const links = (await q.query(
      `SELECT count(*)::int AS n FROM staff_user_roles u JOIN staff_users s ON s.id = u.staff_id WHERE s.username LIKE 'mig-%'`,
    )) as {
      n: number;
    }[];
    expect(links[0]!.n).toBe(holdings.flat().length);
  });

  it('mirrors later writes of staff_users.roles into staff_user_roles, and refuses a role that does not exist', async () => {
    await q.query(`UPDATE staff_users SET roles = ARRAY['trader'] WHERE username = 'mig-9'`);
    expect(
      await q.query(`SELECT role_key FROM staff_user_roles u JOIN staff_users s ON s.id = u.staff_id WHERE s.username = 'mig-9'`),
    ).toEqual([{ role_key: 'trader' }]);
    await expect(q.query(`UPDATE staff_users SET roles = ARRAY['boss'] WHERE username = 'mig-9'`)).rejects.toThrow(/foreign key/);
  });

  it('reverts while only seeded roles are held, and refuses while a created role is held', async () => {
    await q.query(`INSERT INTO staff_roles (key, name) VALUES ('night-desk', 'Night desk')`);
    await q.query(`UPDATE staff_users SET roles = ARRAY['night-desk'] WHERE username = 'mig-0'`);
    await expect(migration.down(q)).rejects.toThrow(/night-desk/);
    await q.query(`UPDATE staff_users SET roles = ARRAY['admin'] WHERE username = 'mig-0'`);
    await migration.down(q);
    expect((await q.query(`SELECT to_regclass('staff_roles') AS t`))[0].t).toBeNull();
    await migration.up(q);
    await roleIpAllowlist.up(q);
  });
});
