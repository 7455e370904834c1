import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16), time-out and self-exclusion. `player_exclusions`: the player's latest
 * exclusion (one row per player, replaced when a new one starts after the last ended). `player_exclusion_changes`:
 * every start, extension, request to end and end, written in the same transaction (with the end of the
 * player's sessions).
 */
export class PlayerExclusions1795442000000 implements MigrationInterface {
  name = 'PlayerExclusions1795442000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE player_exclusions (
        player_id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
        started_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        end_requested_at timestamptz,
        end_confirmable_at timestamptz,
        ended_at timestamptz,
        updated_at timestamptz NOT NULL,
        CHECK (ends_at > started_at),
        CHECK ((end_requested_at IS NULL) = (end_confirmable_at IS NULL))
      )`);
    await q.query(`
      CREATE TABLE player_exclusion_changes (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        action text NOT NULL CHECK (action IN ('started', 'extended', 'endPending', 'ended')),
        kind text NOT NULL,
        ends_at timestamptz NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX player_exclusion_changes_player ON player_exclusion_changes (player_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE player_exclusion_changes`);
    await q.query(`DROP TABLE player_exclusions`);
  }
}
