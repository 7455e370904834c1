import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Browser, Page } from 'playwright-core';
import type { Pool } from 'pg';
import { ManualClock } from '../../src/platform/clock/clock.js';
import { DB_POOL } from '../../src/platform/database/database.module.js';
import { EventOutbox, OutboxSignal } from '../../src/platform/events/index.js';
import { dhakaDate, dhakaDayBounds } from '../../src/modules/referral/domain/dhaka-day.js';
import { PayReferralRewardsJob } from '../../src/modules/referral/jobs/pay-referral-rewards.job.js';
import { ReferralMembersRepository } from '../../src/modules/referral/persistence/referral-members.repository.js';
import { ReferralRewardsRepository } from '../../src/modules/referral/persistence/referral-rewards.repository.js';
import { ReferralRewardRunsRepository } from '../../src/modules/referral/persistence/referral-reward-runs.repository.js';
import { CreditDepositCommand, DebitStakeCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const system = { actor: { kind: 'system', id: 'referral-e2e' } } as const;
const shots = process.env.E2E_SCREENSHOTS;

/**
 * Issue 21: a friend opens demoplayer1's referral link on a phone and signs up; demoplayer1 (desktop) sees them
 * on My Referral; the friend bets; after the daily reward run the referrer's cash rewards show the reward, and
 * Claim All moves it to the balance.
 */
describe('referral programme in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
  }, hangBound(60_000));

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  const signedIn = async (token: string, id: string, width: number, height: number) => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(
      ([t, i]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('remote_id', i!);
        localStorage.setItem('popup', '0');
      },
      [token, id],
    );
    return context;
  };

  const myReferral = async (page: Page) => {
    await page.goto(`${app.url}/refrrel-program`);
    await page.getByRole('tab', { name: 'My Referral' }).click();
    await page.getByTestId('referral-code').waitFor();
  };

  it('a friend signs up with the link, the referrer sees them, the reward arrives after the run and is claimed', async () => {
    const login = (await (
      await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demoplayer1', password: 'Khela1234' }),
      })
    ).json()) as { token: string; remote_id: string | number };
    const referrerId = String(login.remote_id);
    const profile = async () =>
      (await (await fetch(`${app.url}/api/user/show`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as {
        referral_code: string;
        balance: string;
        cash_bonus: string;
      };
    const { referral_code: code, balance: balanceBefore } = await profile();

    // ---- the referrer's page, before anyone signed up
    const referrerContext = await signedIn(login.token, referrerId, 1366, 900);
    const referrer = await referrerContext.newPage();
    const referrerErrors = watchErrors(referrer);
    await myReferral(referrer);
    const link = (await referrer.getByTestId('referral-link').textContent())!;
    expect(link).toBe(`${app.url}/referral_code?referral_code=${code}`);
    await referrer.getByText('No friends have signed up with your link yet.').waitFor();

    // ---- the friend opens the link on a phone and signs up
    const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const friend = await friendContext.newPage();
    const friendErrors = watchErrors(friend);
    await friend.goto(link);
    await friend.waitForURL(/\/signup$/);
    await expect(friend.getByLabel('Referral code (optional)').inputValue()).resolves.toBe(code);
    const username = `fr${Date.now().toString(36).slice(-8)}`;
    await friend.getByLabel('Username').fill(username);
    await friend.getByLabel('E-mail').fill(`${username}@example.com`);
    await friend.getByLabel('Phone number').fill(`17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await friend.getByLabel('Password', { exact: true }).fill('Secret123');
    await friend.getByLabel('Confirm password').fill('Secret123');
    await friend.getByRole('button', { name: 'Sign up' }).click();
    await friend.getByText('Registration successful').waitFor();
    const friendId = (await friend.evaluate(() => localStorage.getItem('remote_id')))!;
    expect(friendId).toMatch(/^\d+$/);

    // ---- the referrer sees them (masked), active
    // the sign-up reaches the referral module through the relay; each look reloads the page (seconds under load)
    await waitFor(
      async () => {
        await myReferral(referrer);
        return (await referrer.getByTestId('referral-friend').count()) === 1;
      },
      hangBound(30_000),
      500,
    );
    await expect(referrer.getByTestId('referral-active').textContent()).resolves.toBe('1');
    await expect(referrer.getByTestId('referral-friend').textContent()).resolves.toContain(
      `${username.slice(0, 2)}***${username.slice(-2)}`,
    );

    // ---- the friend bets 10,000 BDT; the day's run pays the referrer 0.20% of it (20.00)
    const commands = app.app.get(CommandBus);
    await commands.execute(
      new CreditDepositCommand({ playerId: friendId, depositId: `ref-e2e-${friendId}`, channel: 'bkash', amount: 2_000_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: friendId, provider: 'sim', transactionId: `ref-e2e-${Date.now()}`, amount: 1_000_000n }, system),
    );
    const today = dhakaDate(new Date());
    const job = new PayReferralRewardsJob(
      app.app.get<Pool>(DB_POOL),
      app.app.get(QueryBus),
      commands,
      app.app.get(ReferralMembersRepository),
      app.app.get(ReferralRewardsRepository),
      app.app.get(EventOutbox),
      app.app.get(OutboxSignal),
      new ManualClock(new Date(dhakaDayBounds(today).end.getTime() + 40 * 60_000)),
      app.app.get(ReferralRewardRunsRepository),
    );
    expect((await job.run({ day: today })).paidMinor).toBe(2_000n);

    await myReferral(referrer);
    await expect(referrer.getByTestId('referral-cash').textContent()).resolves.toBe('৳ 20.00');
    await expect(referrer.getByTestId('referral-friend').textContent()).resolves.toContain('৳ 20.00');
    if (shots) await referrer.screenshot({ path: `${shots}/referral-my-desktop.png`, fullPage: true });

    const reloaded = referrer.waitForEvent('load', { timeout: hangBound(10_000) });
    await referrer.getByRole('button', { name: 'Claim All' }).click();
    await referrer.getByText('Bonus Claimed successfully.').waitFor();
    await reloaded; // spec section 4: the page reloads 1.5 s after a claim
    await referrer.getByRole('tab', { name: 'My Referral' }).click();
    await referrer.waitForFunction(() => document.querySelector('[data-testid="referral-cash"]')?.textContent === '৳ 0.00', undefined, {
      timeout: hangBound(10_000),
    });
    const after = await profile();
    expect(after.cash_bonus).toBe('0.00');
    expect(Math.round(Number(after.balance) * 100) - Math.round(Number(balanceBefore) * 100)).toBe(2_000);
    expect(referrerErrors).toEqual([]);
    expect(friendErrors).toEqual([]);

    // with E2E_SCREENSHOTS: both tabs and /vip at phone and desktop widths, in English and Bangla
    if (shots)
      for (const [width, height] of [
        [390, 844],
        [1366, 900],
      ] as const)
        for (const language of ['en', 'bn'] as const) {
          const context = await signedIn(login.token, referrerId, width, height);
          await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
          const page = await context.newPage();
          await page.goto(`${app.url}/refrrel-program`);
          await page.locator('.referral-steps').waitFor();
          await page.screenshot({ path: `${shots}/referral-info-${width}-${language}.png`, fullPage: width < 1000 });
          await page.locator('#referral-tab-mine').click();
          await page.getByTestId('referral-code').waitFor();
          await page.screenshot({ path: `${shots}/referral-mine-${width}-${language}.png`, fullPage: width < 1000 });
          await page.goto(`${app.url}/vip`);
          await page.getByTestId('vip-cashback-rate').waitFor();
          await page.screenshot({ path: `${shots}/vip-${width}-${language}.png`, fullPage: width < 1000 });
          await context.close();
        }
    await friendContext.close();
    await referrerContext.close();
  });
});
