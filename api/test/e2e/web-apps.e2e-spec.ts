import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { SiteSettingsRepositoryForTests } from './site-settings.fixture.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';

describe('web apps served by the api', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    // A title no build could contain: proves the page shows what the API answered.
    await new SiteSettingsRepositoryForTests(db.url).mergeGeneral({ site_title: 'Khela E2E 7731' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.drop();
  });

  it('the player site loads with no console errors and shows the site title and logo from the API', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${app.url}/`);
    await page.getByText('Khela E2E 7731').first().waitFor();
    // the logo is a real file on disk, served by the api: wait until the browser has decoded it
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[src*="/storage/content/khela-logo"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await page.getByText('Welcome to Khela!', { exact: false }).first().waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/player-home.png` });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('client-side routes fall back to the app, and API 404s stay JSON', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${app.url}/promotions`);
    expect(response?.status()).toBe(200);
    // the app's files go out compressed (a phone on a slow network waits for every script byte)
    const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
    const asset = await fetch(`${app.url}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await page.locator('#root').count()).toBe(1);
    const api = await fetch(`${app.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: expect.any(String) });
    // the desktop log-out link is a page of the player app (it logs out with POST /api/logout), not an api route
    const logout = await fetch(`${app.url}/player/logout?token=anything`, { redirect: 'manual' });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('content-type')).toContain('text/html');
    await page.close();
  });

  it('the back-office loads its sign-in page at /backoffice with no console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${app.url}/backoffice`);
    await page.waitForURL(/\/backoffice\/sign-in$/);
    await page.getByText('Khela E2E 7731').first().waitFor();
    await page.getByLabel('Username').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the OpenAPI document and its page', async () => {
    const doc = await fetch(`${app.url}/api/docs/openapi.json`).then((r) => r.json() as Promise<{ paths: Record<string, unknown> }>);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/api/general', '/api/logo']));
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/api/docs`);
    await page.getByText('Khela API').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
