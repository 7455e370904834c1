import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MatchOddsAnswer } from '@khela/contracts';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { cricketTiming } from '../../src/modules/exchange/domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from '../../src/modules/exchange/domain/schedule.js';
import { matchOddsMarketId } from '../../src/modules/exchange/domain/simulate-event.js';
import { SimulatedExchangeFeed } from '../../src/modules/exchange/feed/simulated-feed.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const seed = 'e2e-trader';

async function signIn(page: Page, base: string): Promise<void> {
  await signInStaff(page, base, 'trader1');
}

/**
 * Issue 17, the traders' Exchange page in the browser: trader1 finds a T20 in play, opens it and suspends
 * its match odds; players' poll shows the market suspended at once, the change is audited, and the page
 * reads in Bangla.
 */
describe('back-office exchange in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;
  const day = dhakaDayNumber(Date.parse('2026-11-22T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-22T00:00:00Z'))!;
  const marketId = matchOddsMarketId(plan.eventId);

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', EXCHANGE_SIM_SEED: seed } });
    await app.app.get(DemoStaffSeed).seed();
    app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs + 20.5 * cricketTiming.T20.deliveryMs);
    sql = new pg.Pool({ connectionString: db.url, max: 1 });
    browser = await launchBrowser();
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('trader1 suspends a match odds market and players see it suspended', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, app.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exchange' }).click();
    const search = page.getByRole('search', { name: 'Exchange' });
    await search.getByLabel('Sport').selectOption('cricket');
    await search.getByLabel('Status').selectOption('inplay');
    await search.getByLabel('Find an event').fill(plan.eventId);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(new RegExp(`q=${plan.eventId}`));
    const events = page.getByRole('table', { name: 'Exchange' });
    await events.getByRole('link', { name: plan.sides.join(' v ') }).click();
    await page.getByRole('heading', { name: 'Match odds' }).waitFor();
    await page.getByText(/Feed health: last message \d+ s ago/).waitFor();
    await page.getByRole('button', { name: 'Suspend' }).first().click();
    await page.getByText('Change applied: players see it now.').waitFor();
    await page.getByText('suspended by a trader').waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-exchange.png`, fullPage: true });

    const market = (await (await fetch(`${app.url}/api/match-odds/${marketId}`)).json()) as MatchOddsAnswer;
    expect(market[0]!.status).toBe('SUSPENDED');
    await waitFor(
      async () =>
        (await sql.query(`SELECT 1 FROM staff_audit_log WHERE action = 'exchange.market_suspended' AND actor_username = 'trader1'`))
          .rowCount === 1,
      hangBound(10_000),
    );

    await page.getByRole('banner').locator('select').selectOption('bn');
    await page.getByRole('heading', { name: 'ম্যাচ অডস' }).waitFor();
    await page.getByRole('button', { name: 'আবার চালু করুন' }).waitFor();
    expect(errors).toEqual([]);
  });
});
