import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/** Signs in through the real form with the password and a code computed from the seeded TOTP secret. */
async function signIn(page: Page, base: string, username: string): Promise<void> {
  await signInStaff(page, base, username);
}

describe('back-office payments queue in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        // staff money moves need a key; each call here is a new decision (repeats: staff-idempotency.integration-spec.ts)
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  /** A receipt as a player would photograph it: rendered by the browser itself, as PNG bytes. */
  const receiptImage = async (trx: string): Promise<Buffer> => {
    const page = await browser.newPage({ viewport: { width: 360, height: 240 } });
    await page.setContent(
      `<div id="r" style="width:320px;padding:16px;font:14px sans-serif;background:#e2136e;color:#fff">
         <b>bKash</b> Cash Out successful<br>Amount ৳1,000.00<br>TrxID ${trx}<br>To 01710000001</div>`,
    );
    const png = await page.locator('#r').screenshot();
    await page.close();
    return png;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // SEED_DEMO: the demo staff (finance1 with its TOTP secret), demoplayer1 (phone verified) and the payment methods.
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
  }, hangBound(60_000));

  // The deposit moved money through the ledger: the runner verifies the ledger, then drops the database.
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('finance1 sees a new deposit with its receipt in the live queue, approves it, and the player is credited', async () => {
    // The player's side, through the API: log in, take a receiving number, submit the deposit, upload the receipt.
    const login = await call('POST', '/api/login', undefined, { username: 'demoplayer1', password: 'Khela1234' });
    expect(login.status).toBe(200);
    const player = { id: String(login.body.remote_id), token: String(login.body.token) };
    const balance = async () => (await call('GET', '/api/user/show', player.token)).body.balance as string;
    const before = Number(await balance());

    const methods = await call('GET', '/api/showpayment-menthod?name=bKash');
    const agent = (methods.body.data as Json[]).find((m) => m.account_type === 'Agent')!;
    const number = await call('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000', player.token);
    expect(number.status).toBe(200);

    const browserPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(browserPage);
    await signIn(browserPage, app.url, 'finance1');
    await browserPage.getByRole('heading', { name: 'Welcome, Farhana Finance' }).waitFor();
    await browserPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Payments/ })
      .click();
    await browserPage.getByRole('heading', { name: /Payments queue/ }).waitFor();
    await browserPage.getByText('Live', { exact: true }).waitFor();

    // Submitted while finance1 watches: the row arrives through the /staff socket, without a reload.
    const trx = `BK${Date.now().toString(36).toUpperCase()}`;
    const submitted = await call('POST', '/api/submit-deposit', player.token, {
      remote_id: player.id,
      account_number: '01700000001',
      transaction_id: trx,
      amount: '1000.00',
      payment_id: agent.id,
      promotion_id: 0,
    });
    expect(submitted).toMatchObject({ status: 200, body: { success: true } });
    const depositId = String(submitted.body.id);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await receiptImage(trx))], { type: 'image/png' }), 'receipt.png');
    const upload = await fetch(`${app.url}/api/deposits/${depositId}/receipts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    const row = browserPage.locator(`tr[data-request="deposit:${depositId}"]`);
    await row.waitFor();
    await row.getByText(trx).waitFor();
    await row.getByText('1,000.00').waitFor();
    await row.getByRole('link', { name: 'demoplayer1' }).waitFor();
    await row.getByText('pending').waitFor();
    // The server pushes on submission, not on the receipt upload after it (the page picks receipts up on
    // its 15 s background refresh): reload to see it now. It comes with the staff token as a blob URL.
    await browserPage.reload();
    await row.locator('img.receipt-thumb__img').waitFor();
    await browserPage.waitForFunction((id) => {
      const img = document.querySelector<HTMLImageElement>(`tr[data-request="deposit:${id}"] img.receipt-thumb__img`);
      return !!img && img.complete && img.naturalWidth > 0 && img.src.startsWith('blob:');
    }, depositId);
    await browserPage.locator('.nav-badge').waitFor();
    if (process.env.E2E_SCREENSHOTS) await browserPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-payments.png` });

    await row.getByRole('button', { name: 'Open receipt 1 of 1' }).click();
    const viewer = browserPage.getByRole('dialog', { name: 'Receipt 1 of 1' });
    await viewer.locator('img').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = browserPage.getByRole('dialog', { name: 'Approve deposit' });
    await dialog.getByText(trx).waitFor();
    await dialog.getByRole('button', { name: 'Approve deposit' }).click();
    await browserPage.getByText(`Deposit #${depositId} of demoplayer1: Approved: the deposit is being credited.`).waitFor();
    await row.waitFor({ state: 'detached' });

    // The settlement job credits the main balance once.
    let after = before;
    for (let i = 0; i < 60 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = Number(await balance());
    }
    expect(after).toBe(before + 1000);
    const again = await call('POST', `/api/admin/payments/deposits/${depositId}/approve`);
    expect(again.status).toBe(401);

    expect(errors).toEqual([]);
    await browserPage.close();
  });
});
