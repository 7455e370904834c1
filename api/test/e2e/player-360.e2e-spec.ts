import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

// sign-in, four sections, two writes, and with E2E_SCREENSHOTS eight screenshots after reloads
jest.setTimeout(hangBound(120_000));

const shots = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS set: the page at 1366 and 390 px, in English and Bangla (the language remembered under `key`). */
async function screenshots(page: Page, name: string, key: string, ready: (language: 'en' | 'bn') => Promise<void>): Promise<void> {
  if (!shots) return;
  for (const language of ['en', 'bn'] as const) {
    await page.evaluate(([k, l]) => localStorage.setItem(k!, l!), [key, language]);
    await page.reload();
    await ready(language);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.screenshot({ path: `${shots}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate((k) => localStorage.setItem(k, 'en'), key);
  await page.reload();
  await ready('en');
}

const logIn = async (base: string, username: string, password: string, userAgent: string) =>
  (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ username, password }),
    })
  ).status;

/**
 * Issue 22, Player 360: two demo players log in from one address (one of them also mistypes the password); support
 * opens the first one's back-office page, adds an internal note and a tag, sees the log-in history with the failure
 * and the success, and the other player among the linked accounts, sharing the address. The player list then
 * filters by the tag.
 */
describe('Player 360: support adds a note and a tag, sees the login history and a linked account', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    browser = await launchBrowser();
  }, hangBound(90_000));

  afterAll(async () => {
    await browser?.close();
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('records, links, notes and tags', async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    expect(await logIn(app.url, 'demoplayer1', 'Wrong12345', android)).toBe(401);
    expect(await logIn(app.url, 'demoplayer1', 'Khela1234', android)).toBe(200);
    expect(await logIn(app.url, 'demoplayer2', 'Khela1234', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0')).toBe(200);
    const { rows } = await sql.query<{ id: string; username: string }>(
      `SELECT id::text, username FROM players WHERE username IN ('demoplayer1', 'demoplayer2') ORDER BY username`,
    );
    expect(rows.map((r) => r.username)).toEqual(['demoplayer1', 'demoplayer2']);
    const [first, second] = [rows[0]!, rows[1]!];

    const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(office);
    await signInStaff(office, app.url, 'support1');
    await office.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await office.goto(`${app.url}/backoffice/players/${first.id}`);
    await office.getByRole('heading', { name: /demoplayer1/ }).waitFor();

    // ---- the log-in history: the success, then the wrong password, with the device
    const history = office.getByTestId('login-history');
    const historyRows = history.locator('tbody tr');
    await historyRows.nth(1).waitFor();
    expect(await historyRows.count()).toBe(2);
    await expect(historyRows.nth(0).locator('td').nth(1).textContent()).resolves.toBe('Logged in');
    await expect(historyRows.nth(1).locator('td').nth(1).textContent()).resolves.toBe('Wrong password');
    await expect(historyRows.nth(0).locator('td').nth(3).textContent()).resolves.toBe('Android · Chrome');

    // ---- the linked account: demoplayer2, sharing the address
    const linked = office.getByTestId('linked-accounts');
    const link = linked.getByRole('link', { name: 'demoplayer2' });
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toBe(`/backoffice/players/${second.id}`);
    await expect(link.locator('xpath=ancestor::tr').getByText('IP address:').count()).resolves.toBe(1);

    // ---- support adds a note: shown with the author, audited
    const notes = office.getByTestId('staff-notes');
    await notes.getByLabel('New note').fill('Called about a late bKash deposit; reference checked, all fine.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Note added.').waitFor();
    await notes.locator('.note').filter({ hasText: 'Called about a late bKash deposit' }).getByText('support1').waitFor();

    // ---- and a tag
    const tags = office.getByTestId('player-tags');
    // the field's Bangla placeholder is drawn with the page's Bengali web font, not a system font without it
    expect(await tags.getByLabel('Add a tag').evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(/^"Noto Sans Bengali"/);
    await tags.getByLabel('Add a tag').fill('VIP watch');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await tags.getByText('Tag added.').waitFor();
    await tags.getByRole('link', { name: 'VIP watch' }).waitFor();

    const audit = await sql.query<{ action: string; actor_username: string }>(
      `SELECT action, actor_username FROM staff_audit_log WHERE target_kind = 'player' AND target_id = $1
        AND (action LIKE 'player.note%' OR action LIKE 'player.tag%') ORDER BY id`,
      [first.id],
    );
    expect(audit.rows).toEqual([
      { action: 'player.note_added', actor_username: 'support1' },
      { action: 'player.tag_added', actor_username: 'support1' },
    ]);

    await screenshots(office, 'player-360', 'khela-backoffice-lang', async (language) => {
      await office.getByTestId('linked-accounts').getByRole('link', { name: 'demoplayer2' }).waitFor();
      await office
        .getByTestId('login-history')
        .getByText(language === 'en' ? 'Wrong password' : 'ভুল পাসওয়ার্ড')
        .waitFor();
      await office.getByTestId('staff-notes').locator('.note').first().waitFor();
    });

    // ---- the tag leads to the player list filtered by it
    await office.getByTestId('player-tags').getByRole('link', { name: 'VIP watch' }).click();
    await office.waitForURL(/\/backoffice\/players\?tag=VIP(%20|\+)watch$/);
    await office.getByRole('link', { name: 'demoplayer1' }).waitFor();
    await expect(office.locator('tbody tr').count()).resolves.toBe(1);
    await screenshots(office, 'player-360-list', 'khela-backoffice-lang', async () => {
      await office.getByRole('link', { name: 'demoplayer1' }).waitFor();
    });

    expect(errors).toEqual([]);
  });
});
