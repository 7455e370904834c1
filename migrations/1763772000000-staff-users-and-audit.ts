import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts of the back-office and the staff audit log. The audit log is append-only: triggers
 * refuse UPDATE, DELETE and TRUNCATE, so not even the application's own role can rewrite history.
 */
export class StaffUsersAndAudit1763772000000 implements MigrationInterface {
  name = 'StaffUsersAndAudit1763772000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL CHECK (username ~ '^[A-Za-z0-9._-]{3,32}$'),
        display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
        password_hash text NOT NULL,
        roles text[] NOT NULL CHECK (
          cardinality(roles) > 0 AND roles <@ ARRAY['admin', 'finance', 'support', 'content', 'risk']::text[]
        ),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        -- AES-256-GCM ciphertext (or 'plain:' when no key is configured); never returned by any API.
        totp_secret text,
        totp_enabled boolean NOT NULL DEFAULT false,
        -- The last accepted TOTP time step: a code is accepted once, never replayed.
        totp_last_step bigint,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT totp_enabled OR totp_secret IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX staff_users_username_ci ON staff_users (lower(username))`);

    await q.query(`
      CREATE TABLE staff_audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_username text,
        actor_roles text[] NOT NULL DEFAULT '{}',
        action text NOT NULL,
        target_kind text,
        target_id text,
        before jsonb,
        after jsonb,
        ip text,
        request_id text
      )`);
    await q.query(`CREATE INDEX staff_audit_log_at ON staff_audit_log (at DESC, id DESC)`);
    await q.query(`CREATE INDEX staff_audit_log_actor ON staff_audit_log (actor_id, at DESC)`);
    await q.query(`CREATE INDEX staff_audit_log_action ON staff_audit_log (action, at DESC)`);
    await q.query(`CREATE INDEX staff_audit_log_target ON staff_audit_log (target_kind, target_id)`);
    await q.query(`
      CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'staff_audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER staff_audit_log_no_update_delete BEFORE UPDATE OR DELETE ON staff_audit_log
      FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only()`);
    await q.query(`
      CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE staff_audit_log`);
    await q.query(`DROP FUNCTION staff_audit_log_append_only()`);
    await q.query(`DROP TABLE staff_users`);
  }
}
