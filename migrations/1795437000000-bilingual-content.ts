import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bangla beside the English of staff-written texts (issue 14, bilingual content): slider captions,
 * promotion names and descriptions, game names. Empty means "no Bangla": players reading Bangla get the
 * English. The notices, the system notice and the maintenance text live in site_settings' JSON and
 * need no column.
 */
export class BilingualContent1795437000000 implements MigrationInterface {
  name = 'BilingualContent1795437000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sliders ADD COLUMN name_bn text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE promotions ADD COLUMN name_bn text NOT NULL DEFAULT '', ADD COLUMN description_bn text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE games ADD COLUMN name_bn text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games DROP COLUMN name_bn`);
    await q.query(`ALTER TABLE promotions DROP COLUMN name_bn, DROP COLUMN description_bn`);
    await q.query(`ALTER TABLE sliders DROP COLUMN name_bn`);
  }
}
