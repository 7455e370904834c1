import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Markers of harm (issue 16). The daily job writes one `harm_marker_runs` row per Dhaka day (when it ran,
 * the settings it used, the review score then in force) and one `harm_scores` row per player with a score
 * above zero that day (the score and every marker's value, threshold and weight). A rerun of the same day
 * replaces that day's rows in one transaction, so a day never holds two runs. Staff notes, calls and
 * messages on the review queue go to `harm_review_actions`, append-only like the other protection records
 * (the audit log holds the same actions too).
 */
export class MarkersOfHarm1795470000000 implements MigrationInterface {
  name = 'MarkersOfHarm1795470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE harm_marker_runs (
        day date PRIMARY KEY,
        computed_at timestamptz NOT NULL,
        review_score integer NOT NULL CHECK (review_score >= 0),
        players integer NOT NULL CHECK (players >= 0),
        flagged integer NOT NULL CHECK (flagged >= 0),
        settings jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE harm_scores (
        day date NOT NULL REFERENCES harm_marker_runs (day) ON DELETE CASCADE,
        player_id text NOT NULL,
        score integer NOT NULL CHECK (score > 0),
        markers jsonb NOT NULL,
        PRIMARY KEY (day, player_id)
      )`);
    await q.query(`CREATE INDEX harm_scores_queue ON harm_scores (day, score DESC, player_id)`);
    await q.query(`CREATE INDEX harm_scores_player ON harm_scores (player_id, day DESC)`);
    await q.query(`
      CREATE TABLE harm_review_actions (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        action text NOT NULL CHECK (action IN ('note', 'message', 'call')),
        text text NOT NULL CHECK (length(text) BETWEEN 3 AND 1000),
        staff_id uuid NOT NULL,
        score_day date,
        score integer,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX harm_review_actions_player ON harm_review_actions (player_id, at DESC)`);
    await q.query(`
      CREATE TRIGGER harm_review_actions_no_update_delete BEFORE UPDATE OR DELETE ON harm_review_actions
      FOR EACH ROW EXECUTE FUNCTION protection_changes_append_only()`);
    await q.query(`
      CREATE TRIGGER harm_review_actions_no_truncate BEFORE TRUNCATE ON harm_review_actions
      FOR EACH STATEMENT EXECUTE FUNCTION protection_changes_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE harm_review_actions`);
    await q.query(`DROP TABLE harm_scores`);
    await q.query(`DROP TABLE harm_marker_runs`);
  }
}
