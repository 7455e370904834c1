import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { startEwalletSimulator, type EwalletSimulator } from '../../src/modules/payments/ewallet/simulator/ewallet-simulator.js';
import { exclusionMessages, withTime } from '../../src/modules/player-protection/domain/exclusion-messages.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(120_000));

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const secret = 'e2e-ewallet-secret-exclusion-0123';
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/exclusion-${name}.png` });

/** How the player site writes a date and time (web-player lib/format.ts formatDhakaDateTime, English). */
const siteDhakaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-BD', { timeZone: 'Asia/Dhaka', dateStyle: 'medium', timeStyle: 'short' }).format(at);

/**
 * Issue 16's exclusion in the browser: a logged-in player with the site open in two tabs (one browser
 * session) starts a 24-hour time-out on the Responsible Gaming page, with its confirmation step. Both
 * tabs are logged out at once (the other tab's socket closes), every session of the player is revoked on
 * the server, the log-in page says until when in Dhaka time; the player can log in again, the page shows
 * the time-out's end in Dhaka time, and a deposit request is refused with the time-out's message.
 */
describe('a player takes a 24-hour time-out on the Responsible Gaming page', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let sim: EwalletSimulator;
  let app: TestApp;
  let sql: pg.Pool;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let other: Page;
  let errors: string[];

  const logIn = async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('demoplayer1');
    await page.getByLabel('Password', { exact: true }).fill('Khela1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/`);
  };
  /** The tab's socket to /player, once it is open (socket.io upgrades to a websocket). */
  const playerSocket = (tab: Page): Promise<WebSocket> =>
    tab.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: hangBound(30_000) });
  const closeOf = (ws: WebSocket): Promise<void> =>
    ws.isClosed() ? Promise.resolve() : new Promise((resolve) => ws.once('close', () => resolve()));

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    sim = await startEwalletSimulator({ secret });
    app = await startTestApp({
      databaseUrl: db.url,
      env: { SERVE_WEB: 'true', SEED_DEMO: 'true', EWALLET_GATEWAY_URL: sim.url, EWALLET_CALLBACK_SECRET: secret, REDIS_PREFIX: prefix },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    errors = watchErrors(page);
    await logIn();
  }, hangBound(60_000));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await sql?.end();
    await app?.close();
    await sim?.close();
    await clearRedisPrefix(prefix);
  });

  it('logs out both tabs at once (the other tab’s socket closes); log-in again shows the end in Dhaka time; a deposit is refused', async () => {
    const { id: playerId } = (await sql.query<{ id: string }>(`SELECT id::text FROM players WHERE username = 'demoplayer1'`)).rows[0]!;
    const liveSessions = async () =>
      (
        await sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auth_sessions WHERE subject_kind = 'player' AND subject_id = $1 AND revoked_at IS NULL`,
          [playerId],
        )
      ).rows[0]!.n;

    // a second tab of the same browser session, its socket open and carrying frames
    other = await context.newPage();
    const otherSocketOpened = playerSocket(other);
    await other.goto(`${app.url}/`);
    const otherSocket = await otherSocketOpened;
    const otherSocketClosed = closeOf(otherSocket);
    await otherSocket.waitForEvent('framereceived', { timeout: hangBound(30_000) });
    expect(await other.evaluate(() => Boolean(window.localStorage.getItem('token')))).toBe(true);
    expect(await liveSessions()).toBeGreaterThan(0);

    // from the account menu to the page; a time-out of 24 hours, only after the confirmation step
    await page.goto(`${app.url}/account`);
    await page.getByRole('link', { name: 'Responsible Gaming' }).click();
    await page.waitForURL(`${app.url}/responsible-gaming`);
    const section = page.getByRole('region', { name: 'Take a break' });
    await section.getByRole('radio', { name: 'Time-out' }).check();
    await section.getByLabel('Length').selectOption({ label: '24 hours' });
    await section.getByRole('button', { name: 'Continue' }).click();
    const dialog = section.getByRole('alertdialog', { name: 'Please confirm' });
    await dialog.getByText('You are starting a time-out of 24 hours. It cannot be undone or shortened.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Start my break' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'I understand this cannot be undone' }).check();
    await shot(page, '01-confirm');
    await dialog.getByRole('button', { name: 'Start my break' }).click();

    // this tab: logged out at once, on the log-in page with the server's message (the end in Dhaka time)
    await page.waitForURL(`${app.url}/login`);
    const { rows } = await sql.query<{ kind: string; started_at: Date; ends_at: Date }>(
      `SELECT kind, started_at, ends_at FROM player_exclusions WHERE player_id = $1`,
      [playerId],
    );
    const timeout = rows[0]!;
    expect(timeout.kind).toBe('timeout');
    expect(timeout.ends_at.getTime() - timeout.started_at.getTime()).toBe(24 * 3_600_000);
    await page
      .getByRole('status')
      .filter({ hasText: withTime(exclusionMessages.started, timeout.ends_at) })
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await shot(page, '02-logged-out');

    // the other tab: its socket closed, logged out too (the guest's log-in links show)
    await otherSocketClosed;
    await other.getByRole('navigation', { name: 'Login / Sign up' }).waitFor();
    expect(await other.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // and on the server, every session of the player is gone
    expect(await liveSessions()).toBe(0);

    // log-in stays open while excluded: the page shows the time-out's end in Dhaka time
    await logIn();
    await page.goto(`${app.url}/responsible-gaming`);
    await section
      .getByText(`You are on a time-out until ${siteDhakaTime(timeout.ends_at)} (Dhaka time). Deposits and bets are closed.`)
      .waitFor();
    await section.screenshot({ path: `${shotsDir}/exclusion-03-in-force.png` });

    // a deposit request (bKash, an e-wallet here) is refused with the time-out's message
    await page.goto(`${app.url}/deposit`);
    await page.getByRole('button', { name: 'No promotion' }).waitFor();
    await page.getByRole('button', { name: 'bKash' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: withTime(exclusionMessages.timeoutRefusal, timeout.ends_at) })
      .waitFor();
    await shot(page, '04-deposit-refused');

    // the refusal is an answer (403), not a failure of the page
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});
