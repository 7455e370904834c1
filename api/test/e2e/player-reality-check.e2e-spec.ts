import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Clock } from '../../src/platform/clock/clock.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(150_000));

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const minute = 60_000;

/**
 * Issue 16's reality checks in the browser: the session clock in the header (mobile and desktop), the
 * reality check shown when the server says one is due (the app's Clock moved an hour on; the browser and
 * the database on real time, so nothing waits real minutes), continue recorded, and log out ending the
 * session, in English and Bangla.
 */
describe('reality checks and the session clock in the player site', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let browser: Browser;
  let offsetMs = 0;

  const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/reality-check-${name}.png` });
  const logIn = async (context: BrowserContext): Promise<Page> => {
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('demoplayer1');
    await page.getByLabel('Password', { exact: true }).fill('Khela1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/`);
    return page;
  };
  const answers = async () =>
    (await sql.query<{ action: string }>(`SELECT action FROM reality_check_answers ORDER BY id`)).rows.map((r) => r.action);

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true', REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    browser = await launchBrowser();
  }, hangBound(60_000));

  afterAll(async () => {
    await browser?.close();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('mobile: the header clock runs; an hour on the check shows the session, continue is recorded (English, Bangla)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await logIn(context);
      const errors = watchErrors(page);
      const clock = page.locator('.site-header').getByRole('timer');
      await expect(clock.textContent()).resolves.toMatch(/\d\d:\d\d:\d\d/);
      await shot(page, 'mobile-clock-en');

      offsetMs = 61 * minute; // the server's clock an hour and a minute on: a check is due
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
      await dialog.waitFor();
      await dialog.getByText('Even: no win, no loss').waitFor();
      // an hour and a minute on the server's clock, plus however long this machine took since the log-in
      await expect(clock.textContent()).resolves.toMatch(/\b(0[1-9]|[1-9]\d):\d\d:\d\d/);
      await shot(page, 'mobile-modal-en');

      await page.evaluate(() => window.localStorage.setItem('lang', 'bn'));
      await page.reload();
      const bangla = page.getByRole('alertdialog', { name: 'রিয়েলিটি চেক' });
      await bangla.waitFor();
      await shot(page, 'mobile-modal-bn');
      await bangla.getByRole('button', { name: 'চালিয়ে যান' }).click();
      await bangla.waitFor({ state: 'detached' });
      expect(await answers()).toEqual(['continue']);
      await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('desktop: the clock beside the Dhaka time; log out on the check ends the session on the server', async () => {
    offsetMs = 0;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await logIn(context);
      const errors = watchErrors(page);
      const clock = page.locator('.desktop-header').getByRole('timer');
      await expect(clock.textContent()).resolves.toMatch(/\d\d:\d\d:\d\d/);
      await shot(page, 'desktop-clock-en');

      offsetMs = 61 * minute;
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
      await dialog.waitFor();
      await shot(page, 'desktop-modal-en');
      await page.evaluate(() => window.localStorage.setItem('lang', 'bn'));
      await page.reload();
      await page.getByRole('alertdialog', { name: 'রিয়েলিটি চেক' }).waitFor();
      await shot(page, 'desktop-modal-bn');
      await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
      await page.reload();

      const live = async () =>
        (await sql.query(`SELECT 1 FROM auth_sessions WHERE subject_kind = 'player' AND revoked_at IS NULL`)).rowCount ?? 0;
      const before = await live();
      await page.getByRole('alertdialog', { name: 'Reality check' }).getByRole('button', { name: 'Log out' }).click();
      const ended = page.getByRole('alertdialog', { name: 'Session ended' });
      await ended.getByText('You have been logged out.').waitFor();
      await page.waitForURL(`${app.url}/`);
      await shot(page, 'desktop-logged-out-en');
      expect(await live()).toBe(before - 1);
      expect(await answers()).toEqual(['continue', 'logout']);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
