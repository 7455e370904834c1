import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Khela Originals seed pairs (issue 19): per player one active pair (a committed server seed, shown only
 * as its SHA-256 until rotated, the player's client seed, the next nonce); rotation marks it revealed and
 * opens a new one. Rows are never deleted, so every past bet (which stores the seed id and its nonce) can be
 * recomputed from the revealed seed.
 */
export class OriginalsSeeds1795540000000 implements MigrationInterface {
  name = 'OriginalsSeeds1795540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE originals_seeds (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players(id),
        server_seed text NOT NULL,
        server_seed_hash text NOT NULL,
        client_seed text NOT NULL,
        next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        revealed_at timestamptz
      )`);
    // One active (unrevealed) pair per player: a race to create the first pair cannot make two.
    await q.query(`CREATE UNIQUE INDEX originals_seeds_one_active ON originals_seeds (player_id) WHERE revealed_at IS NULL`);
    await q.query(`CREATE INDEX originals_seeds_player ON originals_seeds (player_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE originals_seeds`);
  }
}
