import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';
import pg from 'pg';

const shots = process.env.E2E_SCREENSHOTS;

/**
 * Issue 21: three friends sign up with demoplayer1's code from one IP in a day: the third is held as an IP
 * cluster; risk staff see it on the back-office Referral page and release it; admin sees the VIP levels' rates
 * and changes one, in English and in Bangla.
 */
describe('back-office referral and VIP pages', () => {
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

  it('risk releases an IP-cluster referral; admin changes a VIP level rate', async () => {
    const login = (await (
      await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demoplayer1', password: 'Khela1234' }),
      })
    ).json()) as { token: string };
    const { referral_code: code } = (await (
      await fetch(`${app.url}/api/user/show`, { headers: { authorization: `Bearer ${login.token}` } })
    ).json()) as { referral_code: string };
    const stem = Date.now().toString(36).slice(-6);
    for (const n of [1, 2, 3]) {
      const res = await fetch(`${app.url}/api/v1/create-players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `bo${stem}${n}`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          name: `Friend ${n}`,
          phone: `0171${String(5000000 + n * 7919).padStart(7, '0')}`,
          email: `bo${stem}${n}@example.com`,
          currency: 'BDT',
          referral_code: code,
        }),
      });
      expect(res.status).toBe(201);
    }
    await waitFor(async () => (await sql.query(`SELECT 1 FROM referral_members WHERE status = 'held'`)).rowCount === 1);

    const risk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await risk.newPage();
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'risk1');
    await page.waitForURL(/\/backoffice\/?$/);
    await page.goto(`${app.url}/backoffice/referral`);
    const row = page.locator('[data-testid^="held-"]');
    await row.getByText('IP cluster').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/backoffice-referral-en.png`, fullPage: true });
    await row.getByRole('button', { name: 'Release' }).click();
    await page.getByText(`bo${stem}3 released; 0.00 BDT paid to the referrer.`).waitFor();
    await page.getByText('No referrals are held.').waitFor();
    expect(errors).toEqual([]);
    await risk.close();

    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await adminContext.newPage();
    const adminErrors = watchErrors(admin);
    await signInStaff(admin, app.url, 'admin');
    await admin.waitForURL(/\/backoffice\/?$/);
    await admin.goto(`${app.url}/backoffice/vip`);
    const expert = admin.getByTestId('vip-level-expert-1');
    await expert.getByLabel('Expert I: weekly cash-back percent').fill('1.50');
    await expert.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Expert I: saved.').waitFor();
    if (shots) {
      await admin.screenshot({ path: `${shots}/backoffice-vip-en.png`, fullPage: true });
      await admin.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'bn'));
      for (const path of ['vip', 'referral']) {
        await admin.goto(`${app.url}/backoffice/${path}`);
        await admin.locator('h1').waitFor();
        await admin.waitForTimeout(500);
        await admin.screenshot({ path: `${shots}/backoffice-${path}-bn.png`, fullPage: true });
      }
    }
    const audit = await sql.query(
      `SELECT action FROM staff_audit_log WHERE action IN ('referral.released', 'vip.level_changed') ORDER BY id`,
    );
    expect(audit.rows).toEqual([{ action: 'referral.released' }, { action: 'vip.level_changed' }]);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
