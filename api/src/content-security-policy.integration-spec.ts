import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe('Content-Security-Policy (configureHttp)', () => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { SERVE_WEB: 'true' } });
  });

  afterAll(async () => {
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it.each(['/', '/backoffice', '/backoffice/sign-in', '/api/health', '/api/docs', '/api/admin/me'])(
    '%s: scripts only from this origin, never inline, inline handlers off',
    async (path) => {
      const res = await fetch(`${app.url}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Inline styles stay allowed (boot bar, notice preview, Swagger UI); CSS cannot reach another host.
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    },
  );

  it('/api/docs still serves Swagger UI: its page, its scripts as files, and the OpenAPI document', async () => {
    const page = await fetch(`${app.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    // Every script of the page is a file of this origin: nothing the policy has to let run inline.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const src of sources) {
      const script = await fetch(new URL(src, `${app.url}/api/docs/`));
      expect([src, script.status]).toEqual([src, 200]);
    }
    const document = await fetch(`${app.url}/api/docs/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { info: { title: string } }).info.title).toBe('Khela API');
  });
});
