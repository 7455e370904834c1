import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { BetDelay } from '../../src/modules/exchange/commands/place-order/bet-delay.js';
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

jest.setTimeout(hangBound(120_000));

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const seed = 'e2e-settle';
const ball = cricketTiming.T20.deliveryMs;
const deposit = 200_000n;

const money = (minor: bigint) => {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * A player backs a team in play from the bet slip (issue 18), the match ends in the feed, the settle job
 * pays the market: the player's balance and Profit & Loss on /exchange-account are the bet's result less
 * 5% commission on a win, the bet is in Bets History and in the Exchange tab of /betting-record with its
 * result. Screens in English and Bangla, phone and desktop.
 */
describe('a player’s exchange bet settles', () => {
  const prefix = uniqueRedisPrefix();
  // today's fixtures: a closed event stays in memory for two days, so the back-office still shows it
  const day = dhakaDayNumber(Date.now());
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20')!;
  const marketId = matchOddsMarketId(plan.eventId);
  let open = plan.startMs + 10 * ball + ball / 2;
  while (simulateEvent(seed, plan, open).matchOdds.status !== 'OPEN') open += ball;
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
    await app.app.get(DemoStaffSeed).seed();
    app.app.get(SimulatedExchangeFeed).emitAt(open);
    // the market's 5 s in-play delay, shortened through its port so the test does not sit it out
    app.app.get(BetDelay).wait = () => new Promise((resolve) => setTimeout(resolve, 500));
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const player = await fundedPlayer(app, sql, { username: 'settleplayer1', phone: '01811122244', amountMinor: deposit });
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

  it('backs a team in play; the match ends; P&L, balance, Bets History and the Exchange tab are right', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(`${app.url}/odds-view?marketId=${marketId}&eventId=${plan.eventId}&selectedSport=cricket`);
    const team = plan.sides[0];
    await page
      .getByRole('table', { name: 'Match Odds' })
      .getByRole('row', { name: new RegExp(team) })
      .getByRole('button', { name: /^Back / })
      .click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('button', { name: '100', exact: true }).click();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('button', { name: 'Confirm' }).click();
    await slip.getByText('Order matched.').waitFor();
    expect(await balances()).toMatchObject({ main: deposit - 10_000n, exposure: 10_000n });

    // My Bets shows it open and matched (and takes the player off /odds-view, whose event leaves memory when it ends)
    await page.goto(`${app.url}/exchange-account?section=bets`);
    const myBets = page.getByRole('list', { name: 'My Bets' });
    await myBets.getByText('Matched', { exact: true }).waitFor();
    expect(await myBets.textContent()).toContain(`Back · ${team}`);
    await page.screenshot({ path: `${shotsDir}/exchange-account-bets-390.png`, fullPage: true });

    // the match ends in the feed: the result event starts the settle job
    const closed = app.app
      .get(SimulatedExchangeFeed)
      .emitAt(plan.startMs + 6 * 3_600_000)
      .find((e) => e.eventId === plan.eventId)!;
    const won = closed.matchOdds.runners.some((r) => r.selectionId === 1 && r.status === 'WINNER');
    await waitUntil(
      async () =>
        (await sql.query(`SELECT 1 FROM exchange_market_results WHERE market_id = $1 AND settled_version = 1`, [marketId])).rowCount === 1,
      hangBound(30_000),
    );
    const { rows } = await sql.query<{ matched: string; matched_value: string }>(
      `SELECT matched::text, matched_value::text FROM exchange_orders WHERE player_id = $1`,
      [playerId],
    );
    const matched = BigInt(rows[0]!.matched);
    const pnl = won ? (BigInt(rows[0]!.matched_value) - 100n * matched) / 100n : -matched;
    const commission = pnl > 0n ? (pnl * 500n) / 10_000n : 0n;
    expect(await balances()).toMatchObject({ main: deposit + pnl - commission, exposure: 0n });

    await page.goto(`${app.url}/exchange-account?section=pnl`);
    const pnlPanel = page.getByRole('region', { name: 'Profit & Loss' });
    await pnlPanel.getByText(`Net, last 7 days`).waitFor();
    expect(await pnlPanel.textContent()).toContain(`৳ ${money(pnl - commission)}`);
    expect(await pnlPanel.textContent()).toContain(`Commission ৳ ${money(commission)}`);
    await page.screenshot({ path: `${shotsDir}/exchange-account-pnl-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Balance Overview' }).click();
    const balancePanel = page.getByRole('region', { name: 'Balance Overview' });
    await balancePanel
      .getByText(`৳ ${money(deposit + pnl - commission).replace(/\B(?=(\d{3})+(?!\d))/, ',')}`)
      .first()
      .waitFor();
    expect(await balancePanel.textContent()).toContain('Exposure৳ 0.00');
    await page.screenshot({ path: `${shotsDir}/exchange-account-balance-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Bets History' }).click();
    const history = page.getByRole('list', { name: 'Bets History' });
    await history.getByText(won ? 'Won' : 'Lost').waitFor();
    expect(await history.textContent()).toContain(`Back · ${team}`);

    await page.goto(`${app.url}/betting-record`);
    await page.getByRole('tab', { name: 'Exchange' }).click();
    const record = page.locator('.exchange-record').first();
    await record.waitFor();
    expect(await record.textContent()).toContain(`৳ ${money(pnl < 0n ? -pnl : pnl)}`);
    expect(await record.locator(won ? '.exchange-record__pl--won' : '.exchange-record__pl--lost').count()).toBe(1);
    await page.screenshot({ path: `${shotsDir}/betting-record-exchange-390.png`, fullPage: true });
    await record.click();
    await page.getByRole('dialog', { name: 'Exchange Record Details' }).getByRole('button', { name: 'Table' }).click();
    await page.screenshot({ path: `${shotsDir}/betting-record-exchange-details-390.png` });

    // Bangla, and the desktop layout
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.goto(`${app.url}/exchange-account?section=history`);
    await page.getByRole('region', { name: 'বাজির ইতিহাস' }).waitFor();
    await page.screenshot({ path: `${shotsDir}/exchange-account-history-390-bn.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.url}/exchange-account?section=pnl`);
    await page.getByRole('region', { name: 'লাভ ও ক্ষতি' }).waitFor();
    await page.screenshot({ path: `${shotsDir}/exchange-account-pnl-1440-bn.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${app.url}/betting-record`);
    await page.getByRole('tab', { name: 'Exchange' }).click();
    await page.locator('.exchange-record').first().waitFor();
    await page.screenshot({ path: `${shotsDir}/betting-record-exchange-1440.png`, fullPage: true });
    expect({ errors, missing }).toEqual({ errors: [], missing: [] });
  });

  it('trader1 sees the settlement in the back-office and voids the market: the player gets the stake back', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'trader1');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(`${app.url}/backoffice/exchange/${plan.eventId}`);
    const panel = page.getByRole('region', { name: 'Settlement', exact: true });
    await panel.getByText(/^Paid /).waitFor();
    expect(await panel.getByRole('table', { name: 'Players’ P&L' }).getByRole('row').count()).toBe(2);
    await page.screenshot({ path: `${shotsDir}/backoffice-settlement-1440.png`, fullPage: true });
    await panel.getByLabel('Correct the result').selectOption('void');
    await panel.getByLabel('Reason').fill('Match abandoned after review');
    await panel.getByRole('button', { name: 'Resettle' }).click();
    await page.getByRole('alertdialog', { name: 'Void this market?' }).getByRole('button', { name: 'Resettle' }).click();
    await panel.getByText('v2 (trader) · Match abandoned after review').waitFor();
    await waitUntil(async () => (await balances()).main === deposit, hangBound(30_000));
    expect(await balances()).toMatchObject({ main: deposit, exposure: 0n });
    await panel.getByText(/^Paid /).waitFor();
    await page.screenshot({ path: `${shotsDir}/backoffice-settlement-voided-1440.png`, fullPage: true });
    // the report of settled markets on the Exchange page lists it
    await page.goto(`${app.url}/backoffice/exchange`);
    const report = page.getByRole('table', { name: 'Settled markets' });
    // its match odds only: markets nobody bet on (its bookmaker market) are settled but not reported
    await report.getByRole('link', { name: plan.sides.join(' v ') }).waitFor();
    expect(await report.getByRole('row').count()).toBe(2);
    await page.getByRole('heading', { name: 'Settled markets: commission and house result' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/backoffice-settlement-report-1440.png` });
    expect(errors).toEqual([]);
  });
});
