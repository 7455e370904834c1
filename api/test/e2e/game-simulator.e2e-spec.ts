/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createServer } from 'node:net';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { SessionStore } from '../../src/modules/auth/index.js';
import { DemoCatalogueSeed } from '../../src/modules/games/seed/demo-catalogue.seed.js';
import { DemoGameProvidersSeed } from '../../src/modules/games/seed/demo-game-providers.seed.js';
import { startGameSimulator, type GameSimulator } from '../../src/modules/games/provider-simulator/simulator-server.js';
import { CreditDepositCommand, GetWalletQuery, OpenWalletCommand, type WalletView } from '../../src/modules/wallet/index.js';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

const secret = 'e2e-sim-secret-0123456789';
const system = { actor: { kind: 'system', id: 'game-simulator-e2e' } } as const;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The simulator's game pages in a real browser: they load under their CSP, play rounds, show the balance. */
describe('game provider simulator pages in the browser', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let simulator: GameSimulator;
  let browser: Browser;
  let sql: pg.Pool;

  const stakeable = async (playerId: string) => {
    const { balances } = (await app.app.get(QueryBus).execute(new GetWalletQuery(playerId))) as WalletView;
    return Number(balances.main + balances.bonus);
  };
  /** A funded player's launch URL for a game, as /gamerun would frame it. */
  const launchUrl = async (name: string, gameCode: string, lang: 'en' | 'bn') => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        name,
        `${name}@example.test`,
        `0191${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        `${name}${prefix.slice(-5)}`.toUpperCase(),
      ],
    );
    const id = rows[0]!.id;
    const commands = app.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `e2e-${id}`, channel: 'bkash', amount: 100_000n }, system));
    const bearer = (await app.app.get(SessionStore).issue('player', id)).token;
    const res = await fetch(`${app.url}/api/game-run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'accept-language': lang },
      body: JSON.stringify({ gameCode, externalURL: `${app.url}/games` }),
    });
    const { url } = (await res.json()) as { url: string };
    const launch = new URL(url);
    launch.searchParams.set('lang', lang);
    return { id, url: launch.href };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'api',
      env: { REDIS_PREFIX: prefix, GAME_SIM_URL: `http://127.0.0.1:${port}`, GAME_SIM_SECRET: secret },
    });
    simulator = await startGameSimulator({ apiUrl: app.url, secret, port });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    await app.app.get(DemoCatalogueSeed).seed();
    await app.app.get(DemoGameProvidersSeed).seed();
    browser = await launchBrowser();
  }, hangBound(60_000));

  afterAll(async () => {
    await browser?.close();
    await simulator?.close();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it("the slot: balance shown, paytable with its RTP, a spin shows the wallet's new balance", async () => {
    const player = await launchUrl('slotplayer', 'RTG-TIGER-FORTUNE', 'en');
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(player.url);
    await page.getByText('Balance: ৳ 1000.00').waitFor();
    await page.getByText('Paytable · Return to player (RTP) 95.81%').click();
    await expect(page.locator('table.pays tr').count()).resolves.toBe(6);

    await page.getByRole('button', { name: '৳ 50.00' }).click();
    await page.getByRole('button', { name: 'Spin' }).click();
    await page
      .locator('.message')
      .filter({ hasText: /You won|No win this time/ })
      .waitFor();
    const after = await stakeable(player.id);
    await page.getByText(`Balance: ৳ ${(after / 100).toFixed(2)}`).waitFor();
    expect(await page.locator('.cell').count()).toBe(9);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('roulette in Bangla: chips on the table, a spin shows the pocket and the new balance', async () => {
    const player = await launchUrl('tableplayer', 'PDL-PADMA-ROULETTE', 'bn');
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(player.url);
    await page.getByText('ব্যালেন্স: ৳ 1000.00').waitFor();
    await page.getByRole('button', { name: 'লাল', exact: true }).click();
    await page.getByRole('button', { name: '17', exact: true }).click();
    await page.getByText('আপনার বাজি: ৳ 20.00').waitFor();
    await page.getByRole('button', { name: 'স্পিন' }).click();
    await page
      .locator('.message')
      .filter({ hasText: /আপনি জিতেছেন|এবার জেতেননি/ })
      .waitFor();
    await page.locator('.history span').first().waitFor();
    const after = await stakeable(player.id);
    await page.getByText(`ব্যালেন্স: ৳ ${(after / 100).toFixed(2)}`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
