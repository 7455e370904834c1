import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { fundedPlayer, signInPlayer } from './player-fixture.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
// each test loads its pages at two sizes in two languages
jest.setTimeout(hangBound(60_000));

/**
 * Issue 19: a player with a deposit plays mines on /originals/mines (Space bets, a safe tile, Space cashes out)
 * and spins the slot on /originals/slot, on a phone and a desktop, in English and Bangla; verifies a mines board
 * and a spin on /fairness after rotating; and finds both games in /betting-record. The admin sets a game's limits
 * on the back-office page Khela Originals.
 */
describe('Khela Originals mines and slot in the browser', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', REDIS_PREFIX: prefix } });
    await app.app.get(DemoStaffSeed).seed();
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

  it('a player plays mines and a slot spin, verifies both on /fairness and finds them in /betting-record', async () => {
    const player = await fundedPlayer(app, sql, { username: 'minesfan', phone: '01755500002', amountMinor: 500_00n });
    const { id } = player;

    let first = true;
    for (const [width, height, tag] of [
      [390, 844, 'mobile'],
      [1366, 900, 'desktop'],
    ] as const) {
      for (const language of ['en', 'bn'] as const) {
        const context = await browser.newContext({ viewport: { width, height } });
        await signInPlayer(context, player, language);
        const page = await context.newPage();
        const errors = watchErrors(page);

        // mines: Space bets; a safe tile (read from the database: the player cannot see it); Space cashes out
        await page.goto(`${app.url}/originals/mines`);
        await page.locator('.originals__bet').waitFor();
        await page.keyboard.press('Space');
        await page.getByTestId('mines-tile-0').and(page.locator(':enabled')).waitFor();
        const board = (
          await sql.query<{ mine_positions: number[] }>(
            `SELECT mine_positions FROM originals_mines_games WHERE player_id = $1 AND status = 'open'`,
            [id],
          )
        ).rows[0]!.mine_positions;
        const safe = [...Array(25).keys()].filter((tile) => !board.includes(tile));
        await page.getByTestId(`mines-tile-${safe[0]}`).click();
        await page.locator('.mines__tile--gem').waitFor();
        await page.screenshot({ path: `${shotsDir}/originals-mines-play-${tag}-${language}.png` });
        await page.keyboard.press('Space');
        await page.locator('.mines__tile--mine').first().waitFor(); // the board shows once the game is over
        await page.locator('.mines__won').waitFor();
        await page.screenshot({ path: `${shotsDir}/originals-mines-cashed-${tag}-${language}.png` });

        // slot: one spin; the result shows when the reels have stopped (2.5 s), then the button comes back
        await page.goto(`${app.url}/originals/slot`);
        await page.locator('.originals__bet').click();
        await page
          .getByTestId('slot-result')
          .locator('.originals__meta', { hasText: /৳/ })
          .waitFor({ timeout: hangBound(10_000) });
        await page.locator('.originals__bet:enabled').waitFor();
        await page.locator('.slot__paytable summary').click();
        await page.screenshot({ path: `${shotsDir}/originals-slot-${tag}-${language}.png`, fullPage: true });

        if (first) {
          await page.goto(`${app.url}/fairness`);
          await page.locator('[data-testid=fair-mines]').first().waitFor();
          await page.locator('.fairness section').nth(1).locator('button').last().click(); // rotate
          await page.getByTestId('revealed-seed').waitFor();
          const minesRow = page.locator('[data-testid=fair-mines]').first();
          await minesRow.getByRole('button').click();
          await minesRow.locator('.fairness__ok').waitFor();
          const spinRow = page.locator('[data-testid=fair-bet]').first();
          await spinRow.getByRole('button').click();
          await spinRow.locator('.fairness__ok').waitFor();
          expect(await page.locator('.fairness__bad').count()).toBe(0);
          await page.screenshot({ path: `${shotsDir}/originals-fairness-mines-${tag}-${language}.png`, fullPage: true });

          await page.goto(`${app.url}/betting-record`);
          await page.getByText('Khela Originals').first().waitFor();
          await page.screenshot({ path: `${shotsDir}/originals-mines-slot-record-${tag}-${language}.png`, fullPage: true });
          first = false;
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
    const { rows: rounds } = await sql.query(
      `SELECT game_code, count(*)::int AS n FROM game_rounds WHERE provider_code = 'khela' AND player_id = $1 AND status = 'closed'
        GROUP BY game_code ORDER BY game_code`,
      [id],
    );
    expect(rounds).toEqual([
      { game_code: 'khela-mines', n: 4 },
      { game_code: 'khela-slot', n: 4 },
    ]);
    // the betting record API lists both games' rounds (what /betting-record shows)
    const record = await fetch(`${app.url}/api/betting-record`, { headers: { authorization: `Bearer ${player.token}` } });
    const codes = new Set(((await record.json()) as { data: Array<{ game_code: string }> }).data.map((r) => r.game_code));
    expect([...codes].sort()).toEqual(['khela-mines', 'khela-slot']);
  });

  it("the admin sees every house game's RTP and limits on the back-office page and changes the slot's max bet (audited)", async () => {
    // one sign-in (an authenticator code is taken once), then each screen size and language in the same session
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'admin');
    await page.waitForURL((url) => url.pathname.startsWith('/backoffice') && !url.pathname.includes('sign-in'));
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      for (const language of ['en', 'bn'] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate((lang) => localStorage.setItem('khela-backoffice-lang', lang), language);
        await page.goto(`${app.url}/backoffice/originals`);
        const slotRow = page.getByTestId('originals-settings-khela-slot');
        await slotRow.getByText('96.64%').waitFor();
        if (width === 1366 && language === 'en') {
          await slotRow.getByRole('button').click();
          await page.getByLabel('Max bet (BDT)').fill('500.00');
          await page.getByRole('button', { name: 'Save' }).click();
          await slotRow.getByText('500.00').first().waitFor();
        }
        await page.screenshot({ path: `${shotsDir}/backoffice-originals-settings-${width}-${language}.png`, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
    await page.close();
    const audit = await sql.query(`SELECT actor_username, after FROM staff_audit_log WHERE action = 'originals.game_settings'`);
    expect(audit.rows).toEqual([{ actor_username: 'admin', after: expect.objectContaining({ maxBet: '500.00' }) }]);
  });
});
