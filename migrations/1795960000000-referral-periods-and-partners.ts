import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral reward periods, downline levels, agents and affiliates (issue 21 leftovers).
 * - Reward periods: `kind` ('day', 'week' Monday to Sunday in Dhaka, 'month' a Dhaka calendar month) on the runs,
 *   the referrer periods (`referral_reward_days.day` is the period's first day; primary key referrer, kind and day:
 *   what pays a period once) and the shares. Rows from before are all 'day'.
 * - `referral_periods`: which periods pay and each one's cap per referrer (the day's cap stays
 *   `referral_settings.daily_cap_minor`); only the day pays by default.
 * - `referral_tiers` per kind, with a share for downline levels 2 and 3 (a friend's friend; 0 = off) beside level 1's
 *   `rate_bp`; `referral_rewards.level` says which level a share was earned at.
 * - `referral_partners`: agents and affiliates staff create (code, status, commission terms); `referral_partner_players`
 *   the sign-ups bound to one by its code; `referral_partner_commissions` one row per record and period (the guard
 *   that computes it once), `credited` to the partner's own player wallet or `payable` by hand.
 */
export class ReferralPeriodsAndPartners1795960000000 implements MigrationInterface {
  name = 'ReferralPeriodsAndPartners1795960000000';

  async up(q: QueryRunner): Promise<void> {
    const kind = `kind text NOT NULL DEFAULT 'day' CHECK (kind IN ('day', 'week', 'month'))`;
    await q.query(`ALTER TABLE referral_reward_runs ADD COLUMN ${kind}`);
    await q.query(`ALTER TABLE referral_reward_days ADD COLUMN ${kind}`);
    await q.query(`ALTER TABLE referral_reward_days DROP CONSTRAINT referral_reward_days_pkey, ADD PRIMARY KEY (referrer_id, kind, day)`);
    await q.query(
      `ALTER TABLE referral_rewards ADD COLUMN ${kind}, ADD COLUMN level smallint NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 3)`,
    );
    await q.query(
      `ALTER TABLE referral_rewards DROP CONSTRAINT referral_rewards_pkey, ADD PRIMARY KEY (referrer_id, kind, day, referee_id)`,
    );
    await q.query(`
      ALTER TABLE referral_tiers ADD COLUMN ${kind},
        ADD COLUMN level2_rate_bp integer NOT NULL DEFAULT 0 CHECK (level2_rate_bp >= 0 AND level2_rate_bp <= 1000),
        ADD COLUMN level3_rate_bp integer NOT NULL DEFAULT 0 CHECK (level3_rate_bp >= 0 AND level3_rate_bp <= 1000)`);
    await q.query(`ALTER TABLE referral_tiers DROP CONSTRAINT referral_tiers_pkey, ADD PRIMARY KEY (kind, min_turnover_minor)`);
    // week and month start with the day's tiers, switched off
    await q.query(`
      INSERT INTO referral_tiers (kind, min_turnover_minor, rate_bp)
      SELECT k, min_turnover_minor, rate_bp FROM referral_tiers, unnest(ARRAY['week', 'month']) AS k WHERE kind = 'day'`);
    await q.query(`
      CREATE TABLE referral_periods (
        kind text PRIMARY KEY CHECK (kind IN ('day', 'week', 'month')),
        enabled boolean NOT NULL,
        cap_minor bigint CHECK (cap_minor > 0),
        CHECK ((kind = 'day') = (cap_minor IS NULL))
      )`);
    // 70,000 and 300,000 BDT: seven and thirty days of the daily cap
    await q.query(
      `INSERT INTO referral_periods (kind, enabled, cap_minor) VALUES ('day', true, NULL), ('week', false, 7000000), ('month', false, 30000000)`,
    );

    await q.query(`
      CREATE TABLE referral_partners (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('agent', 'affiliate')),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        basis text NOT NULL CHECK (basis IN ('ngr', 'turnover')),
        share_bp integer NOT NULL CHECK (share_bp >= 0 AND share_bp <= 5000),
        period text NOT NULL CHECK (period IN ('week', 'month')),
        player_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (code)
      )`);
    await q.query(`
      CREATE TABLE referral_partner_players (
        player_id text NOT NULL,
        partner_id bigint NOT NULL REFERENCES referral_partners (id),
        partner_kind text NOT NULL CHECK (partner_kind IN ('agent', 'affiliate')),
        username text NOT NULL,
        signed_up_at timestamptz NOT NULL,
        PRIMARY KEY (player_id, partner_kind)
      )`);
    await q.query(`CREATE INDEX referral_partner_players_partner ON referral_partner_players (partner_id, signed_up_at)`);
    await q.query(`
      CREATE TABLE referral_partner_commissions (
        partner_id bigint NOT NULL REFERENCES referral_partners (id),
        period text NOT NULL CHECK (period IN ('week', 'month')),
        period_start date NOT NULL,
        players integer NOT NULL CHECK (players >= 0),
        turnover_minor bigint NOT NULL CHECK (turnover_minor >= 0),
        ngr_minor bigint NOT NULL,
        deposits_minor bigint NOT NULL CHECK (deposits_minor >= 0),
        basis text NOT NULL,
        share_bp integer NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
        status text NOT NULL CHECK (status IN ('credited', 'payable', 'nothing')),
        paid_to_player_id text,
        computed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (partner_id, period, period_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE referral_partner_commissions, referral_partner_players, referral_partners, referral_periods`);
    await q.query(`DELETE FROM referral_tiers WHERE kind <> 'day'`);
    await q.query(`ALTER TABLE referral_tiers DROP CONSTRAINT referral_tiers_pkey, ADD PRIMARY KEY (min_turnover_minor)`);
    await q.query(`ALTER TABLE referral_tiers DROP COLUMN kind, DROP COLUMN level2_rate_bp, DROP COLUMN level3_rate_bp`);
    await q.query(`DELETE FROM referral_rewards WHERE kind <> 'day'`);
    await q.query(`ALTER TABLE referral_rewards DROP CONSTRAINT referral_rewards_pkey, ADD PRIMARY KEY (referrer_id, day, referee_id)`);
    await q.query(`ALTER TABLE referral_rewards DROP COLUMN kind, DROP COLUMN level`);
    await q.query(`DELETE FROM referral_reward_days WHERE kind <> 'day'`);
    await q.query(`ALTER TABLE referral_reward_days DROP CONSTRAINT referral_reward_days_pkey, ADD PRIMARY KEY (referrer_id, day)`);
    await q.query(`ALTER TABLE referral_reward_days DROP COLUMN kind`);
    await q.query(`ALTER TABLE referral_reward_runs DROP COLUMN kind`);
  }
}
