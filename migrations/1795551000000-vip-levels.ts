import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VIP levels (issue 21): reached by lifetime VP (`threshold_points`, whole VP), each with its perks: cash
 * per VP converted (`conversion_minor_per_vp`, poisha), the weekly cash-back share of net losses
 * (`weekly_cashback_bp`, basis points; paid by a later part of the issue) and withdrawal limits per day
 * (amount in poisha and count). Staff may change the rows; the seed is a sensible start, with the spec's
 * 'Expert III' among the names. `vip_accounts.level_code` is the level last announced to the player.
 */
export class VipLevels1795551000000 implements MigrationInterface {
  name = 'VipLevels1795551000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vip_levels (
        code text PRIMARY KEY,
        rank integer NOT NULL UNIQUE CHECK (rank >= 0),
        name_en text NOT NULL,
        name_bn text NOT NULL,
        threshold_points bigint NOT NULL UNIQUE CHECK (threshold_points >= 0),
        conversion_minor_per_vp bigint NOT NULL CHECK (conversion_minor_per_vp > 0),
        weekly_cashback_bp integer NOT NULL CHECK (weekly_cashback_bp BETWEEN 0 AND 10000),
        withdrawal_daily_limit_minor bigint NOT NULL CHECK (withdrawal_daily_limit_minor > 0),
        withdrawal_daily_count integer NOT NULL CHECK (withdrawal_daily_count > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO vip_levels (code, rank, name_en, name_bn, threshold_points, conversion_minor_per_vp, weekly_cashback_bp, withdrawal_daily_limit_minor, withdrawal_daily_count) VALUES
        ('beginner',    0, 'Beginner',    'বিগিনার',           0,      100,   0,  2500000,  3),
        ('advanced-1',  1, 'Advanced I',  'অ্যাডভান্সড I',     100,    100,  25,  5000000,  3),
        ('advanced-2',  2, 'Advanced II', 'অ্যাডভান্সড II',    300,    105,  50,  5000000,  4),
        ('advanced-3',  3, 'Advanced III','অ্যাডভান্সড III',   600,    110,  75,  7500000,  4),
        ('expert-1',    4, 'Expert I',    'এক্সপার্ট I',       1000,   115, 100, 10000000,  5),
        ('expert-2',    5, 'Expert II',   'এক্সপার্ট II',      2500,   120, 125, 15000000,  5),
        ('expert-3',    6, 'Expert III',  'এক্সপার্ট III',     5000,   125, 150, 20000000,  6),
        ('master-1',    7, 'Master I',    'মাস্টার I',         10000,  135, 200, 30000000,  8),
        ('master-2',    8, 'Master II',   'মাস্টার II',        25000,  145, 250, 40000000,  8),
        ('master-3',    9, 'Master III',  'মাস্টার III',       50000,  160, 300, 50000000, 10),
        ('legend',     10, 'Legend',      'লেজেন্ড',           100000, 180, 400, 100000000, 10)`);
    await q.query(`ALTER TABLE vip_accounts ADD COLUMN level_code text NOT NULL DEFAULT 'beginner'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vip_accounts DROP COLUMN level_code`);
    await q.query(`DROP TABLE vip_levels`);
  }
}
