import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Key/value site settings (site title, status, notices, logos): the content module owns them. */
export class SiteSettings1763769600000 implements MigrationInterface {
  name = 'SiteSettings1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_settings`);
  }
}
