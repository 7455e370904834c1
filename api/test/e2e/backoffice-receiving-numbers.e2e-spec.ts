import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { GrantBonusCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS set: the page at 1366 and 390 px, in English and Bangla (the language switch of the shell). */
async function screenshots(page: Page, name: string): Promise<void> {
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

/**
 * Issue 22: finance adds a receiving number in the back-office and a player's deposit page is handed it;
 * finance switches it off and the deposit page is no longer handed it; finance switches the whole Upay method
 * off and neither the deposit nor the withdrawal page offers it until it is switched on again.
 */
describe('back-office receiving numbers decide what the deposit page hands out', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  // finance1 signs in once: an authenticator code is accepted once, and both tests may fall in one 30 s window
  let office: Page;
  let officeErrors: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    // SEED_DEMO: finance1 (with its TOTP secret), demoplayer1 (phone verified, birth date set) and the payment methods
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
    office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    officeErrors = watchErrors(office);
    await signInStaff(office, app.url, 'finance1');
    await office.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
  }, hangBound(90_000));

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
    await screenshots(office, 'receiving-numbers');

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

    // finance switches the whole Upay method off: the deposit and withdrawal pages stop offering it
    const upay = office.locator('tr[data-method="Upay"]');
    await upay.getByRole('button', { name: 'Switch off Upay' }).click();
    await office.getByRole('alertdialog', { name: 'Switch off all of Upay?' }).getByRole('button', { name: 'Switch off' }).click();
    await office.getByText('Upay switched off: players are no longer offered it.').waitFor();
    await upay.getByText('switched off').waitFor();
    await screenshots(office, 'payment-methods');
    for (const path of ['/deposit', '/withdrawal']) {
      await player.goto(`${app.url}${path}`);
      await player.getByRole('button', { name: 'bKash' }).waitFor();
      expect(await player.getByRole('button', { name: 'Upay' }).count()).toBe(0);
      if (shots) await player.screenshot({ path: `${shots}/player${path.replace('/', '-')}-upay-off.png`, fullPage: true });
    }
    await upay.getByRole('button', { name: 'Switch on Upay' }).click();
    await office.getByRole('alertdialog', { name: 'Switch Upay on again?' }).getByRole('button', { name: 'Switch on' }).click();
    await office.getByText('Upay switched on.').waitFor();
    await player.goto(`${app.url}/deposit`);
    await player.getByRole('button', { name: 'Upay' }).waitFor();

    // the refused hand-out is the expected 404 the page shows; nothing else went wrong
    expect(playerErrors.filter((e) => !e.includes('404'))).toEqual([]);
    expect(officeErrors).toEqual([]);
    await context.close();
  });

  it('finance pays out a withdrawal from the payout batch with its reference', async () => {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${app.url}${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const login = await call('POST', '/api/login', undefined, { username: 'demoplayer1', password: 'Khela1234' });
    const player = { id: String(login.body.remote_id), token: String(login.body.token) };
    await app.app
      .get(CommandBus)
      .execute(
        new GrantBonusCommand(
          { playerId: player.id, grantId: `payout-e2e-${player.id}`, amount: 300_000n, to: 'main', reason: 'e2e funds' },
          { actor: { kind: 'system', id: 'payout-e2e' } },
        ),
      );
    const phone = String(((await call('GET', '/api/user/show', player.token)).body as { phone?: string }).phone);
    const methods = (await call('GET', '/api/showpayment-menthod?name=bKash')).body.data as { id: number; account_type: string }[];
    const agent = methods.find((m) => m.account_type === 'Agent')!;
    const asked = await call('POST', '/api/submit-withdraw', player.token, {
      remote_id: player.id,
      amount: '1500',
      account_number: phone,
      payment_id: agent.id,
      provider: 'bKash',
    });
    expect(asked.status).toBe(200);

    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Withdrawal payouts/ })
      .click();
    await office.getByRole('heading', { name: 'Withdrawal payouts' }).waitFor();
    const panel = office.getByRole('region', { name: 'bKash' });
    await panel.getByText('1 withdrawal, 1,500.00 BDT').waitFor();
    await screenshots(office, 'payouts');
    // the payout team's CSV of the channel, as the browser saves it
    const download = office.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('payouts-bkash.csv');
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[1]).toMatch(new RegExp(`^[0-9a-f-]{36},bKash,Agent,${phone},1500.00,demoplayer1,`));
    await panel.getByLabel('Payout reference for demoplayer1, 1,500.00 BDT').fill('BKP-E2E-1');
    await panel.getByRole('button', { name: 'Mark 1 paid' }).click();
    await office.getByText('Paid now: 1. Already paid: 0. Refused: 0.').waitFor();
    await office.getByText('Nothing to pay out.').waitFor();
    // the held money left through the ledger
    for (let i = 0; i < 60; i++) {
      const held = ((await call('GET', '/api/wallet', player.token)).body as { held?: string }).held;
      if (held === '0.00') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(((await call('GET', '/api/wallet', player.token)).body as { held?: string }).held).toBe('0.00');
    expect(officeErrors).toEqual([]);
  });
});
