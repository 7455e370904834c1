import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DB_POOL } from '../../src/platform/database/database.module.js';
import { CreditDepositCommand, CreditWinCommand, DebitStakeCommand, OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;
const system = { actor: { kind: 'system', id: 'money-reports-e2e' } } as const;

/** "12,500.00" or "-50.00" as minor units, to check the page's own figures against each other exactly. */
const minor = (shown: string): bigint => BigInt(shown.replace(/,/g, '').replace('.', ''));

/**
 * Issue 22: finance opens Money reports in the back-office; on a seeded Dhaka day the page's GGR equals its bets
 * minus its wins (and the amounts seeded through the wallet). Role api: no projection runner, so the seeded
 * events are dated onto 2026-11-10 before the report (which catches its projection up when read) sees them.
 */
describe('back-office money reports', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let office: Page;
  let errors: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    const pool = app.app.get<Pool>(DB_POOL);
    const commands = app.app.get(CommandBus);
    const { rows } = await pool.query<{ last: string }>(`SELECT coalesce(max(position), 0)::text AS last FROM ledger_events`);
    for (const command of [
      new OpenWalletCommand({ playerId: 'e2e-rep-a', currency: 'BDT' }, system),
      new OpenWalletCommand({ playerId: 'e2e-rep-b', currency: 'BDT' }, system),
      new CreditDepositCommand({ playerId: 'e2e-rep-a', depositId: 'e2e-rep-d1', channel: 'bkash', amount: 500_000n }, system),
      new CreditDepositCommand({ playerId: 'e2e-rep-b', depositId: 'e2e-rep-d2', channel: 'nagad', amount: 200_000n }, system),
      new DebitStakeCommand({ playerId: 'e2e-rep-a', provider: 'evo', transactionId: 'e2e-rep-s1', amount: 200_000n }, system),
      new CreditWinCommand({ playerId: 'e2e-rep-a', provider: 'evo', transactionId: 'e2e-rep-w1', amount: 75_000n }, system),
      new DebitStakeCommand({ playerId: 'e2e-rep-b', provider: 'pragmatic', transactionId: 'e2e-rep-s2', amount: 50_000n }, system),
    ]) {
      const result = (await commands.execute(command as never)) as { ok?: boolean };
      if (result?.ok === false) throw new Error(`refused: ${JSON.stringify(result)}`);
    }
    // the ledger stamps now(): date these events at noon in Dhaka on 2026-11-10 (append-only trigger set aside for
    // this statement, on this test database only)
    const client = await pool.connect();
    try {
      await client.query(`SET session_replication_role = replica`);
      await client.query(`UPDATE ledger_events SET occurred_at = '2026-11-10T06:00:00Z' WHERE position > $1`, [rows[0]!.last]);
    } finally {
      await client.query(`RESET session_replication_role`);
      client.release();
    }
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

  it("finance's home shows the payments queue and today's money", async () => {
    const queue = office.getByTestId('today-queue');
    await queue.getByText('Pending deposits').waitFor();
    await office.getByTestId('today-cash').getByText('Net cash').waitFor();
    await office.getByTestId('today-money').getByText('GGR').waitFor();
    if (shots) {
      for (const width of [1366, 390]) {
        await office.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await office.screenshot({ path: `${shots}/home-finance-en-${width}.png`, fullPage: true });
      }
      await office.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it("shows the seeded day's GGR as its bets minus its wins, with the charts beside the table", async () => {
    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Money reports/ })
      .click();
    await office.getByRole('heading', { name: 'Money reports' }).waitFor();
    await office.getByLabel('From (Dhaka day)').fill('2026-11-08');
    await office.getByLabel('To (Dhaka day)').fill('2026-11-12');
    const day = office.getByTestId('money-report-2026-11-10');
    const cell = (column: string) => day.locator(`[data-column="${column}"]`).innerText();
    await day.locator('[data-column="ggr"]').getByText('1,750.00').waitFor();
    const [bets, wins, ggr] = [await cell('bets'), await cell('wins'), await cell('ggr')];
    expect([bets, wins, ggr]).toEqual(['2,500.00', '750.00', '1,750.00']);
    expect(minor(ggr)).toBe(minor(bets) - minor(wins));
    expect([await cell('deposits'), await cell('active_players'), await cell('new_players')]).toEqual(['7,000.00', '2', '2']);
    // the days around it are empty, and the charts are drawn
    expect(await office.getByTestId('money-report-2026-11-09').locator('[data-column="ggr"]').innerText()).toBe('0.00');
    await office.getByRole('img', { name: 'GGR and NGR per period (BDT)' }).waitFor();
    await office.getByRole('img', { name: 'Share of deposits by channel' }).waitFor();

    if (shots) {
      for (const language of ['en', 'bn'] as const) {
        await office.locator('.language-switch select').selectOption(language);
        for (const width of [1366, 390]) {
          await office.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
          await office.screenshot({ path: `${shots}/money-reports-${language}-${width}.png`, fullPage: true });
        }
      }
      await office.locator('.language-switch select').selectOption('en');
    }
    expect(errors).toEqual([]);
  });
});
