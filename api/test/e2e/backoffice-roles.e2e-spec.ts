import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(180_000));

const shots = process.env.E2E_SCREENSHOTS;

/**
 * Roles as data in the browser (issue 22): the admin creates "Finance junior" with two permissions (players.read
 * and payments.read, beside the sign-in's own `session`), gives it to a staff member instead of their role, and
 * that member's navigation and home page then offer exactly those pages, in English and Bangla. Then the
 * role, still held, cannot be deleted (the page names the holder); its IP allow-list is set and lifted; a role
 * nobody holds is deleted after asking, and a default role offers no Delete.
 */
describe('back-office roles in the browser', () => {
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

  it('admin creates "Finance junior" with two permissions, assigns it, and the member sees only those pages', async () => {
    const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(admin);
    await signInStaff(admin, app.url, 'admin');
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click();
    await admin.getByRole('heading', { name: 'Roles' }).waitFor();
    await admin.locator('tr[data-role="finance"]').waitFor();

    await admin.getByRole('button', { name: 'New role' }).click();
    await admin.getByLabel('Name', { exact: true }).fill('Finance junior');
    await admin.getByLabel('What it is for').fill('Looks up players and the payment queue; decides nothing');
    const checklist = admin.getByRole('group', { name: 'Permissions' });
    await checklist.getByRole('checkbox', { name: /Look up players and their history/ }).check();
    await checklist.getByRole('checkbox', { name: /See deposits, withdrawals and receipts/ }).check();
    if (shots) await admin.screenshot({ path: `${shots}/roles-new-en-1366.png`, fullPage: true });
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.getByText('Role Finance junior created.').waitFor();
    const row = admin.locator('tr[data-role="finance-junior"]');
    await row.getByText('3 permissions').waitFor();

    // give it to content1 in place of the content role
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    const member = admin.locator('tr[data-username="content1"]');
    await member.getByRole('button', { name: 'Roles' }).click();
    await member.getByRole('checkbox', { name: 'content' }).uncheck();
    await member.getByRole('checkbox', { name: 'Finance junior' }).check();
    await member.getByRole('button', { name: 'Save roles' }).click();
    await admin.getByText('Roles of content1 saved.').waitFor();
    await member.locator('.tag', { hasText: 'Finance junior' }).waitFor();
    if (shots) await admin.screenshot({ path: `${shots}/roles-staff-en-1366.png`, fullPage: true });
    expect(errors).toEqual([]);

    const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const memberErrors = watchErrors(office);
    await signInStaff(office, app.url, 'content1');
    await office.getByRole('heading', { name: /Welcome/ }).waitFor();
    const nav = office.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Players' }).waitFor();
    const pages = await nav.getByRole('link').allInnerTexts();
    // exactly the pages players.read and payments.read open (navigation.ts): nothing of content any more
    expect(pages.map((p) => p.replace(/\s*\d+$/, '').trim())).toEqual(['Home', 'Players', 'Payments', 'Unpaid resettlements', 'Reports']);
    await office.locator('.tag', { hasText: 'Finance junior' }).first().waitFor();
    // a page the role does not open is refused by URL too (and the API answers 403)
    await office.goto(`${app.url}/backoffice/content/notices`);
    await office.getByRole('heading', { name: 'Not available for your roles' }).waitFor();
    await office.goto(`${app.url}/backoffice/`);
    await office.getByRole('heading', { name: /Welcome/ }).waitFor();

    if (shots) {
      for (const language of ['en', 'bn'] as const) {
        await office.locator('.language-switch select').selectOption(language);
        for (const width of [1366, 390]) {
          await office.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
          await office.screenshot({ path: `${shots}/roles-member-home-${language}-${width}.png`, fullPage: true });
        }
      }
      await admin.locator('.language-switch select').selectOption('bn');
      await admin.goto(`${app.url}/backoffice/roles`);
      await admin.locator('tr[data-role="finance-junior"]').waitFor();
      for (const width of [1366, 390]) {
        await admin.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await admin.screenshot({ path: `${shots}/roles-list-bn-${width}.png`, fullPage: true });
      }
    }
    expect(memberErrors).toEqual([]);

    // a held role is not deleted (the page says who holds it); a role's IP allow-list is set and lifted;
    // a role nobody holds is deleted after asking
    await admin.locator('.language-switch select').selectOption('en');
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.goto(`${app.url}/backoffice/roles`);
    await row.getByRole('button', { name: 'Delete role Finance junior' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete role Finance junior?' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Staff still hold this role: content1. Take it from them first.').waitFor();
    await row.getByRole('button', { name: 'IP allow-list of role Finance junior' }).click();
    await admin.getByLabel('Addresses holders of Finance junior may use the back office from').fill('203.0.113.0/24\n127.0.0.1');
    await admin.getByRole('button', { name: 'Save list' }).click();
    await admin.getByText('IP allow-list of role Finance junior saved', { exact: false }).waitFor();
    await row.getByText('203.0.113.0/24, 127.0.0.1/32').waitFor();
    await screenshotsOf(admin, 'roles-ip-allowlist');
    await row.getByRole('button', { name: 'IP allow-list of role Finance junior' }).click();
    await admin.getByLabel('Addresses holders of Finance junior may use the back office from').fill('');
    await admin.getByRole('button', { name: 'Save list' }).click();
    await row.getByText('any address').waitFor();

    await admin.getByRole('button', { name: 'New role' }).click();
    await admin.getByLabel('Name', { exact: true }).fill('Night desk');
    await admin
      .getByRole('group', { name: 'Permissions' })
      .getByRole('checkbox', { name: /See deposits, withdrawals and receipts/ })
      .check();
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.getByText('Role Night desk created.').waitFor();
    expect(
      await admin
        .locator('tr[data-role="finance"]')
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);
    await admin.locator('tr[data-role="night-desk"]').getByRole('button', { name: 'Delete role Night desk' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete role Night desk?' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Role Night desk deleted.').waitFor();
    expect(await admin.locator('tr[data-role="night-desk"]').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});

/** With E2E_SCREENSHOTS set: the page at 1366 and 390 px, in English and Bangla. */
async function screenshotsOf(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const language of ['en', 'bn'] as const) {
    await page.locator('.language-switch select').selectOption(language);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.screenshot({ path: `${shots}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.locator('.language-switch select').selectOption('en');
  await page.setViewportSize({ width: 1366, height: 900 });
}
