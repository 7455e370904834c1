import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { columnTexts, queryOf, screenshotGrid } from './data-grid.fixture.js';

/** Signs in through the real form with the password and a code computed from the seeded TOTP secret. */
async function signIn(page: Page, base: string, username: string): Promise<void> {
  await signInStaff(page, base, username);
}

describe('back-office staff in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true' } });
    await app.app.get(DemoStaffSeed).seed();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('admin signs in with password + TOTP, creates a finance user, and the audit log shows the creation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, app.url, 'admin');

    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
    // The session is the API's HttpOnly cookie: nothing in storage, nothing a script can read but the CSRF token.
    expect(await page.evaluate(() => ({ ...localStorage }))).not.toHaveProperty('staff_token');
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })))).not.toMatch(/token/i);
    expect(await page.evaluate(() => document.cookie)).toMatch(/^khela_staff_csrf=[\w-]+$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'khela_staff_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff' }).waitFor();
    await page.locator('tr[data-username="finance1"]').waitFor();

    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-staff.png` });
    await page.getByRole('button', { name: 'New staff account' }).click();
    await page.getByLabel('New username').fill('finance2');
    await page.getByLabel('Display name').fill('Nusrat Finance');
    await page.getByLabel('Initial password').fill('Finance-two-2026');
    await page
      .getByRole('group', { name: 'Roles' })
      .getByRole('checkbox', { name: /finance/ })
      .check();
    await page.getByRole('button', { name: 'Create staff account' }).click();
    await page.getByText('Created finance2.').waitFor();
    await page.locator('tr[data-username="finance2"]').getByText('not enrolled').waitFor();

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('combobox', { name: 'Action' }).fill('staff.created');
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.locator('tbody tr', { hasText: 'staff.created' }).filter({ hasText: 'finance2' });
    await row.waitFor();
    expect(await row.textContent()).toContain('admin');
    await row.getByRole('button', { name: 'Changes' }).click();
    await page.locator('.diff tr', { hasText: 'username' }).getByText('finance2').waitFor();

    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-audit.png` });

    // Signing out ends the session and clears both cookies; the back-office is signed out after a reload too.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/backoffice\/sign-in$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    const again = await context.newPage();
    await again.goto(`${app.url}/backoffice/staff`);
    await again.waitForURL(/\/backoffice\/sign-in$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a finance user does not see the Staff page and gets 403 from staff management', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, app.url, 'finance1');

    await page.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
    const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    expect(links).toEqual([
      'Home',
      'Players',
      'Payments',
      'Withdrawal payouts',
      'Receiving numbers',
      'Unpaid resettlements',
      'Reports',
      'Money reports',
      'Promotion approvals',
      'Game rounds',
      'Game reports',
    ]);

    await page.goto(`${app.url}/backoffice/staff`);
    await page.getByRole('heading', { name: 'Not available for your roles' }).waitFor();

    const answers = await page.evaluate(async () => {
      // As the back-office itself calls: the session cookie goes by itself, writes echo the CSRF cookie.
      const csrf = decodeURIComponent(/(?:^|; )khela_staff_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' };
      const list = await fetch('/api/admin/staff', { headers });
      const create = await fetch('/api/admin/staff', {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'sneaky', display_name: 'S', roles: ['admin'], password: 'Sneaky-pass-2026' }),
      });
      return { list: list.status, create: create.status, body: await create.json() };
    });
    expect(answers).toEqual({ list: 403, create: 403, body: { message: 'You do not have permission to do this.' } });
    // The browser logs the two refused fetches as console errors; nothing else may fail.
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
    await context.close();
  });

  it('the staff list filters, sorts and pages on the server and keeps it in the URL across a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
    // 26 support accounts through the API, as the New staff account form would
    await page.evaluate(async () => {
      const csrf = /khela_staff_csrf=([^;]+)/.exec(document.cookie)![1]!;
      for (let n = 1; n <= 26; n += 1) {
        const username = `gridstaff${String(n).padStart(2, '0')}`;
        const answer = await fetch('/api/admin/staff', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ username, display_name: `Grid ${n}`, password: 'Grid-staff-2026', roles: ['support'] }),
        });
        if (!answer.ok) throw new Error(`${username}: ${answer.status} ${await answer.text()}`);
      }
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff' }).waitFor();

    await page.getByRole('textbox', { name: 'Search' }).fill('gridstaff');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('1–25 of 26').waitFor();
    expect((await columnTexts(page, 0))[0]).toBe('gridstaff01'); // by username
    await page.getByRole('button', { name: /^Username/ }).click(); // now Z to A
    await page.locator('tbody tr[data-grid-row]').first().getByText('gridstaff26').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('26–26 of 26').waitFor();
    expect(await columnTexts(page, 0)).toEqual(['gridstaff01']);
    expect(queryOf(page)).toEqual({ q: 'gridstaff', sort: '-username', page: '2' });

    await page.reload();
    await page.getByText('26–26 of 26').waitFor();
    expect(await columnTexts(page, 0)).toEqual(['gridstaff01']);
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('gridstaff');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('finance');
    await page.getByText('No staff match these filters.').waitFor();
    expect(queryOf(page)).toEqual({ q: 'gridstaff', role: 'finance', sort: '-username' });
    await page.getByRole('combobox', { name: 'Role' }).selectOption('support');
    await page.getByText('1–25 of 26').waitFor();
    await screenshotGrid(page, 'staff');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the audit log filters, sorts and pages on the server and keeps it in the URL across a reload', async () => {
    const sql = new pg.Pool({ connectionString: db.url, max: 1 });
    // 60 entries, grid 60 the oldest
    await sql.query(
      `INSERT INTO staff_audit_log (at, actor_username, actor_roles, action, target_kind, target_id, after, ip)
       SELECT now() - make_interval(mins => n), 'admin', '{admin}', 'grid.check', 'grid', n::text, jsonb_build_object('n', n), '103.4.5.6'
         FROM generate_series(1, 60) n`,
    );
    await sql.end();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();

    await page.getByRole('combobox', { name: 'Action' }).fill('grid.check');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('1–50 of 60').waitFor();
    const target = 4; // column: time, actor, roles, action, target
    expect((await columnTexts(page, target))[0]).toBe('grid 1'); // newest first
    await page.getByRole('button', { name: /^Time/ }).click(); // now oldest first
    await page.locator('tbody tr[data-grid-row]').first().getByText('grid 60').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('51–60 of 60').waitFor();
    const lastPage = Array.from({ length: 10 }, (_, i) => `grid ${10 - i}`);
    expect(await columnTexts(page, target)).toEqual(lastPage);
    expect(queryOf(page)).toEqual({ action: 'grid.check', sort: 'at', page: '2' });

    await page.reload();
    await page.getByText('51–60 of 60').waitFor();
    expect(await columnTexts(page, target)).toEqual(lastPage);
    expect(await page.getByRole('combobox', { name: 'Action' }).inputValue()).toBe('grid.check');
    // Enter on a focused row opens its before / after
    await page.locator('tbody tr[data-grid-row]').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.diff').getByText('10', { exact: true }).waitFor();
    await screenshotGrid(page, 'audit');
    // the column choice is remembered for this list on this computer
    await page.locator('summary', { hasText: 'Columns' }).click();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/grid-audit-columns.png` });
    await page.getByRole('checkbox', { name: 'IP' }).uncheck();
    await page.getByRole('columnheader', { name: 'IP' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('51–60 of 60').waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).not.toContain('IP');
    expect(errors).toEqual([]);
    await page.close();
  });
});
