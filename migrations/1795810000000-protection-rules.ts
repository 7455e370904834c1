import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player-protection rules as configuration (issue 16): one settings row of typed values, each checked with the
 * same bounds as `domain/protection-rules.ts` (the spec's floors: 24-hour cooling-offs, a 6-month shortest
 * self-exclusion, age 18, a year's statement), written with today's values. Changes are audited in the audit log
 * (staff member, before, after, reason); the row keeps who changed it last and when. A player's session settings
 * take any interval and session limit within the rules' bounds (5-240 minutes, 1-24 hours), not only today's choices.
 */
export class ProtectionRules1795810000000 implements MigrationInterface {
  name = 'ProtectionRules1795810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE protection_rules (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        limit_cooling_off_hours integer NOT NULL DEFAULT 24 CHECK (limit_cooling_off_hours BETWEEN 24 AND 168),
        exclusion_end_cooling_off_hours integer NOT NULL DEFAULT 24 CHECK (exclusion_end_cooling_off_hours BETWEEN 24 AND 168),
        timeout_min_days integer NOT NULL DEFAULT 1 CHECK (timeout_min_days BETWEEN 1 AND 365),
        timeout_max_days integer NOT NULL DEFAULT 42 CHECK (timeout_max_days BETWEEN 1 AND 365),
        self_exclusion_min_months integer NOT NULL DEFAULT 6 CHECK (self_exclusion_min_months BETWEEN 6 AND 120),
        self_exclusion_max_months integer NOT NULL DEFAULT 60 CHECK (self_exclusion_max_months BETWEEN 6 AND 120),
        reality_check_choices integer[] NOT NULL DEFAULT '{15,30,45,60,90,120}'
          CHECK (cardinality(reality_check_choices) BETWEEN 1 AND 8 AND 5 <= ALL (reality_check_choices) AND 240 >= ALL (reality_check_choices)),
        reality_check_default_minutes integer NOT NULL DEFAULT 60,
        session_limit_min_hours integer NOT NULL DEFAULT 1 CHECK (session_limit_min_hours BETWEEN 1 AND 24),
        session_limit_max_hours integer NOT NULL DEFAULT 12 CHECK (session_limit_max_hours BETWEEN 1 AND 24),
        minimum_age integer NOT NULL DEFAULT 18 CHECK (minimum_age BETWEEN 18 AND 25),
        statement_max_days integer NOT NULL DEFAULT 366 CHECK (statement_max_days BETWEEN 366 AND 1096),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid,
        CHECK (timeout_min_days <= timeout_max_days),
        CHECK (self_exclusion_min_months <= self_exclusion_max_months),
        CHECK (session_limit_min_hours <= session_limit_max_hours),
        CHECK (reality_check_default_minutes = ANY (reality_check_choices))
      )`);
    await q.query(`INSERT INTO protection_rules (id) VALUES (true)`);
    // a player's own choices now come from the configured ranges: the row takes any value the rules' bounds allow
    await q.query(`
      ALTER TABLE player_session_settings
        DROP CONSTRAINT player_session_settings_reality_check_minutes_check,
        ADD CONSTRAINT player_session_settings_reality_check_minutes_check CHECK (reality_check_minutes BETWEEN 5 AND 240),
        DROP CONSTRAINT player_session_settings_session_limit_minutes_check,
        ADD CONSTRAINT player_session_settings_session_limit_minutes_check
          CHECK (session_limit_minutes BETWEEN 60 AND 1440 AND session_limit_minutes % 60 = 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // rows chosen under wider rules fall back to the spec's defaults first, so the old checks hold again
    await q.query(
      `UPDATE player_session_settings SET reality_check_minutes = 60 WHERE reality_check_minutes NOT IN (15, 30, 45, 60, 90, 120)`,
    );
    await q.query(`UPDATE player_session_settings SET session_limit_minutes = 720 WHERE session_limit_minutes > 720`);
    await q.query(`
      ALTER TABLE player_session_settings
        DROP CONSTRAINT player_session_settings_reality_check_minutes_check,
        ADD CONSTRAINT player_session_settings_reality_check_minutes_check CHECK (reality_check_minutes IN (15, 30, 45, 60, 90, 120)),
        DROP CONSTRAINT player_session_settings_session_limit_minutes_check,
        ADD CONSTRAINT player_session_settings_session_limit_minutes_check
          CHECK (session_limit_minutes BETWEEN 60 AND 720 AND session_limit_minutes % 60 = 0)`);
    await q.query(`DROP TABLE protection_rules`);
  }
}
