/// <reference lib="dom" />
// Browser tests pass functions to the page (page.waitForFunction, locator.evaluate): they need DOM types.
import { existsSync } from 'node:fs';
import { generateSync } from 'otplib';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { demoStaff } from '../src/modules/backoffice/domain/demo-staff.js';

/** Debian's Chromium (apt-get install chromium); the test runner installs it when missing. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: install the Debian package "chromium".`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Collects console errors and uncaught page errors, which a healthy page never has. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/** The TOTP time step (30 s) each member last signed in with in this test file: the API accepts a code once. */
const lastSignInStep = new Map<string, number>();
const totpStep = () => Math.floor(Date.now() / 30_000);

/**
 * Signs a demo staff member (demo-staff.ts) in on the back-office's sign-in form, with password and the
 * authenticator code of now; it clicks "Sign in" and returns (a test waits for what it expects next). A second
 * sign-in of the same member within one 30 s step waits for the next code (the first one is spent).
 */
export async function signInStaff(page: Page, base: string, username: string): Promise<void> {
  const staff = demoStaff.find((s) => s.username === username);
  if (!staff) throw new Error(`no demo staff member "${username}"`);
  await page.goto(`${base}/backoffice`);
  await page.waitForURL(/\/backoffice\/sign-in$/);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  while (lastSignInStep.get(username) === totpStep()) await new Promise((resolve) => setTimeout(resolve, 500));
  const code = generateSync({ secret: staff.totpSecret });
  lastSignInStep.set(username, totpStep());
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
