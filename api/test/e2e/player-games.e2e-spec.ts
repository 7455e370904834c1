import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { generateSync } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoStaff } from '../../src/modules/backoffice/domain/demo-staff.js';
import { startGameSimulator, type GameSimulator } from '../../src/modules/games/provider-simulator/simulator-server.js';
import {
  startSmsGatewaySimulator,
  type SmsGatewaySimulator,
} from '../../src/modules/players/messaging/sms-simulator/sms-gateway-simulator.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { latestCodeSentTo } from './db-peek.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/games-${name}.png` });
const unique = () => randomBytes(3).toString('hex');
const finance = demoStaff.find((s) => s.username === 'finance1')!;
const secret = 'e2e-game-simulator-secret-0123';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('a new player plays a slot: deposit, /games, /gamerun, the balance live, /betting-record', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sms: SmsGatewaySimulator;
  let games: GameSimulator;
  let browser: Browser;
  let context: BrowserContext;

  /** Finance approves the deposit through the back-office API (the back-office pages have their own journey test). */
  const approveDeposit = async (depositId: string) => {
    const login = await fetch(`${app.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: finance.username, password: finance.password, otp: generateSync({ secret: finance.totpSecret }) }),
    });
    expect(login.status).toBe(200);
    const staffToken = /khela_staff_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    const approve = await fetch(`${app.url}/api/admin/payments/deposits/${depositId}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'idempotency-key': `e2e-games-approve-${depositId}` },
    });
    expect(approve.status).toBe(200);
  };

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    sms = await startSmsGatewaySimulator();
    const gamesPort = await freePort();
    // SEED_DEMO: finance1, the payment methods, the demo catalogue and provider `sim` (GAME_SIM_URL) serving it.
    app = await startTestApp({
      databaseUrl: db.url,
      env: {
        SMS_GATEWAY_URL: sms.url,
        SERVE_WEB: 'true',
        SEED_DEMO: 'true',
        REDIS_PREFIX: prefix,
        GAME_SIM_URL: `http://127.0.0.1:${gamesPort}`,
        GAME_SIM_SECRET: secret,
      },
    });
    games = await startGameSimulator({ apiUrl: app.url, secret, port: gamesPort });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  }, hangBound(60_000));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await games?.close();
    await app?.close();
    await sms?.close();
    await clearRedisPrefix(prefix);
    // the database keeps the wallet: the test runner verifies the ledger on it, then drops it
  });

  it('deposits, opens Tiger Fortune from /games, spins, sees the balance change live, closes, finds the round', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`));
    let loads = 0;
    page.on('load', () => (loads += 1));
    // Everything the player's socket receives, to tell a live push from the 10 s balance poll.
    const socketFrames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => socketFrames.push(String(frame.payload))));
    const balancePushes = () => socketFrames.filter((f) => f.includes('["balance",{'));

    // ---- sign up and verify the phone (deposits need it)
    const username = `gamer${unique()}`;
    const phoneDigits = `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail').fill(`${username}@example.com`);
    await page.getByLabel('Phone number').fill(phoneDigits);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Registration successful').waitFor();
    await page.getByRole('button', { name: 'Home Page' }).click();
    await page.goto(`${app.url}/profile`);
    await page.getByRole('button', { name: /Verify phone number/ }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await latestCodeSentTo(sms, phoneDigits));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Verified', { exact: true }).first().waitFor();

    // ---- deposit 1,000 by bKash Cash Out; finance approves it. The first deposit asks for the birth date
    // first, on the deposit page itself (issue 16: 18+ before any deposit); once saved the form shows.
    await page.goto(`${app.url}/deposit`);
    const birthDateStep = page.getByRole('region', { name: 'Your birth date first' });
    await birthDateStep.getByLabel('Date of birth').fill('1991-08-09');
    await birthDateStep.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'No promotion' }).waitFor();
    await page.getByRole('button', { name: 'bKash' }).click();
    const cashOut = page.getByRole('button', { name: 'Cash Out', exact: true });
    if ((await cashOut.getAttribute('aria-pressed')) !== 'true') await cashOut.click();
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${app.url}/make-payment`);
    await page.getByLabel('Transaction ID (TRX ID)').fill(`BK${Date.now().toString(36).toUpperCase()}`);
    const fromNumber = page.getByLabel('Your account number (sent from)');
    await fromNumber.selectOption((await fromNumber.locator('option').nth(1).getAttribute('value'))!);
    const depositAnswer = page.waitForResponse((r) => r.url().endsWith('/api/submit-deposit') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const depositId = String(((await (await depositAnswer).json()) as Json).id);
    await page.waitForURL(`${app.url}/payment-request`);
    await approveDeposit(depositId);
    // The credit follows the approval by a job; the player waits for the money before playing (a page opened
    // before it would show it by the push if its socket had joined in time, or by the 10 s poll).
    await page.waitForFunction(
      async () => {
        const token = window.localStorage.getItem('token');
        const answer = await fetch('/api/balance', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        return answer.ok && ((await answer.json()) as { balance: string }).balance === '1000.00';
      },
      undefined,
      { timeout: hangBound(15_000), polling: 250 },
    );

    // ---- /games: the slots of Royal Tiger Gaming; a tap on Tiger Fortune opens it in /gamerun
    const gamesList = `${app.url}/games?type=SLOT&system=RTG&title=Slot`;
    await page.goto(gamesList);
    await page.getByRole('button', { name: 'Tiger Fortune', exact: true }).click();
    await page.waitForURL(`${app.url}/gamerun`);
    const bar = page.locator('.gamerun__bar');
    await bar.getByText(username).waitFor();
    const balance = bar.getByRole('status', { name: 'Main Wallet' });
    await page.waitForFunction(() => document.querySelector('.gamerun__balance')?.textContent === '৳ 1,000.00', undefined, {
      timeout: hangBound(10_000),
    });
    const frame = page.frameLocator('iframe.gamerun__frame');
    const spin = frame.getByRole('button', { name: 'Spin' });
    await spin.waitFor();
    await shot(page, '01-gamerun');

    // ---- spin: the stake and the win reach the header through the socket, without a reload
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const loadsBefore = loads;
    const pushesBefore = balancePushes().length;
    await spin.click();
    // The round closes once the simulator has paid it (a lost round gets a win of 0).
    let round: Json | undefined;
    for (let i = 0; i < 60 && !round; i++) {
      const res = await fetch(`${app.url}/api/betting-record`, { headers: { authorization: `Bearer ${token}` } });
      round = ((await res.json()) as Json).data?.[0];
      if (!round) await new Promise((r) => setTimeout(r, 250));
    }
    expect(round).toMatchObject({ platform: 'RTG', game_type: 'SLOT', game_name: 'Tiger Fortune', bet_amount: '10.00' });
    const expected = (100_000 - 1_000 + Math.round(Number(round!.winAmount) * 100)) / 100;
    const shown = `৳ ${expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await page.waitForFunction((text) => document.querySelector('.gamerun__balance')?.textContent === text, shown, {
      timeout: hangBound(10_000),
    });
    expect(await balance.textContent()).toBe(shown);
    expect(loads).toBe(loadsBefore);
    expect(balancePushes().length).toBeGreaterThan(pushesBefore);
    await shot(page, '02-spun');

    // ---- close: back to the same games list; the round is in /betting-record
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.waitForURL(gamesList);
    await page.goto(`${app.url}/betting-record`);
    const group = page.getByRole('list', { name: 'Settled bets by day' }).getByRole('listitem');
    await group.getByText('Royal Tiger Gaming · Slot').waitFor({ timeout: hangBound(10_000) });
    // Turnover: one spin at the default stake.
    expect(await group.locator('.betting-group__figures dd').first().textContent()).toBe('৳ 10.00');
    await group.getByRole('button', { name: /Show the games of Royal Tiger Gaming · Slot/ }).click();
    await page.getByRole('list', { name: 'Games' }).getByText('Tiger Fortune').waitFor();
    await shot(page, '03-betting-record');

    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    expect(failed).toEqual([]);
  });
});
