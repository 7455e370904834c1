import pg from 'pg';

/** Changes site settings straight in the test database, as a staff edit would, until the editors exist. */
export class SiteSettingsRepositoryForTests {
  constructor(private readonly url: string) {}

  async mergeGeneral(patch: Record<string, unknown>): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      await client.query(`UPDATE site_settings SET value = value || $1::jsonb, updated_at = now() WHERE key = 'general'`, [
        JSON.stringify(patch),
      ]);
    } finally {
      await client.end();
    }
  }
}
