import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

/**
 * The Content-Security-Policy as Chromium enforces it: the pages work under it (a blocked script, style or
 * image shows as a console error), and a script injected into a page does not run.
 */
describe('Content-Security-Policy in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { SERVE_WEB: 'true' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  /** Injects an inline script as an XSS would; answers whether it ran. */
  const injectedScriptRuns = (page: Page) =>
    page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });

  it('/api/docs: Swagger UI renders every operation with no CSP error, and an injected inline script does not run', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${app.url}/api/docs`);
    await page.locator('.swagger-ui .info .title', { hasText: 'Khela API' }).waitFor();
    await page.locator('.opblock-summary-path', { hasText: '/api/admin/session/socket-ticket' }).first().waitFor();
    // Swagger UI renders the tag groups near the viewport only: scroll through the page and collect every
    // operation it rendered, which must be every operation of the document.
    const openapi = (await (await fetch(`${app.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, object> };
    const documented = Object.entries(openapi.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rendered = new Set<string>();
    const collect = async () => {
      for (const op of await page.locator('.opblock-summary').all()) {
        const method = await op.locator('.opblock-summary-method').innerText();
        const path = await op.locator('.opblock-summary-path').innerText();
        rendered.add(`${method} ${path.replace(/\u200b/g, '')}`);
      }
    };
    for (let atEnd = false; !atEnd;) {
      await collect();
      atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.body.scrollHeight - 1;
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))); // the next groups render
    }
    await collect();
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((op) => !rendered.has(op))).toEqual([]);
    // The page's own inline styles apply (its <style> sets the background).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 250, 250)');
    expect(errors).toEqual([]);

    // Chromium reports the refusal on the console: the policy, not chance, stopped the script.
    const refused = page.waitForEvent('console', { predicate: (m) => /Content Security Policy/.test(m.text()), timeout: hangBound(5000) });
    expect(await injectedScriptRuns(page)).toBe(false);
    expect((await refused).text()).toContain("script-src 'self'");
    await page.close();
  });

  it.each([
    ['the player site', '/', 'main'],
    ['the back-office', '/backoffice/sign-in', 'form'],
  ])('%s runs under the policy with no CSP error, and an injected inline script does not run', async (_name, path, selector) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${app.url}${path}`);
    await page.locator(selector).first().waitFor();
    expect(errors.filter((e) => /Content Security Policy/.test(e))).toEqual([]);
    expect(await injectedScriptRuns(page)).toBe(false);
    await page.close();
  });
});
