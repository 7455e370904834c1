import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player 360 (issue 22), owned by the players module:
 * - `player_logins`: every log-in attempt on an existing account (success and failure), with the client's IP and
 *   user agent; kept PLAYER_LOGINS_RETENTION_DAYS, then deleted nightly (oldest first through `player_logins_at`).
 *   The IP index serves the linked-accounts query (other players seen at the same address).
 * - `player_staff_notes`: staff's internal notes, append-only (a trigger refuses UPDATE and DELETE, as the ledger's
 *   does), so nobody edits or removes a note, their own or another's.
 * - `player_tags`: staff's tags on a player, one row per tag (case-insensitive per player).
 */
export class Player3601795820000000 implements MigrationInterface {
  name = 'Player3601795820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE player_logins (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        outcome text NOT NULL CHECK (outcome IN ('success', 'wrong_password', 'account_locked', 'too_many_attempts')),
        ip text,
        user_agent text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX player_logins_player ON player_logins (player_id, at DESC, id DESC)`);
    await q.query(`CREATE INDEX player_logins_ip ON player_logins (ip, player_id) WHERE ip IS NOT NULL AND outcome = 'success'`);
    await q.query(`CREATE INDEX player_logins_at ON player_logins (at, id)`);
    // sign-up addresses take part in linking too
    await q.query(`CREATE INDEX players_sign_up_ip ON players (sign_up_ip) WHERE sign_up_ip IS NOT NULL`);

    await q.query(`
      CREATE TABLE player_staff_notes (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        author_id uuid NOT NULL REFERENCES staff_users (id),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX player_staff_notes_player ON player_staff_notes (player_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE FUNCTION player_staff_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'player_staff_notes is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER player_staff_notes_append_only BEFORE UPDATE OR DELETE ON player_staff_notes
        FOR EACH ROW EXECUTE FUNCTION player_staff_notes_append_only()`);

    await q.query(`
      CREATE TABLE player_tags (
        player_id bigint NOT NULL REFERENCES players (id),
        tag text NOT NULL CHECK (length(tag) BETWEEN 2 AND 32),
        added_by uuid NOT NULL REFERENCES staff_users (id),
        added_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX player_tags_player_tag ON player_tags (player_id, lower(tag))`);
    await q.query(`CREATE INDEX player_tags_tag ON player_tags (lower(tag), player_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE player_tags`);
    await q.query(`DROP TABLE player_staff_notes`);
    await q.query(`DROP FUNCTION player_staff_notes_append_only()`);
    await q.query(`DROP INDEX players_sign_up_ip`);
    await q.query(`DROP TABLE player_logins`);
  }
}
