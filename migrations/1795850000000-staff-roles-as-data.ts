import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles as data (issue 22). `staff_roles` and `staff_role_permissions` replace the table that lived in code
 * (backoffice/domain/permissions.ts), seeded with exactly the permissions each role had there; `admin` is
 * locked and holds every permission of the catalogue (`all_permissions`), as it did (`admin: staffPermissions`).
 *
 * Staff <-> roles: `staff_user_roles`, with foreign keys to both sides (an unknown role cannot be held, a held
 * role cannot vanish). `staff_users.roles` stays the place a role assignment is WRITTEN (the app and thirty
 * fixtures write it); a trigger mirrors it into `staff_user_roles` in the same statement, which is what the
 * staff guard reads. Every existing member is moved onto the role(s) they hold, so nobody gains or loses a
 * permission (backoffice/staff-roles-migration.integration-spec.ts checks it).
 *
 * players.notes / players.tags (Player 360, issue 22) were being added to the code table as this landed: they
 * are seeded too. A permission the catalogue does not (yet) know grants nothing (the guard keeps only the
 * catalogue's), so the rows are inert until it does.
 *
 * Also `staff_users.ip_allowlist`: CIDR blocks a member may use the back-office from (empty: anywhere).
 */
const seeded: { key: string; name: string; description: string; permissions: string[] }[] = [
  { key: 'admin', name: 'Admin', description: 'Everything, including staff, roles and the audit log.', permissions: [] },
  {
    key: 'finance',
    name: 'Finance',
    description: 'Deposits, withdrawals, adjustments, payment channels.',
    permissions: [
      'session',
      'players.read',
      'players.notes',
      'payments.read',
      'payments.approve',
      'payments.channels',
      'promotions.approve',
      'wallet.adjust',
      'reports.read',
    ],
  },
  {
    key: 'support',
    name: 'Support',
    description: 'Players, outbox, chat, KYC review.',
    permissions: [
      'session',
      'players.read',
      'players.lock',
      'players.verify',
      'players.password_reset',
      'players.notes',
      'players.tags',
      'outbox.read',
      'chat.view',
      'chat.answer',
      'kyc.review',
    ],
  },
  {
    key: 'content',
    name: 'Content',
    description: 'Site content and inbox broadcasts.',
    permissions: ['session', 'content.manage', 'inbox.broadcast'],
  },
  {
    key: 'risk',
    name: 'Risk',
    description: 'Player locks, reviews, responsible gaming, exchange liability.',
    permissions: [
      'session',
      'players.read',
      'players.lock',
      'players.notes',
      'players.tags',
      'payments.read',
      'risk.review',
      'reports.read',
      'rg.view',
      'rg.manage',
      'exchange.view',
    ],
  },
  {
    key: 'trader',
    name: 'Trader',
    description: 'Exchange markets and results.',
    permissions: ['session', 'exchange.view', 'exchange.trade'],
  },
];

export class StaffRolesAsData1795850000000 implements MigrationInterface {
  name = 'StaffRolesAsData1795850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_roles (
        key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9-]{1,39}$'),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 200),
        builtin boolean NOT NULL DEFAULT false,
        all_permissions boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX staff_roles_name_key ON staff_roles (lower(name))`);
    await q.query(`
      CREATE TABLE staff_role_permissions (
        role_key text NOT NULL REFERENCES staff_roles (key) ON DELETE CASCADE,
        permission text NOT NULL CHECK (permission ~ '^[a-z_]+(\\.[a-z_]+)*$'),
        PRIMARY KEY (role_key, permission)
      )`);
    await q.query(`
      CREATE TABLE staff_user_roles (
        staff_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        role_key text NOT NULL REFERENCES staff_roles (key),
        PRIMARY KEY (staff_id, role_key)
      )`);
    await q.query(`CREATE INDEX staff_user_roles_role ON staff_user_roles (role_key)`);

    for (const role of seeded) {
      await q.query(`INSERT INTO staff_roles (key, name, description, builtin, all_permissions) VALUES ($1, $2, $3, true, $4)`, [
        role.key,
        role.name,
        role.description,
        role.key === 'admin',
      ]);
      await q.query(`INSERT INTO staff_role_permissions (role_key, permission) SELECT $1, unnest($2::text[])`, [
        role.key,
        role.permissions,
      ]);
    }

    // Any role key is now a row of staff_roles (the foreign key of staff_user_roles checks it), not a fixed list.
    await q.query(`ALTER TABLE staff_users DROP CONSTRAINT staff_users_roles_check`);
    await q.query(`ALTER TABLE staff_users ADD CONSTRAINT staff_users_roles_check CHECK (cardinality(roles) > 0)`);
    await q.query(`ALTER TABLE staff_users ADD COLUMN ip_allowlist cidr[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE FUNCTION staff_users_mirror_roles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM staff_user_roles WHERE staff_id = NEW.id AND NOT (role_key = ANY (NEW.roles));
        INSERT INTO staff_user_roles (staff_id, role_key)
          SELECT DISTINCT NEW.id, r FROM unnest(NEW.roles) AS r ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER staff_users_mirror_roles AFTER INSERT OR UPDATE OF roles ON staff_users
        FOR EACH ROW EXECUTE FUNCTION staff_users_mirror_roles()`);
    // every member onto the role(s) they hold today
    await q.query(`
      INSERT INTO staff_user_roles (staff_id, role_key)
        SELECT DISTINCT s.id, r FROM staff_users s, unnest(s.roles) AS r`);
  }

  async down(q: QueryRunner): Promise<void> {
    const held = (await q.query(
      `SELECT DISTINCT r.key FROM staff_user_roles u JOIN staff_roles r ON r.key = u.role_key WHERE NOT r.builtin`,
    )) as { key: string }[];
    if (held.length) throw new Error(`Staff still hold created roles (${held.map((r) => r.key).join(', ')}): reassign them first.`);
    await q.query(`DROP TRIGGER staff_users_mirror_roles ON staff_users`);
    await q.query(`DROP FUNCTION staff_users_mirror_roles()`);
    await q.query(`ALTER TABLE staff_users DROP COLUMN ip_allowlist`);
    await q.query(`ALTER TABLE staff_users DROP CONSTRAINT staff_users_roles_check`);
    await q.query(`
      ALTER TABLE staff_users ADD CONSTRAINT staff_users_roles_check
        CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['admin', 'finance', 'support', 'content', 'risk', 'trader']::text[])`);
    await q.query(`DROP TABLE staff_user_roles`);
    await q.query(`DROP TABLE staff_role_permissions`);
    await q.query(`DROP TABLE staff_roles`);
  }
}
