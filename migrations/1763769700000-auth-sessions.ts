import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revocable bearer sessions for players and staff. Only a SHA-256 of the token is stored, so a leaked
 * table cannot be replayed as logins.
 */
export class AuthSessions1763769700000 implements MigrationInterface {
  name = 'AuthSessions1763769700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject_kind text NOT NULL CHECK (subject_kind IN ('player', 'staff')),
        subject_id text NOT NULL,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip text,
        user_agent text
      )`);
    await q.query(`CREATE INDEX auth_sessions_subject ON auth_sessions (subject_kind, subject_id) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_sessions`);
  }
}
