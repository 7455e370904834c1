import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser } from 'playwright-core';
import { RollUpPointsJob } from '../../src/modules/vip/jobs/roll-up-points.job.js';
import { CreditDepositCommand, DebitStakeCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const system = { actor: { kind: 'system', id: 'vip-e2e' } } as const;
const hourMs = 3_600_000;

/**
 * Issue 21: demoplayer1 has /vip open while stakes are rolled up into points: the card shows the new total
 * without a reload; below 10 VP the page says so; converting 10 VP adds the cash to the header's balance.
 */
describe('player VIP in the browser', () => {
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

  it('shows points as they are rolled up, refuses below 10 with the spec message, converts 10 VP to cash', async () => {
    const login = (await (
      await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demoplayer1', password: 'Khela1234' }),
      })
    ).json()) as { token: string; remote_id: string | number };
    const playerId = String(login.remote_id);
    const commands = app.app.get(CommandBus);
    await commands.execute(
      new CreditDepositCommand({ playerId, depositId: `vip-e2e-${playerId}`, channel: 'bkash', amount: 1_000_000n }, system),
    );

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ([token, id]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('remote_id', id!);
        localStorage.setItem('popup', '0');
      },
      [login.token, playerId],
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/vip`);
    const total = page.getByTestId('vip-total');
    await expect(total.textContent()).resolves.toBe('0');

    // 3,000 BDT staked: 30 VP once the hour is rolled up
    await commands.execute(
      new DebitStakeCommand({ playerId, provider: 'sim', transactionId: `vip-e2e-${Date.now()}`, amount: 300_000n }, system),
    );
    const job = app.app.get(RollUpPointsJob);
    const period = new Date(Math.floor(Date.now() / hourMs) * hourMs).toISOString();
    // the reactor records the stake after commit: run the hour's roll-up until it has taken it
    await waitFor(async () => (await job.run({ periodStart: period })).entries > 0);
    await page.waitForFunction(() => document.querySelector('[data-testid="vip-total"]')?.textContent === '30', undefined, {
      timeout: hangBound(10_000),
    });

    await page.fill('#vip-amount', '9');
    await page.getByText('Not enough points. Points must follow minimum VP required to convert.').waitFor();
    await page.click('.vip-convert__row button');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Minimum VP Required: 10');

    await page.fill('#vip-amount', '10');
    await page.click('.vip-convert__row button');
    await page.getByText('10 VP converted: ৳ 10.00 added to your balance.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="vip-total"]')?.textContent === '20', undefined, {
      timeout: hangBound(10_000),
    });
    const balance = (await (await fetch(`${app.url}/api/user/show`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as {
      balance: string;
    };
    expect(balance.balance).toBe('7010.00');
    expect(errors).toEqual([]);
    await context.close();
  });
});
