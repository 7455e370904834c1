import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PromotionItem } from '@khela/contracts';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

interface DemoLogin {
  username: string;
  password: string;
  totpSecret?: string;
}

const demoLogins = JSON.parse(readFileSync(new URL('../../../scripts/demo-logins.json', import.meta.url), 'utf8')) as {
  staff: DemoLogin[];
};
const login = (username: string) => demoLogins.staff.find((s) => s.username === username)!;
const shots = process.env.E2E_SCREENSHOTS;

async function signIn(page: Page, base: string, who: DemoLogin): Promise<void> {
  await signInStaff(page, base, who.username);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/**
 * Audit finding 5 as people do it: content raises the welcome bonus of a live promotion in the editor,
 * players keep seeing the approved terms, finance approves it on the Promotion approvals page (in
 * Bangla too), and only then do players see the new terms.
 */
describe('back-office: a live promotion money change waits for finance', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  const publicWelcome = async () =>
    ((await (await fetch(`${app.url}/api/promotion`)).json()) as PromotionItem[]).find((p) => p.categories.includes(99))!;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
  }, hangBound(90_000));

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('content asks, the player site is unchanged, finance approves, the player site changes', async () => {
    const content = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const contentErrors = watchErrors(content);
    await signIn(content, app.url, login('content1'));
    await content.goto(`${app.url}/backoffice/content/promotions`);
    const row = content.locator('tr', { hasText: 'Welcome Offer' });
    await row.getByText('up to 10000.00').waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    await content.getByLabel('Deposit bonus %').fill('150');
    await content.getByLabel('Maximum bonus (BDT)').fill('15000.00');
    await content.getByRole('button', { name: 'Save promotion' }).click();
    await content.getByText(/saved\. Its money terms await finance approval\./).waitFor();
    await row.getByText('awaiting finance').waitFor();
    if (shots) await content.screenshot({ path: `${shots}/backoffice-promotions-pending.png`, fullPage: true });
    await row.getByRole('button', { name: 'Edit' }).click();
    await content.getByText(/Awaiting finance approval since .* \(asked by content1\): bonus 150%, max bonus 15000\.00\./).waitFor();
    if (shots) await content.screenshot({ path: `${shots}/backoffice-promotion-editor-pending.png`, fullPage: true });
    expect(await publicWelcome()).toMatchObject({ deposit_bouns: 100 });

    const finance = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const financeErrors = watchErrors(finance);
    await signIn(finance, app.url, login('finance1'));
    await finance.getByRole('link', { name: 'Promotion approvals' }).first().click();
    const change = finance.locator('tr', { hasText: 'Welcome Offer' });
    await change.getByText('asked: bonus 150%, max bonus 15000.00').waitFor();
    if (shots) await finance.screenshot({ path: `${shots}/backoffice-promotion-approvals.png`, fullPage: true });
    await finance
      .getByRole('combobox', { name: /language|ভাষা/i })
      .selectOption('bn')
      .catch(() => undefined);
    if (shots) await finance.screenshot({ path: `${shots}/backoffice-promotion-approvals-bn.png`, fullPage: true });
    const approve = change.getByRole('button', { name: /^(Approve|অনুমোদন করুন)$/ });
    await approve.click();
    // The decision's notice (role status), not the row: the promotion's own name already reads "Welcome Offer: ...".
    await finance.getByRole('status').filter({ hasText: 'Welcome Offer' }).waitFor();
    expect(await publicWelcome()).toMatchObject({ deposit_bouns: 150 });
    expect(contentErrors).toEqual([]);
    expect(financeErrors).toEqual([]);
  });
});
