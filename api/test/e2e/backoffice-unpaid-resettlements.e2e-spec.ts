import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DB_POOL } from '../../src/platform/database/database.module.js';
import { GrantBonusCommand, OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;
const system = { actor: { kind: 'system', id: 'unpaid-e2e' } } as const;

/**
 * Issue 18: finance opens Unpaid resettlements in the back-office, sees what a player owes from a corrected
 * exchange result (the row as the settle job records it; the settlement itself is exchange-unpaid-resettlement's
 * integration test) and collects what the player's main holds: 800.00 of 1,500.00, 700.00 still owed.
 */
describe('back-office unpaid resettlements', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let office: Page;
  let errors: string[];
  let playerId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    const pool = app.app.get<Pool>(DB_POOL);
    const commands = app.app.get(CommandBus);
    playerId = (await pool.query<{ id: string }>(`SELECT id::text FROM players WHERE username = 'demoplayer1'`)).rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId, currency: 'BDT' }, system));
    const { rows } = await pool.query<{ main: string }>(
      `SELECT b.balance::text AS main FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id
        WHERE a.owner_kind = 'player' AND a.owner_id = $1 AND a.kind = 'main'`,
      [playerId],
    );
    // main holds exactly 800.00 for the collection
    const topUp = 80_000n - BigInt(rows[0]?.main ?? '0');
    if (topUp > 0n)
      await commands.execute(
        new GrantBonusCommand({ playerId, grantId: 'unpaid-e2e-funds', amount: topUp, to: 'main', reason: 'e2e' }, system),
      );
    await pool.query(
      `INSERT INTO exchange_unpaid_resettlements (id, market_id, event_id, version, player_id, currency, owed)
       VALUES ('5c2b3c1e-8f57-4d8e-9a55-0a6d1c1f0b11', 'fancy:30100001-0-fancy-6', '30100001', 2, $1, 'BDT', 150000)`,
      [playerId],
    );
    browser = await launchBrowser();
    office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    errors = watchErrors(office);
    await signInStaff(office, app.url, 'finance1');
    await office.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
  }, hangBound(90_000));

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('lists what the player owes and collects what main holds, in English and Bangla', async () => {
    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Unpaid resettlements/ })
      .click();
    await office.getByRole('heading', { name: 'Unpaid resettlements' }).waitFor();
    const table = office.getByRole('table', { name: 'Unpaid resettlements' });
    const row = table.getByRole('row').filter({ hasText: 'fancy:30100001-0-fancy-6 (v2)' });
    await row.waitFor();
    expect(await row.getByRole('link').innerText()).toBe(`#${playerId}`);
    await office.getByText('1500.00 BDT').waitFor();
    if (shots) await shootBoth('unpaid-resettlements-open');

    await row.getByRole('button', { name: 'Collect from main' }).click();
    await office.getByRole('status').getByText('Collected 800.00 from the player’s main balance; 700.00 is still owed.').waitFor();
    await row.getByText('700.00').waitFor();
    await office.getByText('700.00 BDT').waitFor();
    // main is empty now: a second click is refused with the reason, nothing moves
    await row.getByRole('button', { name: 'Collect from main' }).click();
    await office.getByRole('alert').getByText('The player’s main balance is 0.00: nothing to collect now.').waitFor();
    const pool = app.app.get<Pool>(DB_POOL);
    const { rows } = await pool.query<{ recovered: string }>(`SELECT recovered::text FROM exchange_unpaid_resettlements`);
    expect(rows).toEqual([{ recovered: '80000' }]);
    if (shots) await shootBoth('unpaid-resettlements-collected');
    // the refusal above is an expected 409; nothing else went wrong on the page
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
  });

  /** Desktop and phone, English and Bangla. */
  async function shootBoth(name: string): Promise<void> {
    for (const language of ['en', 'bn'] as const) {
      await office.locator('.language-switch select').selectOption(language);
      for (const width of [1366, 390]) {
        await office.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await office.screenshot({ path: `${shots}/${name}-${language}-${width}.png`, fullPage: true });
      }
    }
    await office.locator('.language-switch select').selectOption('en');
    await office.setViewportSize({ width: 1366, height: 900 });
  }
});
