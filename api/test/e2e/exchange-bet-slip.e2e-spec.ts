import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { BetDelay } from '../../src/modules/exchange/commands/place-order/bet-delay.js';
import { cricketTiming } from '../../src/modules/exchange/domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from '../../src/modules/exchange/domain/schedule.js';
import { matchOddsMarketId, simulateEvent } from '../../src/modules/exchange/domain/simulate-event.js';
import { SimulatedExchangeFeed } from '../../src/modules/exchange/feed/simulated-feed.js';
import { fundedPlayer, signInPlayer } from './player-fixture.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { waitFor as waitUntil } from '../ledger/ledger-harness.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const seed = 'e2e-slip';
const ball = cricketTiming.T20.deliveryMs;

/**
 * A player backs a team in play from the bet slip on /odds-view (issue 18): profit and liability before
 * placing, the confirm step, the bet delay's spinner, the outcome, the bet in My bets and the balance
 * held; then an order far from the market waits unmatched and is cancelled from My bets, its exposure
 * released. The seeded simulator is driven by the test; the delay is the market's, shortened through the
 * BetDelay port only so the test does not sit out five real seconds.
 */
describe('a player bets on the exchange from the bet slip', () => {
  const prefix = uniqueRedisPrefix();
  const day = dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'));
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
  const delays: number[] = [];

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
    const delay = app.app.get(BetDelay);
    delay.wait = (ms: number) => {
      delays.push(ms);
      return new Promise((resolve) => setTimeout(resolve, 800));
    };
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const player = await fundedPlayer(app, sql, { username: 'slipplayer1', phone: '01811122233', amountMinor: 200_000n });
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

  it('backs a team in play, sees the delay and the bet, then cancels an unmatched one', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/odds-view?marketId=${marketId}&eventId=${plan.eventId}&selectedSport=cricket`);
    const matchOdds = page.getByRole('table', { name: 'Match Odds' });
    const team = plan.sides[0];
    const backButton = matchOdds.getByRole('row', { name: new RegExp(team) }).getByRole('button', { name: /^Back / });
    await backButton.click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByText(`Back ${team}`).waitFor();
    await slip.getByRole('button', { name: '100', exact: true }).click();
    expect(await slip.locator('.bet-slip__liability').textContent()).toBe('৳ 100.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText(/You can lose ৳ 100\.00/).waitFor();
    await slip.getByRole('button', { name: 'Confirm' }).click();
    await slip.getByText('In-play bet delay: waiting 5 seconds…').waitFor();
    await page.screenshot({ path: `${shotsDir}/exchange-slip-delay.png` });
    await slip.getByText('Order matched.').waitFor();
    expect(delays).toEqual([5000]);
    const myBets = page.getByRole('region', { name: 'My bets' });
    await myBets.getByText('Exposure ৳ 100.00').waitFor();
    await myBets.getByText('Matched', { exact: true }).waitFor();
    expect(await balances()).toMatchObject({ main: 190_000n, exposure: 10_000n });
    await page.screenshot({ path: `${shotsDir}/exchange-slip-matched.png` });

    // an order far above the market waits unmatched; cancelling it releases its exposure
    await slip.getByRole('button', { name: 'Close the bet slip' }).click();
    await backButton.click();
    for (let i = 0; i < 30; i += 1) await slip.getByRole('button', { name: 'Raise the odds one step' }).click();
    await slip.getByRole('button', { name: '100', exact: true }).click();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('button', { name: 'Confirm' }).click();
    await slip.getByText('Order placed: it waits in the book to be matched.').waitFor();
    await myBets.getByText('Exposure ৳ 200.00').waitFor();
    await myBets.getByRole('button', { name: 'Cancel' }).click();
    await myBets.getByText('Exposure ৳ 100.00').waitFor();
    await myBets.getByText('Cancelled', { exact: true }).waitFor();
    await waitUntil(async () => (await balances()).exposure === 10_000n);
    expect(await balances()).toMatchObject({ main: 190_000n, exposure: 10_000n });
    await page.screenshot({ path: `${shotsDir}/exchange-slip-cancelled.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
