import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VIP points (issue 21). `vip_accrual_rates`: VP earned per 100 BDT of settled stake, per game category, in
 * hundredths (100 = 1.00 VP per 100 BDT). `vip_stake_entries`: one row per ledger stake or rollback, keyed by
 * the ledger event (a redelivery records nothing new) and by (kind, provider, transaction) so a stake is never
 * counted twice; points are fixed when recorded (the rate of the stake's time; a rollback takes back what its
 * stake earned). `rolled_up_period` is set by the roll-up job that turned the entry into points.
 * `vip_point_awards`: what each player got per period. `vip_accounts`: lifetime and spendable points, in
 * thousandths of a VP so small stakes add up without rounding.
 */
export class VipPoints1795550000000 implements MigrationInterface {
  name = 'VipPoints1795550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vip_accrual_rates (
        category text PRIMARY KEY,
        vp_per_100_bdt_hundredths integer NOT NULL CHECK (vp_per_100_bdt_hundredths >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `INSERT INTO vip_accrual_rates (category, vp_per_100_bdt_hundredths) VALUES ('games', 100), ('originals', 100), ('exchange', 50)`,
    );
    await q.query(`
      CREATE TABLE vip_stake_entries (
        id bigserial PRIMARY KEY,
        ledger_event_id text NOT NULL UNIQUE,
        player_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('stake', 'rollback')),
        provider text NOT NULL,
        transaction_id text NOT NULL,
        category text NOT NULL,
        amount_minor bigint NOT NULL,
        points_milli bigint NOT NULL,
        occurred_at timestamptz NOT NULL,
        rolled_up_period timestamptz,
        UNIQUE (kind, provider, transaction_id)
      )`);
    await q.query(`CREATE INDEX vip_stake_entries_pending ON vip_stake_entries (occurred_at) WHERE rolled_up_period IS NULL`);
    await q.query(`
      CREATE TABLE vip_point_awards (
        player_id text NOT NULL,
        period_start timestamptz NOT NULL,
        stake_minor bigint NOT NULL,
        points_milli bigint NOT NULL,
        entries integer NOT NULL,
        awarded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, period_start)
      )`);
    await q.query(`
      CREATE TABLE vip_accounts (
        player_id text PRIMARY KEY,
        lifetime_points_milli bigint NOT NULL DEFAULT 0,
        balance_points_milli bigint NOT NULL DEFAULT 0 CHECK (balance_points_milli >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vip_accounts, vip_point_awards, vip_stake_entries, vip_accrual_rates`);
  }
}
