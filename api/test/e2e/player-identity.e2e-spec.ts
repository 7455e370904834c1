import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchErrors } from '../browser.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { captchaAnswer, latestCodeSentTo } from './db-peek.js';
import {
  startSmsGatewaySimulator,
  type SmsGatewaySimulator,
} from '../../src/modules/players/messaging/sms-simulator/sms-gateway-simulator.js';

const shots = process.env.E2E_SCREENSHOTS;
const unique = () => randomBytes(3).toString('hex');

describe('a player signs up, verifies a phone, logs out and back in', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  /** The players' phones: the SMS gateway the api sends to. */
  let sms: SmsGatewaySimulator;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    sms = await startSmsGatewaySimulator();
    app = await startTestApp({ databaseUrl: db.url, env: { SMS_GATEWAY_URL: sms.url, SERVE_WEB: 'true', REDIS_PREFIX: prefix } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sms?.close();
    await clearRedisPrefix(prefix);
    // the database keeps the new wallets: the test runner verifies the ledger on it, then drops it
  });

  it('on the mobile site', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    page.on(
      'response',
      (r) =>
        r.status() === 401 &&
        errors.push(
          `401 from ${r.request().method()} ${r.url()} on ${page.url()} auth=${(r.request().headers()['authorization'] ?? '').slice(0, 16)}`,
        ),
    );
    const username = `mobile${unique()}`;
    const phoneDigits = `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail').fill(`${username}@example.com`);
    await page.getByLabel('Phone number').fill(phoneDigits);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();

    // welcome pop-up after registration, then home
    await page.getByText('Registration successful').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/identity-welcome.png` });
    await page.getByRole('button', { name: 'Home Page' }).click();
    expect(await page.evaluate(() => localStorage.getItem('regPopup'))).toBe('0');

    // verify the phone with the code the SMS carried
    await page.goto(`${app.url}/profile`);
    await page.getByText('Not Verified').first().waitFor();
    await page.getByRole('button', { name: /Verify phone number/ }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCodeSentTo(sms, phoneDigits);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    if (shots) await page.screenshot({ path: `${shots}/identity-profile-verified.png` });

    // log out from the member menu, then log back in
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(username);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the spec's validation messages in the browser, and the server's answer to wrong credentials", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username').fill('bad name!');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid username (only letters and numbers)').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('Username').fill('nosuchplayer1');
    await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid credentials').waitFor();

    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Username').fill('short');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('Secret12!');
    await page.getByLabel('Confirm password').fill('Secret12');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of [
      'Username must be between 8 and 16 characters',
      'Invalid email address',
      'Invalid phone number (10-15 digits)',
      'Password can only contain letters and numbers (no special characters)',
      'Passwords do not match',
    ])
      await page.getByText(message).first().waitFor();
    await page.close();
  });

  it('on the desktop two-step registration, with its captcha', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const username = `desk${unique()}`;
    const captchaIds: string[] = [];
    page.on('response', (response) => {
      const id = response.headers()['x-captcha-id'];
      if (id) captchaIds.push(id);
    });

    await page.goto(`${app.url}/register`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Full name').fill('Rahim Uddin');
    await page.getByLabel('Phone number').fill('1812345678');
    await page.getByLabel('E-mail').fill(`${username}@example.com`);
    await page.getByRole('img', { name: 'Verification code image' }).waitFor();
    const answer = await captchaAnswer(prefix, captchaIds.at(-1)!);
    await page.getByLabel('Verification code', { exact: true }).fill(answer);
    await page.getByLabel('I confirm that I am 18 years old or older.').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration Successful!').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/identity-desktop-registered.png` });
    // the form is back at step 1
    await page.getByRole('button', { name: 'Next' }).waitFor();
    await page.close();
  });
});
