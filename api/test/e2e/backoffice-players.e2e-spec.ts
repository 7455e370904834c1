import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateSync } from 'otplib';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { demoStaff } from '../../src/modules/backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { DemoPlayersSeed } from '../../src/modules/players/seed/demo-players.seed.js';
import { OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { CommandBus } from '@nestjs/cqrs';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';
import { columnTexts, queryOf, screenshotGrid } from './data-grid.fixture.js';

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

  it('the player list filters, sorts and pages on the server, keeps it in the URL across a reload, and exports every page', async () => {
    const sql = new pg.Pool({ connectionString: db.url, max: 1 });
    // 30 players, gridp30 the newest, each with the wallet sign-up opens (the player page shows its balances)
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, dofb, created_at)
       SELECT 'gridp' || lpad(n::text, 2, '0'), 'x', 'gridp' || lpad(n::text, 2, '0') || '@example.test', '018100000' || lpad(n::text, 2, '0'),
              'BDT', 'GRIDP' || lpad(n::text, 2, '0'), '1990-01-01', now() - make_interval(mins => 30 - n)
         FROM generate_series(1, 30) n RETURNING id::text`,
    );
    await sql.end();
    for (const { id } of rows)
      await app.app
        .get(CommandBus)
        .execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, { actor: { kind: 'system', id: 'e2e' } }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();

    await page.getByLabel('Search players').fill('gridp');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1–25 of 30').waitFor();
    expect((await columnTexts(page, 0))[0]).toBe('gridp30'); // newest first
    await page.getByRole('button', { name: /^Username/ }).click();
    await page.locator('tbody tr[data-grid-row]').first().getByRole('link', { name: 'gridp01' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('26–30 of 30').waitFor();
    const lastPage = ['gridp26', 'gridp27', 'gridp28', 'gridp29', 'gridp30'];
    expect(await columnTexts(page, 0)).toEqual(lastPage);
    expect(queryOf(page)).toEqual({ q: 'gridp', sort: 'username', page: '2' });

    await page.reload();
    await page.getByText('26–30 of 30').waitFor();
    expect(await columnTexts(page, 0)).toEqual(lastPage);
    expect(await page.getByLabel('Search players').inputValue()).toBe('gridp');
    expect(await page.getByRole('columnheader', { name: /Username/ }).getAttribute('aria-sort')).toBe('ascending');

    // the CSV holds the whole filtered set (both pages, from the API), UTF-8 with a byte-order mark
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Username,Remote id,Name,Phone,E-mail,Status,Verified,Created (Dhaka)');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      Array.from({ length: 30 }, (_, i) => `gridp${String(i + 1).padStart(2, '0')}`),
    );
    await page.getByText('Exported 30 rows.').waitFor();

    // rows take the focus: Arrow down to the second row, Enter opens that player; Back returns to the same page
    await page.locator('tbody tr[data-grid-row]').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /gridp27/ }).waitFor();
    await page.getByRole('link', { name: '← Players' }).click();
    await page.getByText('26–30 of 30').waitFor();
    await screenshotGrid(page, 'players');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the outbox filters, sorts and pages on the server and keeps it in the URL across a reload', async () => {
    const sql = new pg.Pool({ connectionString: db.url, max: 1 });
    await sql.query(
      `INSERT INTO message_outbox (channel, recipient, purpose, language, body, status, attempts, created_at)
       SELECT 'sms', '0190000' || lpad(n::text, 4, '0'), 'notice', 'bn', 'খেলা বার্তা ' || n, CASE WHEN n % 3 = 0 THEN 'failed' ELSE 'sent' END,
              n % 5, now() - make_interval(mins => 30 - n)
         FROM generate_series(1, 30) n`,
    );
    await sql.end();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
    await page.goto(`${app.url}/backoffice/outbox`);
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();

    await page.getByRole('textbox', { name: 'Recipient' }).fill('0190000');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('1–25 of 30').waitFor();
    await page.getByRole('button', { name: /^Tries/ }).click(); // most tries first
    await page.waitForURL(/sort=-attempts/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('26–30 of 30').waitFor();
    expect(queryOf(page)).toEqual({ recipient: '0190000', sort: '-attempts', page: '2' });
    const tries = 8; // column: created, channel, recipient, player, purpose, language, message, status, tries
    expect(await columnTexts(page, tries)).toEqual(['0', '0', '0', '0', '0']);

    await page.reload();
    await page.getByText('26–30 of 30').waitFor();
    expect(await columnTexts(page, tries)).toEqual(['0', '0', '0', '0', '0']);
    expect(await page.getByRole('textbox', { name: 'Recipient' }).inputValue()).toBe('0190000');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
    await page.getByText('1–10 of 10').waitFor();
    expect(queryOf(page)).toEqual({ recipient: '0190000', status: 'failed', sort: '-attempts' });
    expect(new Set(await columnTexts(page, 7))).toEqual(new Set(['failed']));
    await screenshotGrid(page, 'outbox');
    expect(errors).toEqual([]);
    await page.close();
  });
});
