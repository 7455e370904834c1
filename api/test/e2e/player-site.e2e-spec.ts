import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  GameItem,
  GamesResponse,
  GeneralSettings,
  PromotionItem,
  ProvidersResponse,
  SliderItem,
  SystemsResponse,
} from '@khela/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../browser.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';

const shots = process.env.E2E_SCREENSHOTS;
const mobile = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * The demo catalogue's providers per type (api/src/modules/games/seed/demo-catalogue.seed.ts), and our own house
 * provider with its slot (Khela Originals' khela-slot, from migration 1795610000000).
 */
const seededProviders = {
  SLOT: ['Khela Originals', 'Meghna Games', 'Royal Tiger Gaming', 'Sundarban Slots'],
  LIVE: ['Bengal Tiger Live', 'Padma Live'],
};

const sorted = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b));

describe('the player site (issue 5): home, categories, /games, Bangla, desktop header, promotions, footer', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  /** A fresh visitor (own storage) on a new page, its console errors collected. */
  const visitor = async (viewport: { width: number; height: number }, options: { noticeSeen?: boolean } = {}) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // The system notice pop-up is tested on the first visit; later visitors have already closed it.
    if (options.noticeSeen !== false)
      await context.addInitScript(() => {
        if (localStorage.getItem('popup') === null) localStorage.setItem('popup', '0');
      });
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  };

  const providersOf = async (type: string): Promise<string[]> => {
    const { systems } = await getJson<SystemsResponse>(`/api/get-system?type=${type}`);
    const { data } = await getJson<ProvidersResponse>(`/api/get-provider?system=${encodeURIComponent(JSON.stringify(systems))}`);
    return data.map((provider) => provider.name);
  };

  const categoryPanel = (page: Page) => page.getByRole('region', { name: 'Game categories' }).getByRole('tabpanel');
  const panelProviders = async (page: Page) => (await categoryPanel(page).getByRole('button').allInnerTexts()).map((text) => text.trim());
  const gameNames = async (page: Page) =>
    page
      .getByRole('list', { name: 'Games' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));

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

  it('mobile home shows the marquee, a rotating banner, and category tabs with providers from the API', async () => {
    const general = await getJson<GeneralSettings>('/api/general');
    const slides = (await getJson<SliderItem[]>('/api/sliders?slider_type=Main')).filter((s) => s.status === 'active');
    expect(general.notice.length).toBeGreaterThan(0);
    expect(slides.length).toBeGreaterThan(1);
    const { page, errors } = await visitor(mobile, { noticeSeen: false });
    await page.goto(`${app.url}/`);

    // first visit: the system notice pops up; closing it is remembered
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('popup'))).toBe('0');

    // the marquee carries the notice list of GET /api/general
    const marquee = page.getByRole('region', { name: 'Notice' });
    for (const text of general.notice) await expect(marquee.getByText(text, { exact: false }).first().isVisible()).resolves.toBe(true);

    // the banner shows the API's Main sliders and moves on by itself within about 3.5 s
    const carousel = page.getByRole('region', { name: 'Banners' });
    const images = carousel.locator('[aria-roledescription="slide"] img');
    await expect(images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).resolves.toEqual(slides.map((s) => s.name));
    const activeSlide = () => carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label');
    const first = await activeSlide();
    expect(first).toMatch(/^\d+ \/ \d+$/);
    await page.waitForFunction(
      (before) => document.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute('aria-label') !== before,
      first,
      { timeout: 3500 },
    );
    expect(await activeSlide()).not.toBe(first);

    // the category tabs of spec section 2.3
    const tabs = page.getByRole('region', { name: 'Game categories' }).getByRole('tab');
    await expect(tabs.allInnerTexts()).resolves.toEqual(['Sports', 'Casino', 'Slot', 'Table', 'Poker', 'Crash', 'Fishing']);
    await page.getByRole('tab', { name: 'Slot' }).click();
    await expect(page.getByRole('tab', { name: 'Slot' }).getAttribute('aria-selected')).resolves.toBe('true');
    await categoryPanel(page).getByRole('button', { name: seededProviders.SLOT[0] }).waitFor();
    expect(sorted(await panelProviders(page))).toEqual(sorted(await providersOf('SLOT')));
    if (shots) await page.screenshot({ path: `${shots}/player-site-home-mobile.png` });
    expect(errors).toEqual([]);
  });

  it('mobile: switching a category lists its providers; a provider opens /games with its type and system, listing only its games', async () => {
    const { page, errors } = await visitor(mobile);
    await page.goto(`${app.url}/`);

    await page.getByRole('tab', { name: 'Slot' }).click();
    await categoryPanel(page).getByRole('button', { name: seededProviders.SLOT[0] }).waitFor();
    const slot = await panelProviders(page);
    await page.getByRole('tab', { name: 'Casino' }).click();
    await categoryPanel(page).getByRole('button', { name: seededProviders.LIVE[0] }).waitFor();
    const live = await panelProviders(page);

    expect(sorted(slot)).toEqual(seededProviders.SLOT);
    expect(sorted(live)).toEqual(seededProviders.LIVE);
    expect(sorted(slot)).toEqual(sorted(await providersOf('SLOT')));
    expect(sorted(live)).toEqual(sorted(await providersOf('LIVE')));
    expect(slot.filter((name) => live.includes(name))).toEqual([]);

    await page.getByRole('tab', { name: 'Slot' }).click();
    await categoryPanel(page).getByRole('button', { name: 'Sundarban Slots' }).click();
    await page.waitForURL(/\/games\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('type')).toBe('SLOT');
    expect(query.get('system')).toBe('SBS');

    const { games } = await getJson<GamesResponse>('/api/get-games?type=SLOT');
    const expected = games.filter((game) => game.platform === 'SBS').map((game) => game.name);
    expect(expected.length).toBeGreaterThan(1);
    await page.getByRole('list', { name: 'Games' }).waitFor();
    expect(sorted(await gameNames(page))).toEqual(sorted(expected));
    expect(errors).toEqual([]);
  });

  it('mobile /games: A-Z and Latest order the list differently, search narrows it, a guest tapping a game lands on /login', async () => {
    const { games } = await getJson<GamesResponse>('/api/get-games?type=SLOT');
    const sbs = games.filter((game: GameItem) => game.platform === 'SBS');
    const { page, errors } = await visitor(mobile);
    await page.goto(`${app.url}/games?type=SLOT&system=SBS&title=Slot`);
    const list = page.getByRole('list', { name: 'Games' });
    await list.waitFor();
    expect(sorted(await gameNames(page))).toEqual(sorted(sbs.map((game) => game.name)));

    await page.getByLabel('Sort').selectOption({ label: 'A-Z' });
    const az = await gameNames(page);
    expect(az).toEqual(sorted(sbs.map((game) => game.name)));

    // newest first: games tagged new lead the list
    const newGames = sbs.filter((game) => game.tags.includes('new')).map((game) => game.name);
    expect(newGames.length).toBeGreaterThan(0);
    await page.getByLabel('Sort').selectOption({ label: 'Latest' });
    // the list re-renders after the choice: wait until a new game leads it, then read it
    await list
      .getByRole('button')
      .first()
      .and(page.locator(newGames.map((name) => `[aria-label="${name}"]`).join(', ')))
      .waitFor();
    const latest = await gameNames(page);
    expect(sorted(latest)).toEqual(az);
    expect(latest).not.toEqual(az);
    expect(sorted(latest.slice(0, newGames.length))).toEqual(sorted(newGames));

    await page.getByRole('searchbox', { name: 'Search games' }).fill('delta');
    await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Games"] button').length === 1);
    expect(await gameNames(page)).toEqual(['Delta Riches']);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game');
    await page.getByText('No games').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await expect(list.getByRole('button').count()).resolves.toBe(sbs.length);

    await list.getByRole('button', { name: 'Delta Riches' }).click();
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('mobile: choosing Bangla changes the texts, and the choice is remembered after a reload', async () => {
    const { page, errors } = await visitor(mobile);
    await page.goto(`${app.url}/`);
    const toolbar = page.getByRole('navigation', { name: 'Login / Sign up' });
    await toolbar.getByRole('link', { name: 'Login' }).waitFor();

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    await page.getByRole('link', { name: 'লগইন', exact: true }).waitFor();
    await page.getByRole('link', { name: 'সাইন আপ', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'স্লট' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    if (shots) await page.screenshot({ path: `${shots}/player-site-home-bangla.png` });

    await page.reload();
    await page.getByRole('link', { name: 'লগইন', exact: true }).waitFor();
    expect(await page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'বাংলা' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('desktop: the header clock ticks every second in Dhaka time', async () => {
    const { page, errors } = await visitor(desktop);
    await page.goto(`${app.url}/`);
    const clock = page.getByLabel('Time in Dhaka');
    await clock.waitFor();
    const dhakaHour = () =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
    const read = async () => {
      const before = dhakaHour();
      const text = await clock.innerText();
      const after = dhakaHour();
      const time = /(\d{2}):(\d{2}):(\d{2})/.exec(text);
      expect(time).not.toBeNull();
      // (read between two computations, so an hour that turns over mid-read still matches)
      expect([before, after]).toContain(time![1]);
      expect(text).toContain('GMT+6');
      return text;
    };
    const first = await read();
    // it ticks: the text changes within a few seconds (a stopped clock fails here)
    const shown = await clock.elementHandle();
    await page.waitForFunction(([element, was]) => (element as HTMLElement).innerText !== was, [shown, first] as const, {
      timeout: hangBound(5_000),
    });
    const second = await read();
    expect(second).not.toBe(first);
    expect(errors).toEqual([]);
  });

  it('desktop promotions: choosing Slots shows only the promotions whose categories share a bit with 1', async () => {
    const promotions = await getJson<PromotionItem[]>('/api/promotion');
    // Welcome Offer (99) is a category id of its own, not a set of flags (see web-player's category-filter.ts)
    const sharesBit = (promo: PromotionItem, flag: number) => promo.categories.some((c) => c !== 99 && (c & flag) !== 0);
    const slots = promotions.filter((promo) => sharesBit(promo, 1)).map((promo) => promo.name);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThan(promotions.length);

    const { page, errors } = await visitor(desktop);
    await page.goto(`${app.url}/promotions`);
    const cardTitles = () => page.locator('.promos__list').getByRole('heading', { level: 3 }).allInnerTexts();
    const strip = page.getByRole('tablist', { name: 'Promotion categories' });
    await strip.waitFor();
    await page.locator('.promos__list').getByRole('heading', { level: 3 }).first().waitFor();
    expect(sorted(await cardTitles())).toEqual(sorted(promotions.map((promo) => promo.name)));

    await strip.getByRole('tab', { name: 'Slots', exact: true }).click();
    await expect(strip.getByRole('tab', { name: 'Slots', exact: true }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.waitForFunction((count) => document.querySelectorAll('.promos__list h3').length === count, slots.length);
    const shown = await cardTitles();
    expect(sorted(shown)).toEqual(sorted(slots));
    for (const name of shown) {
      const promo = promotions.find((p) => p.name === name)!;
      expect(promo.categories.some((c) => (c & 1) !== 0)).toBe(true);
    }

    // and another filter shows another set: Sports (4)
    await strip.getByRole('tab', { name: 'Sports', exact: true }).click();
    const sports = promotions.filter((promo) => sharesBit(promo, 4)).map((promo) => promo.name);
    await page.waitForFunction((count) => document.querySelectorAll('.promos__list h3').length === count, sports.length);
    expect(sorted(await cardTitles())).toEqual(sorted(sports));
    if (shots) await page.screenshot({ path: `${shots}/player-site-promotions-desktop.png` });
    expect(errors).toEqual([]);
  });

  it('desktop: the footer folds and unfolds with Show More / Show Less', async () => {
    const { page, errors } = await visitor(desktop);
    await page.goto(`${app.url}/`);
    const footer = page.getByRole('contentinfo');
    const more = footer.getByRole('button', { name: 'Show More' });
    await more.waitFor();
    const height = () => footer.evaluate((element) => element.getBoundingClientRect().height);
    const folded = await height();
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    await more.click();
    const less = footer.getByRole('button', { name: 'Show Less' });
    await less.waitFor();
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    const unfolded = await height();
    expect(unfolded).toBeGreaterThan(folded);

    await less.click();
    await more.waitFor();
    expect(await height()).toBeCloseTo(folded, 0);
    expect(errors).toEqual([]);
  });

  it('issue 21: Referral is built: a guest opening /referral or /refrrel-program is sent to /login (in the desktop layout and on a phone)', async () => {
    const { page, errors } = await visitor({ width: 1440, height: 900 });
    for (const path of ['/referral', '/refrrel-program']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(`${app.url}/login`);
      expect(await page.getByText('Page not found').count()).toBe(0);
    }

    await page.goto(`${app.url}/login`);
    const column = page.locator('.desktop-shell .form-page--desktop');
    await column.getByRole('button', { name: 'Login' }).waitFor();
    await page.locator('.desktop-nav').waitFor();
    await page.locator('.desktop-shell__footer .site-footer').waitFor();
    const box = (await column.boundingBox())!;
    const middle = await page.evaluate(() => document.documentElement.clientWidth / 2);
    expect(Math.abs(box.x + box.width / 2 - middle)).toBeLessThan(2);
    if (shots) await page.screenshot({ path: `${shots}/player-site-login-desktop.png` });

    const phone = await visitor(mobile);
    await phone.page.goto(`${app.url}/refrrel-program`);
    await phone.page.waitForURL(`${app.url}/login`);
    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
