import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral programme (issue 21).
 * - `referral_members`: every player as the `players.signed-up` event told it: who referred them, the sign-up's
 *   traces (IP, digests of phone and user agent) and the referral's standing: `none` (no referrer), `active`,
 *   `held` (flagged: same phone, device or IP as the referrer, or an IP cluster; no rewards until staff
 *   release) or `cancelled` by staff. `flags` says why it was held.
 * - `referral_tiers`: the share of downlines' settled turnover paid to the referrer, by the referrer's day's
 *   downline turnover (the highest tier reached applies to all of it).
 * - `referral_settings`: one row: the most one referrer is paid per day, and how many sign-ups under one
 *   referrer from one IP in 24 hours make a cluster.
 * - `referral_reward_days`: one row per referrer and Dhaka day, written in the same commit as the ledger's
 *   CreditCashReward: its primary key is what pays a day once. `referral_rewards`: the day's share per
 *   downline (held ones wait for staff).
 * - `referral_claims`: Claim All moves of cash rewards to the main wallet.
 */
export class Referral1795631000000 implements MigrationInterface {
  name = 'Referral1795631000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE referral_members (
        player_id text PRIMARY KEY,
        username text NOT NULL,
        referrer_id text,
        status text NOT NULL CHECK (status IN ('none', 'active', 'held', 'cancelled')),
        flags text[] NOT NULL DEFAULT '{}',
        ip text,
        phone_digest text NOT NULL,
        user_agent_digest text,
        signed_up_at timestamptz NOT NULL,
        reviewed_by text,
        reviewed_at timestamptz,
        CHECK ((referrer_id IS NULL) = (status = 'none'))
      )`);
    await q.query(`CREATE INDEX referral_members_referrer ON referral_members (referrer_id, signed_up_at) WHERE referrer_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE referral_tiers (
        min_turnover_minor bigint PRIMARY KEY CHECK (min_turnover_minor >= 0),
        rate_bp integer NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 1000)
      )`);
    // 0.20% of downline turnover, 0.30% from 100,000 BDT a day, 0.50% from 1,000,000 BDT
    await q.query(`INSERT INTO referral_tiers (min_turnover_minor, rate_bp) VALUES (0, 20), (10000000, 30), (100000000, 50)`);
    await q.query(`
      CREATE TABLE referral_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        daily_cap_minor bigint NOT NULL CHECK (daily_cap_minor > 0),
        ip_cluster_size integer NOT NULL CHECK (ip_cluster_size >= 2)
      )`);
    await q.query(`INSERT INTO referral_settings (daily_cap_minor, ip_cluster_size) VALUES (1000000, 3)`); // 10,000 BDT; 3 sign-ups
    await q.query(`
      CREATE TABLE referral_reward_days (
        referrer_id text NOT NULL,
        day date NOT NULL,
        turnover_minor bigint NOT NULL,
        rate_bp integer NOT NULL,
        paid_minor bigint NOT NULL CHECK (paid_minor >= 0),
        held_minor bigint NOT NULL CHECK (held_minor >= 0),
        paid_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (referrer_id, day)
      )`);
    await q.query(`
      CREATE TABLE referral_rewards (
        referrer_id text NOT NULL,
        referee_id text NOT NULL,
        day date NOT NULL,
        turnover_minor bigint NOT NULL CHECK (turnover_minor > 0),
        amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
        status text NOT NULL CHECK (status IN ('paid', 'held')),
        PRIMARY KEY (referrer_id, day, referee_id)
      )`);
    await q.query(`CREATE INDEX referral_rewards_referee ON referral_rewards (referee_id)`);
    await q.query(`
      CREATE TABLE referral_claims (
        id uuid PRIMARY KEY,
        player_id text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE referral_claims, referral_rewards, referral_reward_days, referral_settings, referral_tiers, referral_members`,
    );
  }
}
