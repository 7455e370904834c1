import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { cricketTiming } from '../../src/modules/exchange/domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from '../../src/modules/exchange/domain/schedule.js';
import { matchOddsMarketId, simulateEvent } from '../../src/modules/exchange/domain/simulate-event.js';
import { SimulatedExchangeFeed } from '../../src/modules/exchange/feed/simulated-feed.js';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { fundedPlayer, signInPlayer } from './player-fixture.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { waitFor as waitUntil } from '../ledger/ledger-harness.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const seed = 'e2e-house';
const ball = cricketTiming.T20.deliveryMs;

/**
 * A player bets against the house from the bet slip on /odds-view (issue 18): a bookmaker back at the rate
 * shown and a fancy Yes at the line shown, each with profit and liability before placing and a confirm step;
 * the balance holds both, and both are in the Exchange tab of /betting-record. The seeded simulator stands
 * still at a moment between balls with the bookmaker and a fancy session open.
 */
describe('a player bets on bookmaker and fancy from the bet slip', () => {
  const prefix = uniqueRedisPrefix();
  const day = dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20')!;
  const marketId = matchOddsMarketId(plan.eventId);
  // between balls, the bookmaker's first runner and a Fancy session open
  let open = plan.startMs + 10 * ball + (ball * 3) / 4;
  const isOpen = (ms: number) => {
    const state = simulateEvent(seed, plan, ms);
    const runner = state.bookmaker[0]?.runners[0];
    const line = state.fancy.find((f) => f.tab === 'fancy' && f.suspended === 0 && f.ball_running === 0);
    return runner !== undefined && runner.suspended === 0 && runner.ball_running === 0 && line !== undefined;
  };
  while (!isOpen(open)) open += ball;
  const state = simulateEvent(seed, plan, open);
  const runner = state.bookmaker[0]!.runners[0]!;
  const line = state.fancy.find((f) => f.tab === 'fancy' && f.suspended === 0 && f.ball_running === 0)!;
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let browser: Browser;
  let context: BrowserContext;
  let playerId = '';

  const balances = async () => {
    const { rows } = await sql.query<{ kind: string; balance: string }>(
      `SELECT a.kind, b.balance::text FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id WHERE a.owner_kind = 'player' AND a.owner_id = $1`,
      [playerId],
    );
    return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.balance)])) as Record<string, bigint>;
  };

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      env: { SERVE_WEB: 'true', REDIS_PREFIX: prefix, EXCHANGE_SIM_SEED: seed, EXCHANGE_FEED_TICK_MS: '0' },
    });
    app.app.get(SimulatedExchangeFeed).emitAt(open);
    await app.app.get(DemoStaffSeed).seed();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const player = await fundedPlayer(app, sql, { username: 'houseslip1', phone: '01811122299', amountMinor: 200_000n });
    playerId = player.id;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInPlayer(context, player);
  }, hangBound(60_000));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('places a bookmaker back and a fancy Yes from the slip and sees both in the Exchange records', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/odds-view?marketId=${marketId}&eventId=${plan.eventId}&selectedSport=cricket`);
    const slip = page.getByRole('region', { name: 'Bet slip' });

    // bookmaker: back the first runner at its rate
    const bookmaker = page.getByRole('table', { name: 'BookMaker' });
    await bookmaker
      .getByRole('row', { name: new RegExp(runner.runner) })
      .getByRole('button', { name: /^Back / })
      .click();
    await slip.getByText(`Back ${runner.runner}`).waitFor();
    await slip.getByRole('button', { name: '100', exact: true }).click();
    expect(await slip.locator('.bet-slip__liability').textContent()).toBe('৳ 100.00');
    expect(await slip.locator('.bet-slip__profit').textContent()).toBe(`৳ ${runner.backPrice}.00`);
    await page.screenshot({ path: `${shotsDir}/exchange-bookmaker-slip-390.png` });
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText(/You can lose ৳ 100\.00/).waitFor();
    await slip.getByRole('button', { name: 'Confirm' }).click();
    await slip.getByText('Bet placed against the bookmaker.').waitFor();
    await slip.getByRole('button', { name: 'Close the bet slip' }).click();

    // fancy: Yes at the session's line
    const fancy = page.getByRole('table', { name: 'Fancy Bet' });
    await fancy.getByRole('button', { name: `Yes ${line.yes}, ${line.yes_rate}` }).click();
    await slip.getByText(`Yes ${line.yes} · ${line.title}`).waitFor();
    await slip.getByRole('button', { name: '500', exact: true }).click();
    expect(await slip.locator('.bet-slip__liability').textContent()).toBe('৳ 500.00');
    await page.screenshot({ path: `${shotsDir}/exchange-fancy-slip-390.png` });
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('button', { name: 'Confirm' }).click();
    await slip.getByText('Fancy bet placed.').waitFor();
    expect(await balances()).toMatchObject({ main: 140_000n, exposure: 60_000n });

    await page.goto(`${app.url}/betting-record`);
    await page.getByRole('tab', { name: 'Exchange' }).click();
    const records = page.locator('.exchange-record');
    await records.nth(1).waitFor();
    const texts = await records.allTextContents();
    expect(texts.some((text) => text.includes(`Back · ${runner.runner}`))).toBe(true);
    expect(texts.some((text) => text.includes(`Yes · ${line.title}`))).toBe(true);
    await records.filter({ hasText: `Yes · ${line.title}` }).click();
    const details = page.getByRole('dialog', { name: 'Exchange Record Details' });
    await details.getByRole('button', { name: 'Table' }).click();
    await details.getByText('Run line').waitFor();
    await page.screenshot({ path: `${shotsDir}/betting-record-fancy-390.png` });

    // Bangla, and the desktop layout
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/odds-view?marketId=${marketId}&eventId=${plan.eventId}&selectedSport=cricket`);
    await page
      .getByRole('table', { name: 'ফ্যান্সি বেট' })
      .getByRole('button', { name: new RegExp(`^হ্যাঁ ${line.yes},`) })
      .click();
    await page.getByRole('region', { name: 'বেট স্লিপ' }).getByRole('button', { name: '১০০', exact: true }).click();
    await page.screenshot({ path: `${shotsDir}/exchange-fancy-slip-1366-bn.png` });
    await page.goto(`${app.url}/betting-record`);
    await page.getByRole('tab', { name: 'এক্সচেঞ্জ' }).click();
    await page.locator('.exchange-record').nth(1).waitFor();
    await page.screenshot({ path: `${shotsDir}/betting-record-fancy-1366-bn.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('risk1 sees the house liability of both bets and finds them in the back-office bets search', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'risk1');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(`${app.url}/backoffice/exchange`);
    const liability = page.getByRole('table', { name: 'Liability per market' });
    await liability.getByText(line.title).waitFor();
    // the house pays 100 x rate / 100 if the backed runner wins, and 500 if the session reaches the Yes line
    expect(await liability.getByRole('row').count()).toBe(3);
    await page.getByRole('heading', { name: 'House liability (markets not settled)' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/backoffice-liability-1366.png` });
    await page.getByLabel('Player id').fill(playerId);
    await page.getByRole('button', { name: 'Find bets' }).click();
    const bets = page.getByRole('table', { name: 'Players’ exchange bets' });
    await bets.getByText(`${line.title} (${line.yes})`).waitFor();
    expect(await bets.getByRole('row').count()).toBe(3);
    await page.getByRole('heading', { name: 'Bets', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/backoffice-bets-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'bn'));
    await page.reload();
    await page.getByRole('table', { name: 'মার্কেট অনুযায়ী দায়' }).getByText(line.title).waitFor();
    await page.screenshot({ path: `${shotsDir}/backoffice-liability-390-bn.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('trader1 enters the fancy line’s runs on the event page: the player’s Yes is paid', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'trader1');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(`${app.url}/backoffice/exchange/${plan.eventId}`);
    const form = page.getByRole('form', { name: 'Fancy result' });
    await form.getByLabel('Fancy line').selectOption({ label: line.title });
    await form.getByLabel('Runs', { exact: true }).fill(String(line.yes));
    await form.getByLabel('Reason').fill('Session completed');
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/backoffice-fancy-result-1366.png` });
    await form.getByRole('button', { name: 'Record result' }).click();
    await form.getByText('Fancy result recorded: the market is being settled.').waitFor();
    // the Yes of 500.00 at rate r wins 5 x r; the bookmaker back's 100.00 stays held
    const won = 500n * BigInt(line.yes_rate);
    await waitUntil(async () => (await balances()).exposure === 10_000n, hangBound(30_000));
    expect(await balances()).toMatchObject({ main: 140_000n + 50_000n + won, exposure: 10_000n });
    expect(errors).toEqual([]);
  });
});
