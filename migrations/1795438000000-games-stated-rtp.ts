import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The return to player a game states (its paytable), in percent with two places, so the back-office's
 * game report shows the actual RTP beside it (issue 13). Null: the game states none.
 */
export class GamesStatedRtp1795438000000 implements MigrationInterface {
  name = 'GamesStatedRtp1795438000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ADD COLUMN stated_rtp numeric(5, 2) CHECK (stated_rtp > 0 AND stated_rtp <= 100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games DROP COLUMN stated_rtp`);
  }
}
