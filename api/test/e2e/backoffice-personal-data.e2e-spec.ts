import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { CommandBus } from '@nestjs/cqrs';
import { OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { DB_POOL } from '../../src/platform/database/database.module.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;
const dayMs = 86_400_000;

/**
 * Issue 23: an admin on a player's page exports the player's data as a JSON file, sees why the account cannot be
 * anonymised yet (open, then the retention period), and once the account is closed and the app's Clock is past
 * the period, anonymises it through the dialog that wants the username typed; in English and Bangla, phone and desktop.
 */
describe('back-office personal data', () => {
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let browser: Browser;
  let office: Page;
  let errors: string[];
  let playerId: string;
  let offsetMs = 0;
  const username = `pdweb${Date.now().toString(36).slice(-5)}`;
  const phone = '01719876543';

  const shoot = async (name: string) => {
    if (!shots) return;
    for (const width of [1366, 390]) {
      await office.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await office.screenshot({ path: `${shots}/personal-data-${name}-${width}.png`, fullPage: true });
    }
    await office.setViewportSize({ width: 1366, height: 900 });
  };
  const card = () => office.getByTestId('personal-data');

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    pool = app.app.get<Pool>(DB_POOL);
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, name, email, phone, currency, referral_code, dofb)
       VALUES ($1, 'x', 'Salma Begum', $2, $3, 'BDT', $4, '1990-02-03') RETURNING id::text`,
      [username, `${username}@mail.example`, phone, `PD${Date.now().toString(36).slice(-6)}`.toUpperCase()],
    );
    playerId = rows[0]!.id;
    // a wallet, as every real account has (the page's wallet card asks for it)
    await app.app
      .get(CommandBus)
      .execute(new OpenWalletCommand({ playerId, currency: 'BDT' }, { actor: { kind: 'system', id: 'personal-data-e2e' } }));
    browser = await launchBrowser();
    office = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    errors = watchErrors(office);
    await signInStaff(office, app.url, 'admin');
    await office.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
  }, hangBound(90_000));

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('exports the data of an open account as a JSON file, and says why it cannot be anonymised', async () => {
    await office.goto(`${app.url}/backoffice/players/${playerId}`);
    await card().getByText('Open', { exact: true }).waitFor();
    await card().getByText('Only a closed account can be anonymised: lock the account first.').waitFor();
    expect(await card().getByRole('button', { name: 'Anonymise account…' }).isDisabled()).toBe(true);

    await card().getByRole('button', { name: 'Export data (JSON)' }).click();
    const dialog = office.getByRole('dialog', { name: "Export the player's data" });
    await dialog.getByLabel('Reason').fill('Subject access request, ticket 4411');
    await shoot('export-dialog-en');
    const download = office.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`player-${playerId}-data.json`);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      player_id: string;
      sections: { table: string; rows: { phone?: string }[] }[];
    };
    expect(exported.player_id).toBe(playerId);
    expect(exported.sections.find((s) => s.table === 'players')!.rows[0]!.phone).toBe(phone);
    await card().getByText('The export was downloaded and recorded in the audit log.').waitFor();
    await shoot('open-en');
  });

  it('names the end of the retention period for a closed account, in Bangla too', async () => {
    await office.getByRole('button', { name: 'Lock', exact: true }).click();
    const lock = office.getByRole('dialog', { name: 'Lock player' });
    await lock.getByLabel('Reason').fill('Player asked to close the account');
    await lock.getByRole('button', { name: 'Lock player' }).click();
    await office.getByText('Locked: Player asked to close the account').waitFor();
    await office.reload(); // the card reads the account's standing when the page loads
    await card().getByText('Closed (locked)').waitFor();
    await card()
      .getByText(/^The retention period has not passed: this account can be anonymised from \d{4}-\d{2}-\d{2}\.$/)
      .waitFor();
    await office.locator('.language-switch select').selectOption('bn');
    await card()
      .getByText(/^সংরক্ষণের মেয়াদ এখনো শেষ হয়নি: এই অ্যাকাউন্টটি \d{4}-\d{2}-\d{2} থেকে বেনামী করা যাবে।$/)
      .waitFor();
    await shoot('retention-bn');
    await office.locator('.language-switch select').selectOption('en');
  });

  it('anonymises the closed account past the retention period, after the username is typed', async () => {
    offsetMs = 1828 * dayMs;
    await office.reload();
    const button = card().getByRole('button', { name: 'Anonymise account…' });
    await button.waitFor();
    await expect(button.isDisabled()).resolves.toBe(false);
    await button.click();
    const dialog = office.getByRole('dialog', { name: 'Anonymise this account' });
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByLabel('Reason').fill('Closed five years ago, retention over');
    const confirm = dialog.getByRole('button', { name: 'Anonymise for good' });
    expect(await confirm.isDisabled()).toBe(true); // nothing typed yet
    await dialog.getByLabel(`Type the username ${username} to confirm`).fill(username);
    expect(await confirm.isDisabled()).toBe(false);
    await shoot('anonymise-dialog-en');
    await office.locator('.language-switch select').selectOption('bn');
    await office.getByRole('dialog', { name: 'এই অ্যাকাউন্টটি বেনামী করুন' }).waitFor();
    await shoot('anonymise-dialog-bn');
    await office.locator('.language-switch select').selectOption('en');
    await confirm.click();
    await card().getByText('The account is anonymised.').waitFor();
    await card().getByText('Anonymised', { exact: true }).waitFor();
    const { rows } = await pool.query(`SELECT username, phone, email, name FROM players WHERE id = $1`, [playerId]);
    expect(rows[0]).toEqual({ username: `anon${playerId}`, phone: '', email: '', name: '' });
    await shoot('anonymised-en');
    await office.locator('.language-switch select').selectOption('bn');
    await card().getByText('এই অ্যাকাউন্টটি আগেই বেনামী করা হয়েছে।').waitFor();
    await shoot('anonymised-bn');
    await office.locator('.language-switch select').selectOption('en');
    expect(errors).toEqual([]);
  });
});
