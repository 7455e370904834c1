import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16), reality checks and the session time limit.
 * `player_session_settings`: one row per player who changed a default: how often a reality check shows
 * (minutes, default 60: a player without a row gets 60) and an optional session time limit (minutes).
 * `reality_check_answers`: every answer to a reality check (continue, see history, log out), with the
 * session it was shown in, when it became due (shown_at), when it was answered, the session's elapsed
 * time and its net win (+) or loss (-) in minor units at that moment; for staff to read later.
 */
export class RealityChecks1795443000000 implements MigrationInterface {
  name = 'RealityChecks1795443000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE player_session_settings (
        player_id text PRIMARY KEY,
        reality_check_minutes integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes IN (15, 30, 45, 60, 90, 120)),
        session_limit_minutes integer CHECK (session_limit_minutes BETWEEN 60 AND 720 AND session_limit_minutes % 60 = 0),
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE reality_check_answers (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        session_id uuid NOT NULL,
        shown_at timestamptz NOT NULL,
        answered_at timestamptz NOT NULL,
        action text NOT NULL CHECK (action IN ('continue', 'history', 'logout')),
        elapsed_seconds integer NOT NULL CHECK (elapsed_seconds >= 0),
        net_minor bigint NOT NULL,
        UNIQUE (session_id, shown_at)
      )`);
    await q.query(`CREATE INDEX reality_check_answers_player ON reality_check_answers (player_id, answered_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reality_check_answers`);
    await q.query(`DROP TABLE player_session_settings`);
  }
}
