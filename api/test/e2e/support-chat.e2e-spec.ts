import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * Issue 20: a player writes to support from the phone-sized site; support1 answers from the back-office
 * console; the player sees the answer arrive live (no reload), and their message turns read.
 */
describe('support chat in the browser', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

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

  it('demoplayer1 writes in chat, support1 answers from the console, the player sees it live', async () => {
    const login = await call('POST', '/api/login', undefined, { username: 'demoplayer1', password: 'Khela1234' });
    expect(login.status).toBe(200);
    const player = { id: String(login.body.remote_id), token: String(login.body.token) };

    // the player, on a phone-sized page: /chat, Send us a Message, writes
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ([token, id]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token!);
          localStorage.setItem('remote_id', id!);
          localStorage.setItem('username', 'demoplayer1');
          localStorage.setItem('popup', '0'); // the system notice was seen: the chat button is what this test presses
        }
      },
      [player.token, player.id],
    );
    const playerPage = await context.newPage();
    const playerErrors = watchErrors(playerPage);
    await playerPage.goto(`${app.url}/`);
    await playerPage.getByRole('button', { name: 'Chat with support' }).click();
    await playerPage.waitForURL(/\/chat$/);
    await playerPage.getByRole('heading', { name: 'Hello demoplayer1! How can we help you today?' }).waitFor();
    // nobody is online yet: the player is told when to expect a reply
    await playerPage.getByText('Our agents are away. Expect a reply within 2 hours.').waitFor();
    await playerPage.getByRole('button', { name: 'Send us a Message' }).click();
    await playerPage.waitForURL(/\/chat-box\/\d+$/);
    const chatId = Number(/chat-box\/(\d+)/.exec(playerPage.url())![1]);
    const box = playerPage.getByRole('textbox', { name: 'Type a message' });
    // an empty message is not sent
    await box.fill('   ');
    await playerPage.getByRole('button', { name: 'Send' }).click();
    await playerPage.getByRole('alert').getByText('Please type a message. An empty message is not sent.').waitFor();
    await box.fill('My deposit has not arrived yet');
    await playerPage.getByRole('button', { name: 'Send' }).click();
    const mine = playerPage.locator('.chat-bubble--player', { hasText: 'My deposit has not arrived yet' });
    await mine.waitFor();
    await mine.getByLabel('Delivered').waitFor();

    // support1 in the back-office: online, opens the conversation from the queue, answers
    const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const officeErrors = watchErrors(office);
    await signInStaff(office, app.url, 'support1');
    await office.getByRole('heading', { name: 'Welcome, Sabbir Support' }).waitFor();
    await office
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Support chat/ })
      .click();
    await office.getByRole('heading', { name: 'Support chat' }).waitFor();
    await office.getByRole('group', { name: 'Your presence' }).getByRole('button', { name: 'Online' }).click();
    await office.getByRole('group', { name: 'Your presence' }).getByRole('button', { name: 'Online', pressed: true }).waitFor();
    const entry = office.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /demoplayer1/ });
    await entry.getByText(/Waiting \d+ min/).waitFor();
    await entry.click();
    const conversation = office.getByRole('region', { name: 'Conversation with demoplayer1' });
    await conversation.getByText('My deposit has not arrived yet').waitFor();
    await office.getByRole('region', { name: 'The player' }).getByText('Main balance').waitFor();

    // opening it marks the player's message read: the player's tick turns to read, live
    await mine.getByLabel('Read').waitFor({ timeout: hangBound(10_000) });

    // typing shows on the other side, both ways
    await box.pressSequentially('Is it');
    await conversation.getByText('demoplayer1 is typing…').waitFor({ timeout: hangBound(10_000) });
    await conversation.getByRole('textbox', { name: 'Write a reply' }).pressSequentially('We are');
    await playerPage.getByText('Sabbir Support is typing…').waitFor({ timeout: hangBound(10_000) });

    await conversation.getByRole('textbox', { name: 'Write a reply' }).fill('We are checking your deposit now');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await conversation.locator('.chat-message--agent', { hasText: 'We are checking your deposit now' }).waitFor();

    // the player sees the answer on the open page, without reloading
    await playerPage
      .locator('.chat-bubble--agent', { hasText: 'We are checking your deposit now' })
      .waitFor({ timeout: hangBound(10_000) });
    await playerPage.getByText('Sabbir Support').first().waitFor();
    const stored = await call('GET', `/api/chats/${chatId}/messages`, player.token);
    expect((stored.body.messages as Json[]).map((m) => [m.sender, m.content])).toEqual([
      ['player', 'My deposit has not arrived yet'],
      ['agent', 'We are checking your deposit now'],
    ]);
    // the player's page in Bangla keeps the conversation and speaks Bangla
    await playerPage.getByRole('button', { name: 'বাংলা' }).click();
    await playerPage.getByRole('textbox', { name: 'একটি বার্তা লিখুন' }).waitFor();
    await playerPage.locator('.chat-bubble--agent', { hasText: 'We are checking your deposit now' }).waitFor();
    if (process.env.E2E_SCREENSHOTS) {
      await playerPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/player-chat-box.png` });
      await office.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backoffice-chat.png` });
    }

    expect(playerErrors).toEqual([]);
    expect(officeErrors).toEqual([]);
    await office.close();
    await context.close();
  });
});
