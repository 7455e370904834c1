import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bangla beside the English name of a game provider (issue 14, bilingual content, as games have since
 * 1795437000000): players reading Bangla see it on the home page's categories and the games list. Empty means
 * "no Bangla": they get the English.
 */
export class ProviderNamesBangla1795447000000 implements MigrationInterface {
  name = 'ProviderNamesBangla1795447000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE providers ADD COLUMN name_bn text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE providers DROP COLUMN name_bn`);
  }
}
