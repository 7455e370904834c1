import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal data (issue 23): when a closed account was anonymised and by whom. Set once, by the anonymisation
 * itself, in the transaction that replaced the account's personal data; a second anonymisation is refused on it.
 */
export class PlayersAnonymised1795840000000 implements MigrationInterface {
  name = 'PlayersAnonymised1795840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE players ADD COLUMN anonymised_at timestamptz, ADD COLUMN anonymised_by uuid`);
    // "Last activity" reads the player's newest session; sessions are looked up by token, not by subject, so far.
    await q.query(`CREATE INDEX IF NOT EXISTS auth_sessions_subject_created ON auth_sessions (subject_kind, subject_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS auth_sessions_subject_created`);
    await q.query(`ALTER TABLE players DROP COLUMN anonymised_by, DROP COLUMN anonymised_at`);
  }
}
