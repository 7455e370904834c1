import type { GeneralSettings, PromotionItem } from '@khela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/i18n';
import { refetchContentOnLanguageChange } from '@/lib/refetch-content-on-language-change';
import { gameFixture, generalFixture } from '@/testing/fixtures';
import { PromotionsMobile } from '@/features/promotions/components/promotions-mobile';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { appRoutes } from './router';

type Language = 'en' | 'bn';

/** Staff-written content as the API answers it in each language (it picks by Accept-Language). */
const content: Record<Language, Record<string, unknown>> = {
  en: {
    '/api/general': { ...generalFixture, notice: ['Deposit in taka today'], maintenance_text: 'Back at 6 pm.' },
    '/api/sliders': [
      { id: 1, name: 'Welcome Offer', link: '/promotions', thubmnail: '/storage/s.svg', status: 'active', slider_type: 'Main', order: 0 },
    ],
    '/api/get-games': { games: [gameFixture({ code: 'G1', name: 'Tiger Fortune', tags: ['featured'] })] },
    '/api/promotion': [promotion('Slots Reload', 'Ten percent extra every Friday for slots')],
  },
  bn: {
    '/api/general': { ...generalFixture, notice: ['আজই টাকায় ডিপোজিট করুন'], maintenance_text: 'সন্ধ্যা ৬টায় ফিরছি।' },
    '/api/sliders': [
      { id: 1, name: 'ওয়েলকাম অফার', link: '/promotions', thubmnail: '/storage/s.svg', status: 'active', slider_type: 'Main', order: 0 },
    ],
    '/api/get-games': { games: [gameFixture({ code: 'G1', name: 'টাইগার ফরচুন', tags: ['featured'] })] },
    '/api/promotion': [promotion('স্লটস রিলোড', 'প্রতি শুক্রবার স্লটে দশ শতাংশ বাড়তি')],
  },
};

function promotion(name: string, desc: string): PromotionItem {
  return {
    id: 5,
    name,
    desc,
    thumbnail: '',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    status: 'display',
    deposit_bouns: 10,
    turnover_multiplier: 3,
    bonus_target: 'bonus',
    categories: [1],
  };
}

/** Answers each path in the language the request asked for; records the languages asked. */
function stubApi(overrides: Partial<Record<Language, Partial<GeneralSettings>>> = {}) {
  const asked: { path: string; language: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = requestPath(input);
      const language = new Headers(init?.headers).get('Accept-Language') === 'bn' ? 'bn' : 'en';
      asked.push({ path, language });
      if (path === '/api/general') return jsonResponse({ ...(content[language][path] as object), ...overrides[language] });
      if (path in content[language]) return jsonResponse(content[language][path]);
      if (path === '/api/market/block') return jsonResponse({ exchange_market: 1, cs_market: 1, status: 'active' });
      if (path === '/api/get-system') return jsonResponse({ systems: [], message: 'ok' });
      if (path === '/api/get-provider') return jsonResponse({ data: [], message: 'ok' });
      return jsonResponse([]);
    }),
  );
  return asked;
}

let unsubscribe = () => {};
afterEach(() => unsubscribe());

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  unsubscribe = refetchContentOnLanguageChange(queryClient, i18n);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('staff-written content in the player’s language', () => {
  it('home: the marquee, banner caption and game names come again in Bangla when the player switches, asked with Accept-Language: bn', async () => {
    const asked = stubApi();
    renderApp('/');
    expect((await screen.findByRole('region', { name: 'Notice' })).textContent).toContain('Deposit in taka today');
    expect(await screen.findByRole('img', { name: 'Welcome Offer' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Tiger Fortune' })).toBeTruthy();

    act(() => changeLanguage('bn'));

    expect(await screen.findByRole('img', { name: 'ওয়েলকাম অফার' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'টাইগার ফরচুন' })).toBeTruthy();
    expect((await screen.findAllByText('আজই টাকায় ডিপোজিট করুন', { exact: false })).length).toBeGreaterThan(0);
    for (const path of ['/api/general', '/api/sliders', '/api/get-games']) {
      expect(asked.filter((a) => a.path === path).map((a) => a.language)).toEqual(expect.arrayContaining(['en', 'bn']));
    }
  });

  it('promotions: the card shows the Bangla name and description a Bangla page asked for', async () => {
    changeLanguage('bn');
    const asked = stubApi();
    renderWithProviders(<PromotionsMobile />);
    const name = await screen.findByRole('heading', { level: 3, name: 'স্লটস রিলোড' });
    expect(within(name.parentElement!).getByText(/প্রতি শুক্রবার/)).toBeTruthy();
    expect(screen.queryByText('Slots Reload')).toBeNull();
    expect(asked).toContainEqual({ path: '/api/promotion', language: 'bn' });
  });

  it('maintenance: staff’s text in the player’s language replaces the page’s own text', async () => {
    stubApi({ en: { site_status: 0 }, bn: { site_status: 0 } });
    renderApp('/');
    expect(await screen.findByText('Back at 6 pm.')).toBeTruthy();
    act(() => changeLanguage('bn'));
    expect(await screen.findByText('সন্ধ্যা ৬টায় ফিরছি।')).toBeTruthy();
  });

  it('maintenance: without staff text the page keeps its own', async () => {
    stubApi({ en: { site_status: 0, maintenance_text: '' } });
    renderApp('/');
    expect(await screen.findByText("We're currently undergoing Maintenance!")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Back at 6 pm.');
  });
});
