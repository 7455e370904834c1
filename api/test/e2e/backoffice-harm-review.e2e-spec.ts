import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { DemoHarmScoresSeed } from '../../src/modules/player-protection/seed/demo-harm-scores.seed.js';
import { DemoPlayersSeed } from '../../src/modules/players/seed/demo-players.seed.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

async function signIn(page: Page, base: string): Promise<void> {
  await signInStaff(page, base, 'risk1');
}

/**
 * Issue 16, the markers-of-harm review queue in the browser: after the demo seed, risk1 sees the demo players
 * on the queue highest first, opens one, records a call, and finds it in the player's history, on the queue
 * and in the audit log.
 */
describe('back-office review queue in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true' } });
    await app.app.get(DemoPlayersSeed).seed();
    await app.app.get(DemoStaffSeed).seed();
    await app.app.get(DemoHarmScoresSeed).seed();
    sql = new pg.Pool({ connectionString: db.url, max: 1 });
    browser = await launchBrowser();
  }, hangBound(60_000));

  // The demo players opened wallets: the runner verifies the ledger and drops the database.
  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('risk1 reviews the queue, records a call and sees it in the history and on the queue', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Responsible gaming' }).click();
    const queue = page.getByRole('table', { name: 'Review queue: markers of harm' });
    await queue.getByRole('link', { name: 'demoplayer1' }).waitFor();
    const rows = await queue.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t')[0]!.trim())).toEqual(['35', '30']);
    expect(rows[0]).toContain('Chasing losses 2');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-review-queue.png` });

    await queue.getByRole('link', { name: 'demoplayer1' }).click();
    await page.getByRole('heading', { name: 'Markers of harm' }).waitFor();
    const form = page.getByRole('form', { name: 'Record a review' });
    await form.getByLabel('What').selectOption('call');
    await form.getByLabel('Text').fill('Called about late-night deposits; agreed to a weekly deposit limit.');
    await form.getByRole('button', { name: 'Record' }).click();
    await page.getByText('Recorded in the player’s responsible gaming history.').waitFor();
    await page.getByRole('table', { name: 'Review notes, calls and messages' }).getByText('staff: risk1').waitFor();

    await page.getByRole('link', { name: '← Responsible gaming' }).click();
    await queue
      .locator('tr[data-player]', { hasText: 'demoplayer1' })
      .getByText(/Call · .* · risk1/)
      .waitFor();
    const audit = await sql.query(`SELECT action FROM staff_audit_log WHERE action = 'responsible_gaming.review_action'`);
    expect(audit.rowCount).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
