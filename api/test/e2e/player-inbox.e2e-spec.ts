import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * Issue 20: a finance clerk rejects a deposit with a reason in the back-office; the player, with /inbox
 * open, sees the message arrive (socket push, no reload), opens it, reads the reason, and it turns read.
 */
describe('player inbox in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

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

  it('finance1 rejects a deposit with a reason; demoplayer1 sees it arrive in /inbox, opens it and it is read', async () => {
    const login = await call('POST', '/api/login', undefined, { username: 'demoplayer1', password: 'Khela1234' });
    expect(login.status).toBe(200);
    const player = { id: String(login.body.remote_id), token: String(login.body.token) };
    const methods = await call('GET', '/api/showpayment-menthod?name=bKash');
    const agent = (methods.body.data as Json[]).find((m) => m.account_type === 'Agent')!;
    expect((await call('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=800', player.token)).status).toBe(200);
    const trx = `BK${Date.now().toString(36).toUpperCase()}`;
    const submitted = await call('POST', '/api/submit-deposit', player.token, {
      remote_id: player.id,
      account_number: '01700000001',
      transaction_id: trx,
      amount: '800.00',
      payment_id: agent.id,
      promotion_id: 0,
    });
    expect(submitted.status).toBe(200);
    const depositId = String(submitted.body.id);

    // the player, on the mobile site, with the inbox open (the demo seed may have written nothing yet)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ([token, id]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token!);
          localStorage.setItem('remote_id', id!);
        }
      },
      [player.token, player.id],
    );
    const playerPage = await context.newPage();
    const playerErrors = watchErrors(playerPage);
    const socketFrames: string[] = [];
    playerPage.on('websocket', (ws) => ws.on('framereceived', (frame) => socketFrames.push(String(frame.payload))));
    await playerPage.goto(`${app.url}/inbox`);
    await playerPage.getByRole('heading', { name: 'Inbox' }).waitFor();
    const before = (await call('GET', '/api/inbox', player.token)).body.data.total as number;
    const rejectedItems = playerPage.locator('.inbox-item', { hasText: 'Deposit rejected' });
    expect(await rejectedItems.count()).toBe(0);

    // finance1 rejects it in the back-office with a reason
    const office = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const officeErrors = watchErrors(office);
    await signInStaff(office, app.url, 'finance1');
    await office.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Payments/ })
      .click();
    const row = office.locator(`tr[data-request="deposit:${depositId}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = office.getByRole('dialog', { name: 'Reject deposit' });
    const reason = 'Transaction id not found at bKash';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject deposit' }).click();
    await row.waitFor({ state: 'detached' });

    // the message arrives on the open page through the inbox push (the badge and the list), no reload
    await rejectedItems.first().waitFor({ timeout: hangBound(15_000) });
    expect(socketFrames.some((f) => f.includes('["inbox",{"unread":'))).toBe(true);
    expect((await call('GET', '/api/inbox', player.token)).body.data.total).toBe(before + 1);
    const item = rejectedItems.first();
    await item.getByText('Your deposit of ৳800.00 was…').waitFor();
    await item.getByLabel('Unread').waitFor();
    await playerPage.getByTestId('inbox-unread').waitFor();
    if (process.env.E2E_SCREENSHOTS) await playerPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/player-inbox.png` });

    await item.getByRole('button').click();
    const popup = playerPage.getByRole('dialog', { name: 'Deposit rejected' });
    await popup.getByText(`Reason: ${reason}`, { exact: false }).waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();
    await item.getByLabel('Unread').waitFor({ state: 'detached' });
    const listed = (await call('GET', '/api/inbox', player.token)).body.data.data as Json[];
    expect(listed.find((m) => m.title === 'Deposit rejected')).toMatchObject({ is_read: true });

    // the same message in Bangla when the player switches language
    await playerPage.getByRole('button', { name: 'বাংলা' }).click();
    await playerPage.locator('.inbox-item', { hasText: 'জমা বাতিল হয়েছে' }).first().waitFor();

    expect(playerErrors).toEqual([]);
    expect(officeErrors).toEqual([]);
    await office.close();
    await context.close();
  });
});
