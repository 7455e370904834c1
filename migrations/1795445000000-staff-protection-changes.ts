import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16), staff side. The records of limit changes (`deposit_limit_changes`) and of
 * exclusion changes (`player_exclusion_changes`) say who made each change: `staff_id` and `reason` are set
 * when a staff member made it (a stricter limit, a time-out or self-exclusion), null when the player did.
 * A staff change must give its reason. Both records become append-only (UPDATE, DELETE and TRUNCATE
 * refused), as the staff audit log is: they are the history staff review.
 */
export class StaffProtectionChanges1795445000000 implements MigrationInterface {
  name = 'StaffProtectionChanges1795445000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['deposit_limit_changes', 'player_exclusion_changes']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN staff_id uuid, ADD COLUMN reason text`);
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_staff_reason CHECK ((staff_id IS NULL) = (reason IS NULL) AND (reason IS NULL OR length(reason) BETWEEN 3 AND 500))`,
      );
    }
    await q.query(`
      CREATE FUNCTION protection_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    for (const table of ['deposit_limit_changes', 'player_exclusion_changes']) {
      await q.query(`
        CREATE TRIGGER ${table}_no_update_delete BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION protection_changes_append_only()`);
      await q.query(`
        CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION protection_changes_append_only()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['deposit_limit_changes', 'player_exclusion_changes']) {
      await q.query(`DROP TRIGGER ${table}_no_truncate ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_no_update_delete ON ${table}`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_staff_reason`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN reason, DROP COLUMN staff_id`);
    }
    await q.query(`DROP FUNCTION protection_changes_append_only()`);
  }
}
