import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { fundedPlayer, signInPlayer } from './player-fixture.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shotsDir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
// each test loads the page four times and waits for rounds: 9 s each on a quiet machine
jest.setTimeout(hangBound(60_000));

/**
 * Issue 19: a player opens /originals/crash while the rounds run (the app drives them, 1 s betting phases),
 * bets with Space in a betting phase, cashes out with Space while the round runs, sees the cash-out and the
 * balance, and finds the round in /betting-record; then a history chip opens /fairness,
 * which verifies that round. The first test only keeps that one round up long enough (its
 * stored point raised before it starts) so a slow machine cannot lose the race. Screens phone + desktop,
 * English + Bangla.
 */
describe('Crash in the browser', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      env: { SERVE_WEB: 'true', REDIS_PREFIX: prefix, CRASH_ROUNDS: 'on', CRASH_BETTING_MS: '2500' },
    });
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

  // a player with 500 taka (the crash page and /fairness are behind the log-in)
  const newPlayer = (username: string, phone: string) => fundedPlayer(app, sql, { username, phone, amountMinor: 500_00n });

  /**
   * Waits until Bet is enabled (a betting phase). A natural round's length follows its point (one in ten runs past
   * 38 s, one in a hundred past 77 s): a running round is started earlier instead of waited for. Its stored point,
   * which /fairness verifies against the hash, stays as the chain made it.
   */
  const bettingPhase = async (page: Page) => {
    const enabled = page.locator('[data-testid=crash-action]:not([disabled])');
    for (const deadline = Date.now() + hangBound(30_000); !(await enabled.isVisible());) {
      if (Date.now() > deadline) throw new Error('no betting phase came');
      await sql.query(`UPDATE crash_rounds SET started_at = now() - interval '1 hour' WHERE state = 'running'`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('a player bets in a crash round, cashes out, and finds it in /betting-record', async () => {
    const player = await newPlayer('crashfan', '01755500002');
    const { id } = player;

    const screens: Array<[number, number, string]> = [
      [1366, 900, 'desktop'],
      [390, 844, 'mobile'],
    ];
    let played = false;
    let lateBets = 0;
    for (const [width, height, tag] of screens) {
      for (const language of ['en', 'bn'] as const) {
        const context = await browser.newContext({ viewport: { width, height } });
        await signInPlayer(context, player, language);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`${app.url}/originals/crash`);
        const action = page.getByTestId('crash-action');
        await action.waitFor();

        if (!played) {
          // a betting phase: Bet is enabled; Space bets. The phase is short (2.5 s): on a busy machine the key can
          // reach the server after the phase ended (refused, no bet), so the next phase is tried, up to three
          const betOf = async () => (await sql.query(`SELECT round_id::text FROM crash_bets WHERE player_id = $1`, [id])).rows[0];
          for (let attempt = 1; !(await betOf()); attempt++) {
            if (attempt > 3) throw new Error('no crash bet was taken in three betting phases');
            lateBets = attempt - 1; // each earlier attempt was refused: bets closed (409)
            await bettingPhase(page);
            await page.keyboard.press('Space');
            for (const until = Date.now() + hangBound(3_000); !(await betOf()) && Date.now() < until;)
              await new Promise((r) => setTimeout(r, 100));
          }
          await page.getByTestId('crash-my-bet').waitFor();
          const bet = await betOf();
          // keep this round up until the player has cashed out (its start is still ahead: the bet was in betting)
          await sql.query(`UPDATE crash_rounds SET crash_point = 100000 WHERE id = $1 AND state = 'betting'`, [bet.round_id]);
          await page.getByTestId('crash-multiplier').waitFor({ timeout: hangBound(30_000) });
          await page.locator('.crash__cashout').waitFor();
          await page.screenshot({ path: `${shotsDir}/crash-running-${tag}-${language}.png` });
          await page.keyboard.press('Space');
          await page
            .getByTestId('crash-my-bet')
            .filter({ hasText: /cashed out at \d+\.\d{2}x: ৳\d+\.\d{2}/ })
            .waitFor();
          const cashed = (await sql.query(`SELECT outcome, payout_minor::text FROM crash_bets WHERE player_id = $1`, [id])).rows[0];
          expect(cashed.outcome).toBe('cashed_out');
          expect(BigInt(cashed.payout_minor)).toBeGreaterThanOrEqual(10_00n);
          await page.screenshot({ path: `${shotsDir}/crash-cashed-out-${tag}-${language}.png` });
          // let the round end
          await sql.query(`UPDATE crash_rounds SET crash_point = 101 WHERE id = $1`, [bet.round_id]);
          await page
            .locator('.crash__chip')
            .first()
            .waitFor({ timeout: hangBound(30_000) });

          await page.goto(`${app.url}/betting-record`);
          await page.getByText('Khela Originals').first().waitFor();
          await page.screenshot({ path: `${shotsDir}/crash-betting-record-${tag}-${language}.png`, fullPage: true });
          played = true;
        } else {
          await page
            .locator('.crash__chip')
            .first()
            .waitFor({ timeout: hangBound(30_000) });
          await page.screenshot({ path: `${shotsDir}/crash-${tag}-${language}.png`, fullPage: true });
        }
        // the browser logs a refused late bet's 409 as a console error; nothing else may show
        expect(errors.filter((e) => !(lateBets > 0 && /status of 409/.test(e)))).toEqual([]);
        await context.close();
      }
    }
    const { rows: rounds } = await sql.query(
      `SELECT count(*)::int AS n FROM game_rounds WHERE provider_code = 'khela' AND game_code = 'khela-crash' AND player_id = $1 AND status = 'closed'`,
      [id],
    );
    expect(rounds[0].n).toBe(1);
  });

  it("a past round's history link opens /fairness, which verifies it with fair/verify and the chain link", async () => {
    // the round above had its stored point changed by the test: check only rounds that crashed after it
    const since = (await sql.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM crash_rounds WHERE state = 'crashed'`))
      .rows[0]!.id;
    const deadline = Date.now() + hangBound(30_000);
    while ((await sql.query(`SELECT 1 FROM crash_rounds WHERE state = 'crashed' AND id > $1`, [since])).rowCount === 0) {
      if (Date.now() > deadline) throw new Error('no round crashed');
      // A round's length follows its point (one in six runs past 30 s): start a running round earlier instead of
      // waiting. Its stored point, which the page verifies against the hash, stays as the chain made it.
      await sql.query(`UPDATE crash_rounds SET started_at = now() - interval '1 hour' WHERE state = 'running' AND id > $1`, [since]);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const player = await newPlayer('crashcheck', '01755500003');
    const screens: Array<[number, number, string]> = [
      [1366, 900, 'desktop'],
      [390, 844, 'mobile'],
    ];
    for (const [width, height, tag] of screens) {
      for (const language of ['en', 'bn'] as const) {
        const context = await browser.newContext({ viewport: { width, height } });
        await signInPlayer(context, player, language);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`${app.url}/originals/crash`);
        // the newest round is the first chip: it crashed after the tampered one
        await page.locator('.crash__chip').first().click();
        await page.waitForURL(/\/fairness\?hash=[0-9a-f]{64}#crash$/);
        const hash = new URL(page.url()).searchParams.get('hash')!;
        const stored = (await sql.query<{ crash_point: number }>(`SELECT crash_point FROM crash_rounds WHERE game_hash = $1`, [hash]))
          .rows[0]!;
        const point = (stored.crash_point / 100).toFixed(2);
        const verified = page.getByTestId('crash-verified');
        await verified.locator('.fairness__ok').waitFor({ timeout: hangBound(15_000) });
        expect(await verified.textContent()).toContain(`${point}x`);
        const chain = (await sql.query(`SELECT terminating_hash, salt FROM crash_chains ORDER BY id DESC LIMIT 1`)).rows[0];
        expect(await page.getByTestId('crash-terminating-hash').textContent()).toBe(chain.terminating_hash);
        expect(await page.getByTestId('crash-salt').textContent()).toBe(chain.salt);
        await page.screenshot({ path: `${shotsDir}/crash-fairness-${tag}-${language}.png` });

        // a hash entered by hand that is not hex is refused in the page's language, not a wrong "verified"
        await page.getByRole('textbox', { name: language === 'en' ? 'Round hash' : 'রাউন্ডের হ্যাশ' }).fill('not-a-hash');
        await page.locator('#crash button[type=submit]').click();
        await page.locator('#crash .fairness__bad').waitFor();
        await expect(verified.count()).resolves.toBe(0);
        expect(errors.filter((e) => !/400/.test(e))).toEqual([]);
        await context.close();
      }
    }
  });
});
