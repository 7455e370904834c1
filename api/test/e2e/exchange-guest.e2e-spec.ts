import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { cricketTiming } from '../../src/modules/exchange/domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from '../../src/modules/exchange/domain/schedule.js';
import { matchOddsMarketId, simulateEvent } from '../../src/modules/exchange/domain/simulate-event.js';
import { SimulatedExchangeFeed } from '../../src/modules/exchange/feed/simulated-feed.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { waitFor as waitUntil } from '../ledger/ledger-harness.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const seed = 'e2e-exchange';
const ball = cricketTiming.T20.deliveryMs;

/** The player site shows prices as the ladder writes them (features/exchange/lib/odds-format.ts). */
const shown = (price: number) => (Number.isInteger(price) ? String(price) : String(Number(price.toFixed(2))));

/**
 * A T20 of a fixed day, played by the seeded simulator and driven by the test (the feed has no timer
 * here): the moments when it is in play and open, when its favourite's best back price has moved since,
 * and when a wicket suspends its match odds are found by asking the same pure simulator the feed runs.
 */
function plannedMoments() {
  const day = dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20')!;
  const at = (ms: number) => simulateEvent(seed, plan, ms).matchOdds;
  const bestBack = (ms: number) => at(ms).runners[0]!.back[0]?.price;
  const end = plan.startMs + 5 * 3_600_000; // a T20 is over long before: the search cannot run away
  const next = (from: number, step: number, found: (ms: number) => boolean) => {
    for (let ms = from; ms < end; ms += step) if (found(ms)) return ms;
    throw new Error(`seed ${seed}: no such moment in ${plan.eventId}`);
  };
  const open = next(plan.startMs + 10 * ball + ball / 2, ball, (ms) => at(ms).status === 'OPEN'); // between balls
  const moved = next(open + ball, ball, (ms) => at(ms).status === 'OPEN' && bestBack(ms) !== bestBack(open));
  const wicket = next(moved + ball / 5, ball / 5, (ms) => at(ms).status === 'SUSPENDED');
  return { plan, open, moved, wicket, firstPrice: bestBack(open)!, movedPrice: bestBack(moved)! };
}

describe('a guest follows a cricket market live on the exchange', () => {
  const prefix = uniqueRedisPrefix();
  const moments = plannedMoments();
  const { plan } = moments;
  const eventName = `${plan.sides[0]} v ${plan.sides[1]}`;
  let db: TestDatabase;
  let app: TestApp;
  let feed: SimulatedExchangeFeed;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      env: { SERVE_WEB: 'true', REDIS_PREFIX: prefix, EXCHANGE_SIM_SEED: seed, EXCHANGE_FEED_TICK_MS: '0' },
    });
    feed = app.app.get(SimulatedExchangeFeed);
    feed.emitAt(moments.open);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  }, hangBound(60_000));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('opens In-Play, then the market; a price moves and a wicket suspends it, pushed over the socket', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const oddsRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/match-odds/')) oddsRequests.push(path);
    });
    // What the page's socket receives, to tell the market's pushes from the poll: over the WebSocket, or over
    // socket.io's HTTP long-polling before it upgrades (a loaded machine may deliver the snapshot there).
    const socketFrames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => socketFrames.push(String(frame.payload))));
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/socket.io/'))
        void response.text().then(
          (body) => socketFrames.push(body),
          () => undefined,
        );
    });
    const marketPushes = () => socketFrames.filter((frame) => frame.includes('"exchange:market"')).length;

    // ---- In-Play, as a guest: the match under Cricket, with its badges
    await page.goto(`${app.url}/exchange-inplay`);
    await page.getByRole('tab', { name: 'In-Play', selected: true }).waitFor();
    const cricket = page.locator('section.event-group', { has: page.getByRole('heading', { name: 'Cricket' }) });
    const link = cricket.locator(`a[href*="marketId=${matchOddsMarketId(plan.eventId)}&eventId=${plan.eventId}"]`);
    await link.waitFor();
    expect(await link.textContent()).toContain(eventName);
    await expect(link.getByText('Fancy', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(link.getByText('BookMaker', { exact: true }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${shotsDir}/exchange-inplay.png` });

    // ---- the market: Match Odds with the favourite's best back price
    await link.click();
    await page.waitForURL(/\/odds-view\?/);
    const matchOdds = page.getByRole('table', { name: 'Match Odds' });
    const favourite = matchOdds.getByRole('row').filter({ has: page.getByRole('rowheader', { name: plan.sides[0] }) });
    await favourite.getByLabel(new RegExp(`^Back ${shown(moments.firstPrice).replace('.', '\\.')},`)).waitFor();
    await page.getByRole('heading', { name: eventName }).waitFor();
    // The market's room is joined once the socket is up (its snapshot arrives): from then on, no polling.
    await waitUntil(async () => marketPushes() >= 1, hangBound(15_000));
    const requestsBefore = oddsRequests.length;

    // ---- a price moves: pushed, shown, highlighted
    feed.emitAt(moments.moved);
    const moved = favourite.getByLabel(new RegExp(`^Back ${shown(moments.movedPrice).replace('.', '\\.')},`));
    await moved.waitFor();
    expect(await moved.getAttribute('class')).toMatch(/price-cell--(up|down)/);
    await page.screenshot({ path: `${shotsDir}/exchange-price-moved.png` });

    // ---- a wicket: Suspend over the match odds
    feed.emitAt(moments.wicket);
    await matchOdds.getByText('Suspend').first().waitFor();
    await page.screenshot({ path: `${shotsDir}/exchange-suspended.png` });

    // Both changes came over the socket: the page asked for the market no more after it was live.
    expect(oddsRequests.length).toBe(requestsBefore);
    expect(marketPushes()).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });
});
