import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral reward runs for staff (issue 21 leftovers).
 * - `referral_reward_runs`: one row per run of the daily `referral.pay-rewards` job: the Dhaka day it paid, when it
 *   started and finished, how many referrers played, how many it paid, the total paid and held, the credits the
 *   ledger refused, and its end (`running`, `finished`, `failed` with the error). A rerun is a row of its own.
 * - `referral_reward_days.run_id`: the run that recorded (and paid) a referrer's day, so staff find which run paid a
 *   given reward. Days paid before this migration have none.
 */
export class ReferralRewardRuns1795910000000 implements MigrationInterface {
  name = 'ReferralRewardRuns1795910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE referral_reward_runs (
        id bigserial PRIMARY KEY,
        day date NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'failed')),
        referrers integer NOT NULL DEFAULT 0 CHECK (referrers >= 0),
        players_paid integer NOT NULL DEFAULT 0 CHECK (players_paid >= 0),
        paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
        held_minor bigint NOT NULL DEFAULT 0 CHECK (held_minor >= 0),
        failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
        error text
      )`);
    await q.query(`CREATE INDEX referral_reward_runs_day ON referral_reward_runs (day, started_at)`);
    await q.query(`ALTER TABLE referral_reward_days ADD COLUMN run_id bigint REFERENCES referral_reward_runs (id)`);
    await q.query(`CREATE INDEX referral_reward_days_run ON referral_reward_days (run_id) WHERE run_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE referral_reward_days DROP COLUMN run_id`);
    await q.query(`DROP TABLE referral_reward_runs`);
  }
}
