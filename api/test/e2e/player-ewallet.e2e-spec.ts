import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startEwalletSimulator, type EwalletSimulator } from '../../src/modules/payments/ewallet/simulator/ewallet-simulator.js';
import { pauseReactor } from '../events/pause-reactor.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/ewallet-${name}.png` });
const secret = 'e2e-ewallet-secret-0123456789';

describe('a player deposits by e-wallet: the gateway page, then back on the site', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let sim: EwalletSimulator;
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let token: string;

  const wallet = async (): Promise<Json> => {
    const res = await fetch(`${app.url}/api/wallet`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };

  /** Deposit tab, gateway, amount, Next: lands on the simulator's payment page. */
  const startDeposit = async (amount: string) => {
    await page.goto(`${app.url}/deposit`);
    await page.getByRole('button', { name: 'No promotion' }).waitFor();
    await page.getByRole('button', { name: 'bKash' }).click();
    await page.getByLabel('Amount', { exact: true }).fill(amount);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(new RegExp(`^${sim.url}/pay/SIM[A-Z0-9]+$`));
    await page.getByText(`Amount: ${amount}.00 BDT`).waitFor();
    return new URL(page.url()).pathname.split('/').pop()!;
  };

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    sim = await startEwalletSimulator({ secret });
    app = await startTestApp({
      databaseUrl: db.url,
      env: { SERVE_WEB: 'true', SEED_DEMO: 'true', EWALLET_GATEWAY_URL: sim.url, EWALLET_CALLBACK_SECRET: secret, REDIS_PREFIX: prefix },
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    errors = watchErrors(page);
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));

    // demoplayer1 (scripts/demo-logins.json): phone verified, so it may deposit.
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('demoplayer1');
    await page.getByLabel('Password', { exact: true }).fill('Khela1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/`);
    token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(token).toBeTruthy();
  }, hangBound(60_000));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    await sim?.close();
    await clearRedisPrefix(prefix);
    // the database keeps the wallet: the test runner verifies the ledger on it, then drops it
  });

  it('pays 500 on the gateway page, comes back, sees it being added, then added once settlement credits it, and the balance matches', async () => {
    const before = Number((await wallet()).main);
    const money = (n: number) => `৳ ${n.toLocaleString('en-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const trx = await startDeposit('500');
    await shot(page, '01-gateway-page');

    // A backed-up worker: the gateway's callback lands at once, the credit waits for the settlement reactor.
    const settlement = await pauseReactor(app.config.DATABASE_URL, 'payments.settle-deposit');
    try {
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(`${app.url}/ewallet-return?trx_id=${trx}`);
      await page.getByRole('status').filter({ hasText: 'Payment received! Adding ৳ 500.00 to your balance…' }).waitFor();
      await shot(page, '02-adding');
      // The page keeps asking (every 1.5 s): after its next answer it still says nothing of a credit the balance does not show.
      await page.waitForResponse((res) => new URL(res.url()).pathname === '/api/ewa/confirm', { timeout: hangBound(10_000) });
      expect(await page.getByText('has been added to your balance').count()).toBe(0);
      expect(Number((await wallet()).main)).toBe(before);
    } finally {
      await settlement.resume();
    }

    // The reactor runs: the page turns to "added" on its own, and by then the money is in the balance.
    await page.getByText('Payment received! ৳ 500.00 has been added to your balance.').waitFor({ timeout: hangBound(10_000) });
    expect((await wallet()).main).toBe((before + 500).toFixed(2));
    await shot(page, '03-credited');

    // The member menu (Close) shows the same balance.
    await page.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL(`${app.url}/account`);
    const shown = money(before + 500);
    await page.waitForFunction((text) => document.querySelector('.account-card__figures dd')?.textContent === text, shown);
    expect(errors).toEqual([]);
  });

  it('fails on the gateway page, comes back to the site, sees it failed, and nothing is credited', async () => {
    const before = (await wallet()).main as string;
    const trx = await startDeposit('500');

    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(`${app.url}/ewallet-return?trx_id=${trx}`);
    await page.getByText('The payment did not complete. Nothing was added to your balance.').waitFor();
    await shot(page, '04-failed');

    // the failed callback committed before the page could show it, and it records no deposit: nothing can credit later
    expect((await wallet()).main).toBe(before);
    expect(errors).toEqual([]);
  });
});
