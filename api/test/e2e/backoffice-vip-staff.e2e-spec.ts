import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { CreditDepositCommand, DebitStakeCommand } from '../../src/modules/wallet/index.js';
import { RollUpPointsJob } from '../../src/modules/vip/jobs/roll-up-points.job.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;

/**
 * Issue 21's staff leftovers in the browser: admin raises a level's threshold on /backoffice/vip (audited,
 * the player keeps the level), renames a level in both languages and changes its withdrawal limit (the player's
 * history then shows level names), reads the VIP/referral report and a player's VIP history, on a desktop and a
 * phone, in English and in Bangla.
 */
describe('back-office VIP thresholds, report and player history', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('admin edits a threshold, reads the report and a player history (desktop and phone, en and bn)', async () => {
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM players WHERE username = 'demoplayer1'`);
    const player = rows[0]!.id;
    // 12,000 BDT settled: 120 VP, Advanced I after the roll-up of this hour
    const commands = app.app.get(CommandBus);
    const system = { actor: { kind: 'system', id: 'e2e' } } as const;
    await commands.execute(
      new CreditDepositCommand({ playerId: player, depositId: `bo-vip-${player}`, channel: 'bkash', amount: 2_000_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `bo-vip-${Date.now()}`, amount: 1_200_000n }, system),
    );
    await waitFor(async () => (await sql.query(`SELECT 1 FROM vip_stake_entries WHERE player_id = $1`, [player])).rowCount! > 0);
    const rollUp = () =>
      app.app.get(RollUpPointsJob).run({ periodStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString() });
    await rollUp();
    const level = async () =>
      (await sql.query<{ level_code: string }>(`SELECT level_code FROM vip_accounts WHERE player_id = $1`, [player])).rows[0]?.level_code;
    expect(await level()).toBe('advanced-1');

    // one sign-in (an authenticator code is good once), then the desktop and the phone
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'admin');
    await page.waitForURL(/\/backoffice\/?$/);
    for (const [viewport, name] of [
      [{ width: 1366, height: 900 }, 'desktop'],
      [{ width: 390, height: 844 }, 'phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'en'));
      await page.goto(`${app.url}/backoffice/vip?player=${player}`);
      if (name === 'desktop') {
        // raise Advanced I past the player's 120 VP: saved and audited, the player keeps the level
        const row = page.getByTestId('vip-level-advanced-1');
        await row.getByLabel('Advanced I: lifetime VP that reaches it').fill('300'); // Advanced II's: not above it
        await row.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Each level’s threshold must be above the threshold of the level below it.').waitFor();
        await row.getByLabel('Advanced I: lifetime VP that reaches it').fill('150');
        await row.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Advanced I: saved.').waitFor();
        await rollUp();
        expect(await level()).toBe('advanced-1');
        // rename Beginner in both languages and raise its withdrawal limit: the history shows names, not codes
        const beginner = page.getByTestId('vip-level-beginner');
        await beginner.getByLabel('Beginner: name in English').fill('Rookie');
        await beginner.getByLabel('Beginner: name in Bangla').fill('নবাগত');
        await beginner.getByLabel('Beginner: most BDT withdrawn per Dhaka day').fill('30000.00');
        await beginner.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Beginner: saved.').waitFor();
        await page.getByTestId('vip-level-beginner').getByText('Rookie', { exact: true }).waitFor();
      }
      const report = page.getByRole('table', { name: 'VIP and referral report' });
      await report.getByText('Total').waitFor();
      const history = page.getByRole('table', { name: 'Points per source' });
      await history.getByText('12000.00').waitFor();
      await page.getByText(`Player ${player}: Advanced I, 120 lifetime VP`).waitFor();
      await page.getByRole('table', { name: 'Level changes' }).getByText('Rookie → Advanced I').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/backoffice-vip-staff-${name}-en.png`, fullPage: true });
      await page.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'bn'));
      await page.goto(`${app.url}/backoffice/vip?player=${player}`);
      await page.getByRole('table', { name: 'ভিআইপি ও রেফারেল রিপোর্ট' }).getByText('মোট').waitFor();
      await page.getByText(`খেলোয়াড় ${player}: অ্যাডভান্সড I`).waitFor();
      await page.getByRole('table', { name: 'লেভেল পরিবর্তন' }).getByText('নবাগত → অ্যাডভান্সড I').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/backoffice-vip-staff-${name}-bn.png`, fullPage: true });
    }
    // the refused threshold's 422 is the only console error
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();
    const audit = await sql.query(
      `SELECT target_id, before->>'threshold_points' AS before, after->>'threshold_points' AS after, after->>'name_en' AS name,
              after->>'withdrawal_daily_limit' AS limit FROM staff_audit_log WHERE action = 'vip.level_changed' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { target_id: 'advanced-1', before: '100', after: '150', name: 'Advanced I', limit: '50000.00' },
      { target_id: 'beginner', before: '0', after: '0', name: 'Rookie', limit: '30000.00' },
    ]);
  });
});
