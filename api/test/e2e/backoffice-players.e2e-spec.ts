import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { demoStaff } from '../../src/modules/backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { DemoPlayersSeed } from '../../src/modules/players/seed/demo-players.seed.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const demo = (username: string) => demoStaff.find((s) => s.username === username)!;

/** Signs in through the real form with the password and a code computed from the seeded TOTP secret. */
async function signIn(page: Page, base: string, username: string): Promise<void> {
  await signInStaff(page, base, username);
}

describe('back-office players in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true' } });
    await app.app.get(DemoStaffSeed).seed();
    await app.app.get(DemoPlayersSeed).seed();
    browser = await launchBrowser();
  }, hangBound(60_000));

  // The demo players opened wallets: the runner verifies the ledger and drops the database.
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('admin searches a player, locks them with a reason, sees the locked state, and the player cannot log in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    await page.getByLabel('Search players').fill('DEMOPLAYER2');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1–1 of 1').waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-players.png` });
    await page.getByRole('link', { name: 'demoplayer2' }).click();

    await page.getByRole('heading', { name: /demoplayer2/ }).waitFor();
    await page.getByRole('button', { name: 'Lock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock player' });
    await dialog.getByLabel('Reason').fill('Shared account reported by support');
    await dialog.getByRole('button', { name: 'Lock player' }).click();
    await page.getByText('The player is locked and signed out everywhere.').waitFor();
    await page.getByText('Locked: Shared account reported by support').waitFor();
    await page.getByRole('button', { name: 'Unlock' }).waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-player-locked.png` });

    await page.getByRole('link', { name: '← Players' }).click();
    await page.locator('tr[data-player-id]', { hasText: 'demoplayer2' }).getByText('locked').waitFor();

    const login = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demoplayer2', password: 'Khela1234' }),
    });
    expect(login.status).toBe(403);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a staff member chooses Bangla at sign-in, works in Bangla, and the choice survives a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${app.url}/backoffice`);
    await page.waitForURL(/\/backoffice\/sign-in$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await page.getByLabel('ইউজারনেম').fill('support1');
    await page.getByLabel('পাসওয়ার্ড').fill(demo('support1').password);
    await page.getByLabel('অথেনটিকেটর কোড').fill(generateSync({ secret: demo('support1').totpSecret }));
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await page.getByRole('heading', { name: 'স্বাগতম, ' + demo('support1').displayName }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');

    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'খেলোয়াড়' }).click();
    await page.getByLabel('খেলোয়াড় খুঁজুন').fill('demoplayer1');
    await page.getByRole('button', { name: 'খুঁজুন' }).click();
    await page.getByRole('link', { name: 'demoplayer1' }).waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-players-bn.png` });

    await page.reload();
    await page.getByRole('heading', { name: 'খেলোয়াড়' }).waitFor();
    await page.getByRole('button', { name: 'সাইন আউট' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
