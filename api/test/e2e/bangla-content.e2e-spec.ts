import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../browser.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';

const fontFile = /\/assets\/noto-sans-bengali-bengali-\d00-normal-[\w-]+\.woff2$/;

/** Every request the page makes for our Bengali font file. */
function watchFontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (fontFile.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** The system notice pop-up stays closed (as after a player closed it once), so nothing covers the page. */
const noNoticePopup = () => window.localStorage.setItem('popup', '0');

/** Resolves once the page's font loads are done. */
const fontsSettled = (page: Page) => page.evaluate(async () => void (await document.fonts.ready));

/** The faces of our family the page has loaded (the browser reports 'loaded' once a file has been fetched and decoded). */
const loadedBengaliFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans Bengali' && face.status === 'loaded')
      .map((f) => f.weight),
  );

/**
 * Bilingual content in a real browser (issue 14): the demo's staff-written texts in English, then in
 * Bangla after the switch, drawn with our self-hosted Noto Sans Bengali, which only a page showing
 * Bengali script fetches. This machine has no Bengali system font, so any Bangla glyph on screen is ours.
 */
describe('Bangla content and its web font (Chromium)', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.drop();
  });

  it('English on desktop fetches no Bengali font; switching to Bangla refetches the content in Bangla and draws it with our font', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(noNoticePopup);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const fonts = watchFontRequests(page);
    await page.goto(`${app.url}/`);
    await page.getByText('Welcome to Khela!', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Tiger Fortune' }).first().waitFor();
    await fontsSettled(page);
    expect(await page.evaluate(() => /[\u0980-\u09FF]/.test(document.body.innerText))).toBe(false);
    expect(fonts).toEqual([]);
    expect(await loadedBengaliFaces(page)).toEqual([]);

    await page.getByRole('button', { name: 'বাংলা' }).click();
    // Staff's Bangla from the demo seed: the marquee, a banner caption, a featured game's name.
    await page.getByText('খেলায় স্বাগতম!', { exact: false }).first().waitFor();
    await page.getByRole('img', { name: 'ওয়েলকাম অফার ১০০%' }).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'টাইগার ফরচুন' }).first().waitFor();
    // Regular and bold text: both faces arrive (the bold one with the buttons and the active menu item).
    await page.waitForFunction(
      () => document.fonts.check('16px "Noto Sans Bengali"', 'খেলা ৳') && document.fonts.check('700 16px "Noto Sans Bengali"', 'খেলা'),
    );
    await fontsSettled(page);
    expect(fonts.length).toBeGreaterThan(0);
    expect((await loadedBengaliFaces(page)).sort()).toEqual(['400', '700']);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/player-home-bangla-desktop.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a phone in Bangla: the marquee with the taka sign, the banner captions and game names, all in our font', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(noNoticePopup);
    await context.addInitScript(() => window.localStorage.setItem('lang', 'bn'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    const fonts = watchFontRequests(page);
    await page.goto(`${app.url}/`);
    await page.getByText('সর্বোচ্চ ৳২,০০০', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'রকেট রিকশা' }).first().waitFor();
    await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Bengali"', '৳২,০০০'));
    await fontsSettled(page);
    expect(fonts.length).toBeGreaterThan(0);
    expect(await loadedBengaliFaces(page)).toContain('400');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/player-home-bangla-phone.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
