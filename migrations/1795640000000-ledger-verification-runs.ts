import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ledger verification runs (issue 23): one row per run of the nightly `operations.verify-ledger` job (or one
 * asked for by hand), whether the ledger agreed with itself, what was checked and the first differences.
 * The latest row is the `khela_ledger_verification_*` metrics every platform-wide process reports, so the
 * result survives restarts and whichever worker ran it. Append-only: an audit trail, like the ledger.
 */
export class LedgerVerificationRuns1795640000000 implements MigrationInterface {
  name = 'LedgerVerificationRuns1795640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_verification_runs (
        id bigserial PRIMARY KEY,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        ok boolean NOT NULL,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
        job_id text,
        checked jsonb,
        differences jsonb NOT NULL DEFAULT '[]',
        error text,
        CHECK (ok = (error IS NULL AND differences = '[]'::jsonb))
      )`);
    await q.query(`CREATE INDEX ledger_verification_runs_latest ON ledger_verification_runs (finished_at DESC)`);
    await q.query(`
      CREATE FUNCTION ledger_verification_runs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_verification_runs is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_verification_runs_no_update_delete BEFORE UPDATE OR DELETE ON ledger_verification_runs
      FOR EACH ROW EXECUTE FUNCTION ledger_verification_runs_append_only()`);
    await q.query(`
      CREATE TRIGGER ledger_verification_runs_no_truncate BEFORE TRUNCATE ON ledger_verification_runs
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_verification_runs_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_verification_runs`);
    await q.query(`DROP FUNCTION ledger_verification_runs_append_only()`);
  }
}
