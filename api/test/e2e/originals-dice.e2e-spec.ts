import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { fundedPlayer, signInPlayer } from './player-fixture.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
// each test loads its pages at two sizes in two languages
jest.setTimeout(hangBound(60_000));

/**
 * Issue 19: a new player with a deposit plays dice on /originals/dice (Space bets), sees the result and the
 * balance, opens /fairness, rotates the seed, verifies the bet in the browser (the revealed seed's SHA-256 is
 * the hash shown before, /api/fair/verify gives the stored roll), and finds the round in /betting-record.
 * Screens of dice, limbo and fairness in English and Bangla, phone and desktop.
 */
describe('Khela Originals in the browser', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    browser = await launchBrowser();
  }, hangBound(90_000));

  afterAll(async () => {
    await browser?.close();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('a new player plays dice, verifies the bet on the fairness page and finds it in /betting-record', async () => {
    const player = await fundedPlayer(app, sql, { username: 'dicefan', phone: '01755500001', amountMinor: 500_00n });
    const { id } = player;

    const shots: Array<[number, number, string]> = [
      [390, 844, 'mobile'],
      [1440, 900, 'desktop'],
    ];
    let first = true;
    for (const [width, height, tag] of shots) {
      for (const language of ['en', 'bn'] as const) {
        const context = await browser.newContext({ viewport: { width, height } });
        await signInPlayer(context, player, language);
        const page = await context.newPage();
        const errors = watchErrors(page);

        if (first) {
          // reachable from the Crash category: the Khela Originals tile opens our own page, not a provider frame
          await page.goto(`${app.url}/games?type=EGAME&system=KHELA&title=Crash`);
          const tile = page.getByRole('button', { name: /Dice/ }).first();
          await tile.waitFor();
          await page.screenshot({ path: `${shotsDir}/originals-crash-category-${tag}-${language}.png` });
          await tile.click();
          const play = page.getByRole('button', { name: 'Play' });
          if (await play.isVisible().catch(() => false)) await play.click();
          await page.waitForURL(/\/originals\/dice$/);
        } else {
          await page.goto(`${app.url}/originals/dice`);
        }
        await page.locator('.originals__bet').waitFor();
        await page.keyboard.press('Space');
        const outcome = page.getByTestId('originals-outcome');
        await outcome.waitFor();
        const roll = (await outcome.textContent())!;
        expect(roll).toMatch(/^\d{1,3}\.\d{2}$/);
        await page.locator('.originals__meta', { hasText: /৳/ }).waitFor();
        await page.screenshot({ path: `${shotsDir}/originals-dice-${tag}-${language}.png` });

        await page.goto(`${app.url}/originals/limbo`);
        await page.locator('.originals__bet').click();
        await page.getByTestId('originals-outcome').waitFor();
        await page.screenshot({ path: `${shotsDir}/originals-limbo-${tag}-${language}.png` });

        await page.goto(`${app.url}/fairness`);
        const hash = page.getByTestId('server-seed-hash');
        await page.locator('[data-testid=fair-bet]').first().waitFor();
        const shownHash = (await hash.textContent())!;
        expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
        await page.locator('.fairness section').nth(1).locator('button').last().click(); // rotate
        await page.getByTestId('revealed-seed').waitFor();
        const diceRow = page.locator('[data-testid=fair-bet]', { hasText: roll }).first();
        await diceRow.getByRole('button').click();
        await diceRow.locator('.fairness__ok').waitFor();
        expect(await page.locator('.fairness__bad').count()).toBe(0);
        await page.screenshot({ path: `${shotsDir}/originals-fairness-${tag}-${language}.png`, fullPage: true });

        if (first) {
          await page.goto(`${app.url}/betting-record`);
          await page.getByText('Khela Originals').first().waitFor();
          await page.screenshot({ path: `${shotsDir}/originals-betting-record-${tag}-${language}.png`, fullPage: true });
          first = false;
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
    const { rows: rounds } = await sql.query(
      `SELECT count(*)::int AS n FROM game_rounds WHERE provider_code = 'khela' AND player_id = $1 AND status = 'closed'`,
      [id],
    );
    expect(rounds[0].n).toBe(8);
  });
});
