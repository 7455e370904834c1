import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VIP weekly cash-back (issue 21). `vip_cashback_payouts`: one row per player and Dhaka week (its Monday),
 * the primary key being what makes a week pay once however often, or however concurrently, the job runs; the
 * row is written in the same commit as the ledger's CreditCashReward (keyed by player and week). The level,
 * rate and net loss are kept as they were at the run. `vip_cashback_runs`: one row per week run, for staff.
 */
export class VipWeeklyCashback1795630000000 implements MigrationInterface {
  name = 'VipWeeklyCashback1795630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vip_cashback_payouts (
        player_id text NOT NULL,
        week_start date NOT NULL,
        level_code text NOT NULL,
        rate_bp integer NOT NULL CHECK (rate_bp > 0),
        net_loss_minor bigint NOT NULL CHECK (net_loss_minor > 0),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        paid_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, week_start)
      )`);
    await q.query(`
      CREATE TABLE vip_cashback_runs (
        week_start date PRIMARY KEY,
        runs integer NOT NULL DEFAULT 1,
        players_paid integer NOT NULL DEFAULT 0,
        amount_minor bigint NOT NULL DEFAULT 0,
        last_run_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vip_cashback_runs`);
    await q.query(`DROP TABLE vip_cashback_payouts`);
  }
}
