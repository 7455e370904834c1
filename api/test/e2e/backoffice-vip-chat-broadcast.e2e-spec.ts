import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * Issue 20's VIP parts in the browser: support1 sees demoplayer1's VIP level in the chat queue and the
 * conversation's header; content1 sends a broadcast to one VIP level from the form, and only the player at
 * that level receives it. Screens at 1366 and 390 px, in English and Bangla (E2E_SCREENSHOTS=<dir>).
 */
describe('VIP level in the support chat and in broadcast segments', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const signIn = async (username: string) => {
    const login = await call('POST', '/api/login', undefined, { username, password: 'Khela1234' });
    expect(login.status).toBe(200);
    return { id: String(login.body.remote_id), token: String(login.body.token) };
  };
  /** The page at both widths in both languages; the back-office remembers the language in localStorage. */
  const screens = async (page: Page, name: string, ready: (page: Page, lang: 'en' | 'bn') => Promise<void>) => {
    if (!shots) return;
    for (const lang of ['en', 'bn'] as const) {
      await page.evaluate((l) => localStorage.setItem('khela-backoffice-lang', l), lang);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.reload();
        await ready(page, lang);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/${name}-${width}-${lang}.png`, fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'en'));
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('support sees the player’s VIP level; content sends to one VIP level and only its player receives it', async () => {
    const vip = await signIn('demoplayer1');
    const other = await signIn('demoplayer2');
    // demoplayer1 has reached Expert II; demoplayer2 never earned a point (the lowest level)
    await sql.query(
      `INSERT INTO vip_accounts (player_id, lifetime_points_milli, level_code) VALUES ($1, 2600000, 'expert-2')
       ON CONFLICT (player_id) DO UPDATE SET level_code = 'expert-2', lifetime_points_milli = 2600000`,
      [vip.id],
    );
    const chat = await call('POST', '/api/chats', vip.token, {});
    expect(
      (await call('POST', '/api/messages', vip.token, { chat_id: chat.body.chat.id, content: 'When is my VIP cash-back paid?' })).status,
    ).toBe(200);

    // support1: the queue and the conversation name the level
    const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const officeErrors = watchErrors(office);
    await signInStaff(office, app.url, 'support1');
    await office.waitForURL(/\/backoffice\/?$/);
    await office.goto(`${app.url}/backoffice/chat`);
    const entry = office.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /demoplayer1/ });
    await entry.getByText('VIP Expert II').waitFor();
    await entry.click();
    const conversation = office.getByRole('region', { name: 'Conversation with demoplayer1' });
    await conversation.getByRole('heading', { name: 'demoplayer1 VIP Expert II' }).waitFor();
    await conversation.getByText('When is my VIP cash-back paid?').waitFor();
    await screens(office, 'backoffice-chat-vip', async (page, lang) => {
      const level = lang === 'en' ? 'VIP Expert II' : 'ভিআইপি এক্সপার্ট II';
      await page.locator('.chat-conversation__head').getByText(level).waitFor();
    });
    expect(officeErrors).toEqual([]);
    await office.close();

    // content1: a segment of Expert II from the form
    const form = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const formErrors = watchErrors(form);
    await signInStaff(form, app.url, 'content1');
    await form.waitForURL(/\/backoffice\/?$/);
    await form.goto(`${app.url}/backoffice/inbox-broadcasts`);
    const newBroadcast = form.getByRole('form', { name: 'New broadcast' });
    await newBroadcast.getByLabel('Title (English)').fill('Expert weekend');
    await newBroadcast.getByLabel('Title (Bangla)').fill('এক্সপার্ট সপ্তাহান্ত');
    await newBroadcast.getByLabel('Message (English)').fill('Double VIP points for Expert II this weekend.');
    await newBroadcast.getByLabel('Message (Bangla)').fill('এই সপ্তাহান্তে এক্সপার্ট II-এর জন্য দ্বিগুণ ভিআইপি পয়েন্ট।');
    await newBroadcast.getByLabel('Send to').selectOption('segment');
    const levels = newBroadcast.getByRole('group', { name: 'VIP levels' });
    await levels.getByLabel('Expert II', { exact: true }).check();
    await newBroadcast.getByRole('button', { name: 'Send now' }).click();
    await form.getByText('The broadcast is scheduled.').waitFor();
    const row = form.locator('tr', { hasText: 'Expert weekend' });
    await row.getByText('VIP: Expert II').waitFor();
    await row
      .getByRole('cell', { name: '1', exact: true })
      .first()
      .waitFor({ timeout: hangBound(15_000) });

    const inbox = async (token: string) => (await call('GET', '/api/inbox', token)).body.data.data as Json[];
    await waitFor(async () => (await inbox(vip.token)).some((m) => m.title === 'Expert weekend'), hangBound(10_000));
    expect((await inbox(other.token)).some((m) => m.title === 'Expert weekend')).toBe(false);

    // the form as staff see it with a segment of VIP levels chosen
    await screens(form, 'backoffice-broadcast-vip', async (page, lang) => {
      const f = page.getByRole('form', { name: lang === 'en' ? 'New broadcast' : 'নতুন বার্তা' });
      await f.locator('select').first().selectOption('segment');
      await f
        .getByRole('group', { name: lang === 'en' ? 'VIP levels' : 'ভিআইপি লেভেল' })
        .getByLabel(lang === 'en' ? 'Master I' : 'মাস্টার I', { exact: true })
        .check();
    });
    expect(formErrors).toEqual([]);
    await form.close();
  });
});
