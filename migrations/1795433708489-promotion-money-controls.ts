import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bonus money under control (content and payments modules):
 * - promotions get a maximum bonus per deposit and a minimum deposit, and database bounds matching the
 *   api's (percent 0..200, turnover multiplier 1..50). Existing promotions are brought inside the
 *   bounds, and get as cap the bonus of the largest deposit (25,000.00) at their percent, at most
 *   50,000.00, so a promotion within the bounds pays what it paid before;
 * - deposit requests keep the cap they were submitted under (like the percent and multiplier), open
 *   ones get their promotion's;
 * - promotion_changes: changes of a live promotion's money terms waiting for finance (maker-checker).
 */
export class PromotionMoneyControls1795433708489 implements MigrationInterface {
  name = 'PromotionMoneyControls1795433708489';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE promotions
        ADD COLUMN max_bonus_minor bigint NOT NULL DEFAULT 0,
        ADD COLUMN min_deposit_minor bigint NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE promotions
         SET deposit_bonus_percent = LEAST(deposit_bonus_percent, 200),
             turnover_multiplier = LEAST(GREATEST(turnover_multiplier, 1), 50)`);
    await q.query(`
      UPDATE promotions SET max_bonus_minor = LEAST(floor(2500000 * deposit_bonus_percent / 100)::bigint, 5000000)
       WHERE deposit_bonus_percent > 0`);
    await q.query(`ALTER TABLE promotions DROP CONSTRAINT IF EXISTS promotions_deposit_bonus_percent_check`);
    await q.query(`ALTER TABLE promotions DROP CONSTRAINT IF EXISTS promotions_turnover_multiplier_check`);
    await q.query(`
      ALTER TABLE promotions
        ADD CONSTRAINT promotions_bonus_percent_bounds CHECK (deposit_bonus_percent >= 0 AND deposit_bonus_percent <= 200),
        ADD CONSTRAINT promotions_turnover_multiplier_bounds CHECK (turnover_multiplier >= 1 AND turnover_multiplier <= 50),
        ADD CONSTRAINT promotions_max_bonus_bounds CHECK (max_bonus_minor >= 0 AND max_bonus_minor <= 5000000),
        ADD CONSTRAINT promotions_min_deposit_bounds CHECK (min_deposit_minor >= 0 AND min_deposit_minor <= 2500000),
        ADD CONSTRAINT promotions_bonus_needs_cap CHECK (deposit_bonus_percent = 0 OR max_bonus_minor > 0)`);

    await q.query(`ALTER TABLE deposit_requests ADD COLUMN bonus_max_minor bigint NOT NULL DEFAULT 0 CHECK (bonus_max_minor >= 0)`);
    await q.query(`
      UPDATE deposit_requests d
         SET bonus_max_minor = p.max_bonus_minor, bonus_percent = LEAST(d.bonus_percent, 200)
        FROM promotions p
       WHERE p.id = d.promotion_id AND d.status IN ('pending', 'approving')`);

    await q.query(`
      CREATE TABLE promotion_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
        -- the promotion's values of the changed terms at request, and the values requested (api field names)
        before jsonb NOT NULL,
        after jsonb NOT NULL,
        requested_by uuid NOT NULL,
        requested_by_username text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_by uuid,
        decided_by_username text,
        decided_at timestamptz,
        reject_reason text
      )`);
    // at most one change waits per promotion: a new request supersedes the older one
    await q.query(`CREATE UNIQUE INDEX promotion_changes_one_pending ON promotion_changes (promotion_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX promotion_changes_requested ON promotion_changes (requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE promotion_changes`);
    await q.query(`ALTER TABLE deposit_requests DROP COLUMN bonus_max_minor`);
    await q.query(`
      ALTER TABLE promotions
        DROP CONSTRAINT promotions_bonus_percent_bounds,
        DROP CONSTRAINT promotions_turnover_multiplier_bounds,
        DROP CONSTRAINT promotions_max_bonus_bounds,
        DROP CONSTRAINT promotions_min_deposit_bounds,
        DROP CONSTRAINT promotions_bonus_needs_cap,
        DROP COLUMN max_bonus_minor,
        DROP COLUMN min_deposit_minor`);
    await q.query(`
      ALTER TABLE promotions
        ADD CONSTRAINT promotions_deposit_bonus_percent_check CHECK (deposit_bonus_percent >= 0 AND deposit_bonus_percent <= 1000),
        ADD CONSTRAINT promotions_turnover_multiplier_check CHECK (turnover_multiplier >= 0)`);
  }
}
