import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VIP and referral settings and history for staff (issue 21 leftovers).
 * - `vip_settings`: the spec's minimum VP per conversion (section 9: 10) as a setting, one row.
 * - `referral_settings.min_claim_minor`: the spec's minimum cash reward to Claim All (section 9: 10 BDT).
 * - `vip_accounts.level_threshold_points`: the threshold the held level had when the player reached it. A
 *   threshold raised later never demotes by itself: a player falls only when their own points fall (a rollback)
 *   below this figure. Backfilled with today's thresholds.
 * - `vip_level_changes`: every level change with its date and cause, for staff's player history; backfilled
 *   from the `vip.level-changed` events still in the outbox.
 */
export class VipSettingsAndHistory1795860000000 implements MigrationInterface {
  name = 'VipSettingsAndHistory1795860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vip_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        min_convert_points integer NOT NULL CHECK (min_convert_points BETWEEN 1 AND 100000)
      )`);
    await q.query(`INSERT INTO vip_settings (min_convert_points) VALUES (10)`);
    await q.query(
      `ALTER TABLE referral_settings ADD COLUMN min_claim_minor bigint NOT NULL DEFAULT 1000 CHECK (min_claim_minor BETWEEN 100 AND 10000000)`,
    );
    await q.query(`ALTER TABLE vip_accounts ADD COLUMN level_threshold_points bigint NOT NULL DEFAULT 0`);
    await q.query(`UPDATE vip_accounts a SET level_threshold_points = l.threshold_points FROM vip_levels l WHERE l.code = a.level_code`);
    await q.query(`
      CREATE TABLE vip_level_changes (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        from_code text NOT NULL,
        to_code text NOT NULL,
        direction text NOT NULL CHECK (direction IN ('up', 'down')),
        lifetime_points bigint NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX vip_level_changes_player ON vip_level_changes (player_id, changed_at)`);
    await q.query(`
      INSERT INTO vip_level_changes (player_id, from_code, to_code, direction, lifetime_points, changed_at)
      SELECT data->>'playerId', data->>'fromCode', data->>'toCode', data->>'direction', (data->>'lifetimePoints')::bigint, occurred_at
        FROM outbox_events WHERE type = 'vip.level-changed' ORDER BY position`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vip_level_changes`);
    await q.query(`ALTER TABLE vip_accounts DROP COLUMN level_threshold_points`);
    await q.query(`ALTER TABLE referral_settings DROP COLUMN min_claim_minor`);
    await q.query(`DROP TABLE vip_settings`);
  }
}
