import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GeneralSettings, MarketBlock } from '@khela/contracts';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';

interface DemoLogin {
  username: string;
  password: string;
  totpSecret?: string;
}

/** The demo staff logins (with their seeded TOTP secrets) that SEED_DEMO creates. */
const demoLogins = JSON.parse(readFileSync(new URL('../../../scripts/demo-logins.json', import.meta.url), 'utf8')) as {
  staff: DemoLogin[];
};
const content1 = demoLogins.staff.find((s) => s.username === 'content1')!;

const shots = process.env.E2E_SCREENSHOTS;
const mobile = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Signs in through the real form with the password and a code computed from the seeded TOTP secret. */
async function signIn(page: Page, base: string, login: DemoLogin): Promise<void> {
  await signInStaff(page, base, login.username);
}

describe('back-office content editors drive the player site (issue 5)', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let staff: BrowserContext;
  let office: Page;
  let officeErrors: string[];

  const getJson = async <T>(path: string): Promise<T> => (await (await fetch(`${app.url}${path}`)).json()) as T;

  /** A fresh player visitor on its own storage; the seeded system notice counts as already closed. */
  const player = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      if (localStorage.getItem('popup') === null) localStorage.setItem('popup', '0');
    });
    const page = await context.newPage();
    return { context, page, errors: watchErrors(page) };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
    staff = await browser.newContext({ viewport: desktop });
    office = await staff.newPage();
    officeErrors = watchErrors(office);
    await signIn(office, app.url, content1);
    await office.getByRole('heading', { name: /^Welcome, / }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('content1 sees the content editors in the navigation, and not staff management', async () => {
    const links = await office.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    expect(links).toEqual(
      expect.arrayContaining(['Site settings', 'Notices', 'Sliders', 'Promotions', 'Catalogue', 'Social links', 'Market block']),
    );
    expect(links).not.toContain('Staff');
  });

  it('turning site_status off (after confirming) shows the maintenance page on the player site; turning it on restores it', async () => {
    await office.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Site settings' }).click();
    await office.getByRole('heading', { name: 'Site settings' }).waitFor();
    await office.getByRole('button', { name: 'Turn site off' }).click();
    const dialog = office.getByRole('alertdialog', { name: 'Turn the site off?' });
    await dialog.waitFor();
    if (shots) await office.screenshot({ path: `${shots}/backoffice-site-off-confirm.png` });
    await dialog.getByRole('button', { name: 'Turn site off' }).click();
    await office.getByText('The site is off: players see the maintenance page.').waitFor();
    expect((await getJson<GeneralSettings>('/api/general')).site_status).toBe(0);

    const visitor = await player(mobile);
    await visitor.page.goto(`${app.url}/`);
    await visitor.page.getByRole('heading', { name: "We're currently undergoing Maintenance!" }).waitFor();
    if (shots) await visitor.page.screenshot({ path: `${shots}/player-maintenance.png` });

    await office.getByRole('button', { name: 'Turn site on' }).click();
    await office.getByText('The site is open again.').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('region', { name: 'Game categories' }).waitFor();
    expect(await visitor.page.getByText("We're currently undergoing Maintenance!").count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('exchange_market 0 with status inactive makes Exchange open the Market Block popup', async () => {
    await office.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market block' }).click();
    await office.getByRole('heading', { name: 'Market block' }).waitFor();
    await office.getByLabel('Exchange market (exchange_market)').selectOption('0');
    await office.getByLabel('Status').selectOption('inactive');
    await office.getByRole('button', { name: 'Save market block' }).click();
    await office.getByText('Market block saved.').waitFor();
    expect(await getJson<MarketBlock>('/api/market/block')).toMatchObject({ exchange_market: 0, status: 'inactive' });
    if (shots) await office.screenshot({ path: `${shots}/backoffice-market-block.png` });

    const visitor = await player(mobile);
    await visitor.page.goto(`${app.url}/`);
    const categories = visitor.page.getByRole('region', { name: 'Game categories' });
    await categories.getByRole('tab', { name: 'Sports' }).click();
    await categories.getByRole('tabpanel').getByRole('button', { name: 'Exchange' }).click();
    const popup = visitor.page.getByRole('dialog', { name: 'Market Block' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('blocked by the upline');
    expect(visitor.page.url()).toBe(`${app.url}/`);
    if (shots) await visitor.page.screenshot({ path: `${shots}/player-market-block.png` });
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(officeErrors).toEqual([]);
  });
});
