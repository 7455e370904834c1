import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;

/**
 * Issue 22: finance adds a receiving number in the back-office and a player's deposit page is handed it;
 * finance switches it off and the deposit page is no longer handed it.
 */
describe('back-office receiving numbers decide what the deposit page hands out', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    // SEED_DEMO: finance1 (with its TOTP secret), demoplayer1 (phone verified, birth date set) and the payment methods
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
  }, hangBound(60_000));

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  /** The player's deposit form: Upay, Make Payment (its Merchant channel), 500, Next; answers the hand-out's status and number. */
  const askForNumber = async (player: Page): Promise<{ status: number; number?: string }> => {
    await player.goto(`${app.url}/deposit`);
    await player.getByRole('button', { name: 'No promotion' }).waitFor();
    await player.getByRole('button', { name: 'Upay' }).click();
    const channel = player.getByRole('button', { name: 'Make Payment', exact: true });
    if ((await channel.getAttribute('aria-pressed')) !== 'true') await channel.click();
    await player.getByLabel('Amount', { exact: true }).fill('500');
    const answer = player.waitForResponse((r) => r.url().includes('/api/get-wallet-number'));
    await player.getByRole('button', { name: 'Next' }).click();
    const res = await answer;
    const body = (await res.json()) as { account_number?: string }[] | { message: string };
    return { status: res.status(), ...(Array.isArray(body) ? { number: body[0]?.account_number } : {}) };
  };

  it('finance adds a number and the deposit page is offered it; switched off, it is offered no more', async () => {
    const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const officeErrors = watchErrors(office);
    await signInStaff(office, app.url, 'finance1');
    await office.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Receiving numbers/ })
      .click();
    await office.getByRole('heading', { name: 'Receiving numbers' }).waitFor();

    // the channel's only seeded number goes off, so the one finance adds is the one handed out
    const seeded = office.locator('tr[data-number="01610000011"]');
    await seeded.getByRole('button', { name: 'Switch off 01610000011' }).click();
    await office.getByRole('alertdialog', { name: 'Switch off 01610000011?' }).getByRole('button', { name: 'Switch off' }).click();
    await office.getByText('01610000011 switched off: it is no longer handed out.').waitFor();

    await office.getByRole('button', { name: 'Add a number' }).click();
    const add = office.getByRole('dialog', { name: 'Add a receiving number' });
    await add.getByLabel('Channel').selectOption({ label: 'Upay · Merchant' });
    await add.getByLabel('Number').fill('01610000077');
    await add.getByLabel('Daily cap (BDT)').fill('50000');
    await add.getByRole('button', { name: 'Add a number' }).click();
    await office.getByText('01610000077 added to Upay: it is handed out from now on.').waitFor();
    const added = office.locator('tr[data-number="01610000077"]');
    await added.getByText('50,000.00').waitFor();
    if (shots) await office.screenshot({ path: `${shots}/receiving-numbers-1366.png`, fullPage: true });

    // the player, signed in on the player site, is handed the new number
    const login = (await (
      await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demoplayer1', password: 'Khela1234' }),
      })
    ).json()) as { token: string; remote_id: string | number };
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ([token, id]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('remote_id', id!);
        localStorage.setItem('popup', '0');
      },
      [login.token, String(login.remote_id)],
    );
    const player = await context.newPage();
    const playerErrors = watchErrors(player);
    expect(await askForNumber(player)).toEqual({ status: 200, number: '01610000077' });
    await player.waitForURL(`${app.url}/make-payment`);
    await player.getByText('01*******77').waitFor();

    // finance switches it off: the next request is handed nothing for that channel
    await added.getByRole('button', { name: 'Switch off 01610000077' }).click();
    await office.getByRole('alertdialog', { name: 'Switch off 01610000077?' }).getByRole('button', { name: 'Switch off' }).click();
    await office.getByText('01610000077 switched off: it is no longer handed out.').waitFor();
    await added.getByText('off', { exact: true }).waitFor();

    expect(await askForNumber(player)).toEqual({ status: 404 });
    await player.getByText('No account is available for this channel right now. Please try another channel.').waitFor();
    expect(player.url()).toBe(`${app.url}/deposit`);

    // the refused hand-out is the expected 404 the page shows; nothing else went wrong
    expect(playerErrors.filter((e) => !e.includes('404'))).toEqual([]);
    expect(officeErrors).toEqual([]);
    await context.close();
    await office.close();
  });
});
