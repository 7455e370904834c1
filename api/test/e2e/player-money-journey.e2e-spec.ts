import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoStaff } from '../../src/modules/backoffice/domain/demo-staff.js';
import { CreditWinCommand, DebitStakeCommand, GrantBonusCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { latestCodeSentTo } from './db-peek.js';
import {
  startSmsGatewaySimulator,
  type SmsGatewaySimulator,
} from '../../src/modules/players/messaging/sms-simulator/sms-gateway-simulator.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/journey-${name}.png` });
const unique = () => randomBytes(3).toString('hex');
const finance = demoStaff.find((s) => s.username === 'finance1')!;
/** Games arrive in a later issue: the test plays through the ledger, as a game provider would. */
const provider = { actor: { kind: 'provider', id: 'e2e-games' } } as const;

describe("a new player's money journey, with finance in the back-office", () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  /** The players' phones: the SMS gateway the api sends to. */
  let sms: SmsGatewaySimulator;
  let browser: Browser;
  let playerContext: BrowserContext;
  let financeContext: BrowserContext;

  const call = async (method: string, path: string, token?: string): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${app.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  /** A receipt as a player would photograph it: rendered by the browser itself, as PNG bytes. */
  const receiptImage = async (trx: string): Promise<Buffer> => {
    const page = await browser.newPage({ viewport: { width: 360, height: 240 } });
    await page.setContent(
      `<div id="r" style="width:320px;padding:16px;font:14px sans-serif;background:#e2136e;color:#fff">
         <b>bKash</b> Cash Out successful<br>Amount ৳1,000.00<br>TrxID ${trx}<br>To 01710000001</div>`,
    );
    const png = await page.locator('#r').screenshot();
    await page.close();
    return png;
  };

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    // SEED_DEMO: finance1 with its TOTP secret, and the payment methods with their receiving numbers.
    sms = await startSmsGatewaySimulator();
    app = await startTestApp({
      databaseUrl: db.url,
      env: { SMS_GATEWAY_URL: sms.url, SERVE_WEB: 'true', SEED_DEMO: 'true', REDIS_PREFIX: prefix },
    });
    browser = await launchBrowser();
    playerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    financeContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  }, hangBound(60_000));

  afterAll(async () => {
    await playerContext?.close();
    await financeContext?.close();
    await browser?.close();
    await app?.close();
    await sms?.close();
    await clearRedisPrefix(prefix);
    // the database keeps the wallet: the test runner verifies the ledger on it, then drops it
  });

  it('signs up, verifies the phone, deposits, is approved live, meets turnover, withdraws, and the statement shows it all', async () => {
    const player = await playerContext.newPage();
    const playerErrors = watchErrors(player);
    // The browser logs every 4xx as a console error without its address: keep the addresses to check them.
    const failedResponses: string[] = [];
    player.on('response', (r) => r.status() >= 400 && failedResponses.push(`${r.status()} ${new URL(r.url()).pathname}`));
    const office = await financeContext.newPage();
    const officeErrors = watchErrors(office);

    // Everything the player's socket receives, to tell a live push from the 10 s balance poll.
    const socketFrames: string[] = [];
    player.on('websocket', (ws) => ws.on('framereceived', (frame) => socketFrames.push(String(frame.payload))));
    // socket.io frames such as 42/player,["balance",{"balance":"1000.00","currency":"BDT"}]
    const balancePushes = () => socketFrames.filter((f) => f.includes('["balance",{'));
    let loads = 0;
    player.on('load', () => (loads += 1));

    const username = `journey${unique()}`;
    const phoneDigits = `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    // ---- sign up on the mobile site
    await player.goto(`${app.url}/signup`);
    await player.getByLabel('Username').fill(username);
    await player.getByLabel('E-mail').fill(`${username}@example.com`);
    await player.getByLabel('Phone number').fill(phoneDigits);
    await player.getByLabel('Password', { exact: true }).fill('Secret123');
    await player.getByLabel('Confirm password').fill('Secret123');
    await player.getByRole('button', { name: 'Sign up' }).click();
    await player.getByText('Registration successful').waitFor();
    await player.getByRole('button', { name: 'Home Page' }).click();
    const token = (await player.evaluate(() => localStorage.getItem('token')))!;
    const playerId = (await player.evaluate(() => localStorage.getItem('remote_id')))!;
    expect(token).toBeTruthy();
    expect(playerId).toMatch(/^\d+$/);

    // ---- verify the phone with the SMS code, and set the birth date (withdrawals need 18+)
    await player.goto(`${app.url}/profile`);
    await player.getByText('Not Verified').first().waitFor();
    await player.getByRole('button', { name: /Verify phone number/ }).click();
    await player.getByRole('button', { name: 'Send code' }).click();
    await player.getByLabel('Verification code').fill(await latestCodeSentTo(sms, phoneDigits));
    await player.getByRole('button', { name: 'Verify', exact: true }).click();
    await player.getByText('Verified', { exact: true }).first().waitFor();
    await player.getByLabel('Date of birth').fill('1990-05-17');
    await player.getByRole('button', { name: 'Save' }).click();
    await player.getByText('1990-05-17').waitFor();
    await shot(player, '01-profile');

    // ---- deposit 1,000 by bKash Cash Out, with a transaction id and a receipt
    await player.goto(`${app.url}/account`);
    const memberMenu = player.getByRole('navigation', { name: 'Member menu' });
    await memberMenu.getByRole('link', { name: /^Deposit/ }).click();
    await player.waitForURL(`${app.url}/deposit`);
    await player.getByRole('button', { name: 'No promotion' }).waitFor();
    await player.getByRole('button', { name: 'bKash' }).click();
    const cashOut = player.getByRole('button', { name: 'Cash Out', exact: true });
    if ((await cashOut.getAttribute('aria-pressed')) !== 'true') await cashOut.click();
    // issue 14: typed 150.505 keeps its point and two places, and the amount as read shows before Next
    const depositAmount = player.getByLabel('Amount', { exact: true });
    await depositAmount.pressSequentially('150.505');
    await expect(depositAmount.inputValue()).resolves.toBe('150.50');
    await player.getByText('You entered ৳150.50').waitFor();
    // issue 14: at 360 px the chat button keeps off the form, even with Next right where it floats
    await player.setViewportSize({ width: 360, height: 640 });
    const next = player.getByRole('button', { name: 'Next' });
    await next.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 96 - 45)));
    await player.waitForFunction(() => {
      const chat = document.querySelector('.chat-button')!.getBoundingClientRect();
      const clear = (r: DOMRect) => r.right <= chat.left || chat.right <= r.left || r.bottom <= chat.top || chat.bottom <= r.top;
      return Array.from(document.querySelectorAll('form button, form input, form select, form [role="alert"]')).every((el) =>
        clear(el.getBoundingClientRect()),
      );
    });
    await shot(player, '02a-chat-clear-of-next-360');
    await player.setViewportSize({ width: 390, height: 844 });
    await depositAmount.fill('1000');
    await next.click();
    await player.waitForURL(`${app.url}/make-payment`);
    await player.getByText('Send ৳ 1,000.00 to this bKash number with Cash Out').waitFor();

    const trx = `BK${Date.now().toString(36).toUpperCase()}`;
    await player.getByLabel('Transaction ID (TRX ID)').fill(trx);
    const fromNumber = player.getByLabel('Your account number (sent from)');
    const ownNumber = (await fromNumber.locator('option').nth(1).getAttribute('value'))!;
    expect(ownNumber).toMatch(new RegExp(`${phoneDigits}$`));
    await fromNumber.selectOption(ownNumber);
    await player
      .getByLabel('Payment receipt (images)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receiptImage(trx) });
    await player.getByText('1 image(s) chosen').waitFor();
    await shot(player, '02-make-payment');
    const depositAnswer = player.waitForResponse((r) => r.url().endsWith('/api/submit-deposit') && r.request().method() === 'POST');
    const receiptAnswer = player.waitForResponse((r) => /\/api\/deposits\/[^/]+\/receipts$/.test(r.url()));
    await player.getByRole('button', { name: 'Submit' }).click();
    const depositId = String(((await (await depositAnswer).json()) as Json).id);
    expect((await receiptAnswer).status()).toBe(201);
    await player.waitForURL(`${app.url}/payment-request`);
    await player.getByText('Your request is under review.').waitFor();
    await player.getByText('৳ 1,000.00').waitFor();
    await shot(player, '03-under-review');

    // The player goes back to the member menu, which shows the balance, and waits there.
    await player.getByRole('link', { name: 'Close' }).click();
    await player.waitForURL(`${app.url}/account`);
    // The first figure of the account card is the balance; a new player's is zero.
    await player.waitForFunction(() => document.querySelector('.account-card__figures dd')?.textContent === '৳ 0.00');

    // ---- finance1 signs in with password and 2FA, finds the deposit with its receipt, approves it
    await office.goto(`${app.url}/backoffice`);
    await office.waitForURL(/\/backoffice\/sign-in$/);
    await office.getByLabel('Username').fill('finance1');
    await office.getByLabel('Password').fill(finance.password);
    await office.getByLabel('Authenticator code').fill(generateSync({ secret: finance.totpSecret }));
    await office.getByRole('button', { name: 'Sign in' }).click();
    await office.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Payments/ })
      .click();
    await office.getByRole('heading', { name: /Payments queue/ }).waitFor();
    await office.getByText('Live', { exact: true }).waitFor();
    const depositRow = office.locator(`tr[data-request="deposit:${depositId}"]`);
    await depositRow.getByText(trx).waitFor();
    await depositRow.getByText('1,000.00').waitFor();
    await depositRow.getByRole('link', { name: username }).waitFor();
    await depositRow.locator('img.receipt-thumb__img').waitFor();
    await shot(office, '04-backoffice-deposit');

    const loadsBefore = loads;
    const pushesBefore = balancePushes().length;
    await depositRow.getByRole('button', { name: 'Approve' }).click();
    const approveDeposit = office.getByRole('dialog', { name: 'Approve deposit' });
    await approveDeposit.getByText(trx).waitFor();
    await approveDeposit.getByRole('button', { name: 'Approve deposit' }).click();
    await office.getByText(`Deposit #${depositId} of ${username}: Approved: the deposit is being credited.`).waitFor();
    await depositRow.waitFor({ state: 'detached' });

    // ---- the player's balance changes on screen, pushed over the socket, without a reload
    await player.waitForFunction(() => document.querySelector('.account-card__figures dd')?.textContent === '৳ 1,000.00', undefined, {
      timeout: hangBound(8_000),
    });
    expect(loads).toBe(loadsBefore);
    expect(player.url()).toBe(`${app.url}/account`);
    expect(
      balancePushes()
        .slice(pushesBefore)
        .some((f) => f.includes('"balance":"1000.00"')),
    ).toBe(true);
    await shot(player, '05-balance-live');

    // ---- the turnover ticket shows: a regular deposit requiring its amount
    // The ticket opens when the credit reaches the ledger projection, moments after the balance push:
    // wait for it through the api before the player opens the page (which does not refetch for 60 s).
    let ticketBefore: Json | undefined;
    for (let i = 0; i < 40 && !ticketBefore; i++) {
      ticketBefore = (await call('GET', '/api/turnovers', token)).body.turnover?.[0];
      if (!ticketBefore) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ticketBefore).toMatchObject({ status: 'active', required_turnover: '1000.00', remaining_turnover: '1000.00' });
    await memberMenu.getByRole('link', { name: /^Turnover record/ }).click();
    await player.waitForURL(`${app.url}/turnover-record`);
    const ticket = player.locator('.turnover-card');
    await ticket.getByRole('heading', { name: 'Regular Deposit' }).waitFor();
    await expect(ticket.count()).resolves.toBe(1);
    await expect(ticket.locator('dd').allTextContents()).resolves.toEqual(['৳ 1,000.00', '৳ 1,000.00']);
    await ticket.getByText('Remaining turnover: ৳ 1,000.00').waitFor();
    await expect(ticket.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
    await shot(player, '06-turnover');

    // ---- a withdrawal is refused for turnover, with the link to the turnover record
    await player.goto(`${app.url}/account`);
    await memberMenu.getByRole('link', { name: /^Withdrawal/ }).click();
    await player.waitForURL(`${app.url}/withdrawal`);
    const refusal = player.getByRole('alert');
    await refusal.getByText('Please complete your turnover and try again.').first().waitFor();
    const turnoverLink = refusal.getByRole('link', { name: 'Please complete your turnover and try again.' });
    await expect(turnoverLink.getAttribute('href')).resolves.toBe('/turnover-record');
    // issue 14: how much is left, and where it is played
    await refusal.getByText('Turnover still to play before you can withdraw: ৳1,000.00.').waitFor();
    await expect(refusal.getByRole('link', { name: 'Play games' }).getAttribute('href')).resolves.toBe('/games');
    await shot(player, '07-withdrawal-refused');

    // ---- the player plays: stakes of 600 and 400 (one round won 1,000) meet the 1,000 turnover
    const commands = app.app.get(CommandBus);
    for (const command of [
      new DebitStakeCommand({ playerId, provider: 'e2e', transactionId: `${username}-s1`, amount: 60_000n, roundId: 'r1' }, provider),
      new CreditWinCommand({ playerId, provider: 'e2e', transactionId: `${username}-w1`, amount: 100_000n, roundId: 'r1' }, provider),
      new DebitStakeCommand({ playerId, provider: 'e2e', transactionId: `${username}-s2`, amount: 40_000n, roundId: 'r2' }, provider),
    ]) {
      const result = await commands.execute(command);
      expect(result).toMatchObject({ ok: true, duplicate: false });
    }
    let ticketAfter: Json | undefined;
    for (let i = 0; i < 40; i++) {
      ticketAfter = (await call('GET', '/api/turnovers', token)).body.turnover?.[0];
      if (ticketAfter?.status === 'complete') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(ticketAfter).toMatchObject({ status: 'complete', remaining_turnover: '0.00', required_turnover: '1000.00' });

    // The tab asks again when it opens: now the form is offered. Withdraw 500 to the verified number.
    await player.getByRole('tab', { name: 'Deposit' }).click();
    await player.getByRole('tab', { name: 'Withdrawal' }).click();
    await player.waitForURL(`${app.url}/withdrawal`);
    await player.getByRole('button', { name: 'bKash' }).click();
    const cashOutWithdraw = player.getByRole('button', { name: 'CashOut', exact: true });
    if ((await cashOutWithdraw.getAttribute('aria-pressed')) !== 'true') await cashOutWithdraw.click();
    await expect(player.getByRole('alert').count()).resolves.toBe(0);
    await player.getByLabel('Account number').selectOption(ownNumber);
    await player.getByLabel('Amount', { exact: true }).fill('500');
    await shot(player, '08-withdrawal-form');
    const withdrawAnswer = player.waitForResponse((r) => r.url().endsWith('/api/submit-withdraw') && r.request().method() === 'POST');
    await player.getByRole('button', { name: 'Submit' }).click();
    const withdrawal = await withdrawAnswer;
    expect(withdrawal.status()).toBe(200);
    const withdrawalId = String(((await withdrawal.json()) as Json).id);
    expect(withdrawalId).toMatch(/\S/);
    await player.waitForURL(`${app.url}/payment-request`);
    await player.getByText('Withdrawal successful!').waitFor();
    await player.getByText('Your request is under review.').waitFor();
    // held at once: main 1,000 - 500
    expect((await call('GET', '/api/wallet', token)).body).toMatchObject({ main: '500.00', held: '500.00' });
    // issue 14: while it is pending, the withdrawal page says only that (no turnover link)
    const pendingPage = await playerContext.newPage();
    await pendingPage.goto(`${app.url}/withdrawal`);
    const pending = pendingPage.getByRole('alert');
    await pending.getByText(/^You already have a withdraw request pending\./).waitFor();
    await expect(pending.getByRole('link').count()).resolves.toBe(0);
    await pendingPage.close();

    // ---- finance1 sees it arrive live and approves it with the payout reference
    const withdrawalRow = office.locator(`tr[data-request="withdrawal:${withdrawalId}"]`);
    await withdrawalRow.getByRole('link', { name: username }).waitFor();
    await withdrawalRow.getByText('500.00').first().waitFor();
    await shot(office, '09-backoffice-withdrawal');
    await withdrawalRow.getByRole('button', { name: 'Approve' }).click();
    const approveWithdrawal = office.getByRole('dialog', { name: 'Approve withdrawal' });
    const payoutReference = `PAYOUT${unique().toUpperCase()}`;
    await approveWithdrawal.getByLabel('Payout reference').fill(payoutReference);
    await approveWithdrawal.getByRole('button', { name: 'Approve withdrawal' }).click();
    await office.getByText(new RegExp(`^Withdrawal #${withdrawalId} of ${username}: `)).waitFor();
    await withdrawalRow.waitFor({ state: 'detached' });

    // The player, still on the request page, sees the approval live.
    await player.getByText('Approved! Your withdrawal of ৳ 500.00 is on its way.').waitFor();
    await shot(player, '10-withdrawal-approved');

    // ---- the statement shows every step: deposit credit, stakes and win, the hold, the payout
    // The statement is the ledger's account_statement projection, which follows the appends within
    // moments (in-process signal, LISTEN, 1 s poll): ask again until it has caught up, as a player
    // refreshing it would, then compare every line.
    const statement = async (account: 'main' | 'held') => {
      const page = (await call('GET', `/api/wallet/statement?account=${account}&per_page=100`, token)).body;
      return (page.data as Json[]).map((e) => [e.type, e.amount, e.balance_after]).reverse();
    };
    const expectedMain = [
      ['DepositCredited', '1000.00', '1000.00'],
      ['StakeDebited', '-600.00', '400.00'],
      ['WinCredited', '1000.00', '1400.00'],
      ['StakeDebited', '-400.00', '1000.00'],
      ['WithdrawalHeld', '-500.00', '500.00'],
    ];
    const expectedHeld = [
      ['WithdrawalHeld', '500.00', '500.00'],
      ['WithdrawalPaidOut', '-500.00', '0.00'],
    ];
    let main = await statement('main');
    let held = await statement('held');
    for (let i = 0; i < 40 && (main.length < expectedMain.length || held.length < expectedHeld.length); i++) {
      await new Promise((r) => setTimeout(r, 250));
      main = await statement('main');
      held = await statement('held');
    }
    expect(main).toEqual(expectedMain);
    expect(held).toEqual(expectedHeld);
    expect((await call('GET', '/api/wallet', token)).body).toMatchObject({ main: '500.00', held: '0.00' });

    // ---- issue 14: a deposit bonus shows beside the balance, and the account page has the desktop layout
    await commands.execute(
      new GrantBonusCommand(
        { playerId, grantId: `${username}-bonus`, amount: 50_000n, to: 'bonus', reason: 'Deposit bonus: Welcome Offer' },
        { actor: { kind: 'system', id: 'e2e-bonus' } },
      ),
    );
    await player.setViewportSize({ width: 1440, height: 900 });
    await player.goto(`${app.url}/account`);
    await player.locator('.desktop-header [data-testid="bonus-summary"]').getByText('৳ 500.00').waitFor();
    await player.locator('.account-card [data-testid="bonus-summary"]').getByText('৳ 500.00').waitFor();
    await player.locator('.desktop-nav').waitFor();
    await player.locator('.desktop-shell__footer .site-footer').waitFor();
    const column = (await player.locator('.form-page--desktop').boundingBox())!;
    const middle = await player.evaluate(() => document.documentElement.clientWidth / 2);
    expect(Math.abs(column.x + column.width / 2 - middle)).toBeLessThan(2);
    await shot(player, '11-account-desktop-bonus');
    // and on a phone, under the balance on home
    await player.setViewportSize({ width: 390, height: 844 });
    await player.goto(`${app.url}/`);
    await player.locator('.bonus-summary--bar').getByText('৳ 500.00').waitFor();
    await shot(player, '12-home-mobile-bonus');

    // The one refusal the journey expects: the eligibility check while the turnover was open.
    expect(failedResponses).toEqual(['400 /api/userwithdrawcheck']);
    // (the pending check of issue 14 ran on its own page)
    expect(playerErrors.filter((e) => !e.includes('status of 400 (Bad Request)'))).toEqual([]);
    expect(playerErrors.length).toBeLessThanOrEqual(failedResponses.length);
    expect(officeErrors).toEqual([]);
  });
});
