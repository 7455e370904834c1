import type { GeneralSettings } from '@khela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/i18n';
import { refetchContentOnLanguageChange } from '@/lib/refetch-content-on-language-change';
import { gameFixture, generalFixture } from '@/testing/fixtures';
import { jsonResponse, requestPath, stubFetchByPath, stubViewportWidth } from '@/testing/render';
import { appRoutes } from '../router';

const sliders = ['Welcome', 'Cricket'].map((name, i) => ({
  id: i + 1,
  name,
  link: '/promotions',
  thubmnail: `/storage/slider/${name}.svg`,
  status: 'active',
  slider_type: 'Main',
  order: i,
}));

function stubSite(general: Partial<GeneralSettings> = {}, extra: Record<string, unknown> = {}) {
  return stubFetchByPath({
    '/api/general': { ...generalFixture, ...general },
    '/api/logo': [],
    '/api/sliders': sliders,
    '/api/sociallink': [],
    '/api/market/block': { exchange_market: 1, cs_market: 1, status: 'active' },
    '/api/get-system': { systems: ['RTG'], message: 'ok' },
    '/api/get-provider': { data: [{ platform: 'RTG', name: 'Royal Tiger Gaming', icon: '' }], message: 'ok' },
    '/api/get-games': { games: [gameFixture({ code: 'G1', name: 'Tiger Fortune', tags: ['featured'] })] },
    ...extra,
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('home page (mobile)', () => {
  it('shows the marquee, banners, categories with providers from the API, and featured games', async () => {
    stubSite();
    renderAt('/');
    const notices = await screen.findByRole('region', { name: 'Notice' });
    expect(notices.textContent).toContain('Deposit by bKash, Nagad or Rocket.');
    expect(await screen.findByRole('img', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show banner/ })).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Tiger Fortune' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Slot' }));
    expect(await screen.findByRole('button', { name: /Royal Tiger Gaming/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeTruthy();
  });

  it('sends a guest tapping the favourites tile or a game to /login', async () => {
    stubSite();
    const router = renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Log in to keep your favourite games/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the system notice once; closing it is remembered (popup = 0)', async () => {
    stubSite({ system_notice: '<p><strong>Eid</strong> bonus this week</p>' });
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.querySelector('strong')?.textContent).toBe('Eid');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('popup')).toBe('0');
  });

  it('changes every text to Bangla', async () => {
    stubSite();
    renderAt('/');
    await screen.findByRole('tab', { name: 'Casino' });
    act(() => changeLanguage('bn'));
    expect(await screen.findByRole('tab', { name: 'ক্যাসিনো' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'বিশেষ গেম' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'সাইন আপ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeTruthy();
    expect(screen.queryByText('Featured games')).toBeNull();
  });

  it("shows the providers' names in the player's language as the API gives them (English where staff wrote no Bangla)", async () => {
    const site = stubSite({}, { '/api/get-system': { systems: ['RTG', 'CBF'], message: 'ok' } });
    const names: Record<string, [string, string]> = {
      RTG: ['Royal Tiger Gaming', 'রয়্যাল টাইগার গেমিং'],
      CBF: ['Coxs Bazar Fun', 'Coxs Bazar Fun'],
    };
    // The API answers in the request's Accept-Language (bilingual-content.integration-spec.ts).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (requestPath(input) !== '/api/get-provider') return site(input);
        const bangla = new Headers(init?.headers).get('Accept-Language') === 'bn';
        const data = Object.entries(names).map(([platform, [en, bn]]) => ({ platform, name: bangla ? bn : en, icon: '' }));
        return jsonResponse({ data, message: 'ok' });
      }),
    );
    // As the app does (AppProvider): content queries are fetched again in the language chosen.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = refetchContentOnLanguageChange(queryClient, i18n);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Slot' }));
    expect(await screen.findByRole('button', { name: /Royal Tiger Gaming/ })).toBeTruthy();
    act(() => changeLanguage('bn'));
    expect(await screen.findByRole('button', { name: /রয়্যাল টাইগার গেমিং/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Coxs Bazar Fun/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Royal Tiger Gaming/ })).toBeNull();
    stop();
  });

  it('opens the side menu with every entry and the support block; the mask closes it', async () => {
    stubSite({ affiliate_url: 'https://affiliate.example/login' });
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    // The menu is a chunk of its own, fetched on the first open.
    const menu = await screen.findByRole('navigation', { name: 'Site menu' });
    const labels = [...menu.querySelectorAll('a, button, span')].map((el) => el.textContent);
    expect(labels).toEqual([
      'Home',
      'Sports',
      'Casino',
      'Slot',
      'Table',
      'Poker',
      'Crash',
      'Fishing',
      'Lottery',
      'Promotions',
      'Referral Program',
      'VIP',
      'Affiliate',
      '24/7 LiveChat',
      'Brand Ambassador',
    ]);
    expect(screen.getByRole('link', { name: 'Brand Ambassador' }).getAttribute('href')).toBe('/vip');
    fireEvent.click(screen.getByTestId('side-menu-mask'));
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
  });

  it('sends a guest who opens the support chat to log in first (/chat is for players)', async () => {
    stubSite();
    const router = renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the error state with the server message and retries', async () => {
    let calls = 0;
    stubSite(
      {},
      {
        '/api/general': () => (++calls === 1 ? jsonResponse({ message: 'Settings are unavailable' }, 503) : generalFixture),
      },
    );
    renderAt('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the site.');
    expect(alert.textContent).toContain('Settings are unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Notice' })).toBeTruthy();
  });
});

describe('/promotions access', () => {
  it('sends a mobile guest to /login (login required, spec section 2.2)', async () => {
    stubSite({}, { '/api/promotion': [] });
    const router = renderAt('/promotions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a desktop guest see the promotions page with Sign Up Now', async () => {
    stubViewportWidth(1280);
    stubSite({}, { '/api/promotion': [] });
    const router = renderAt('/promotions');
    expect(await screen.findByText('No promotions in this category.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
  });
});

describe('maintenance', () => {
  it.each(['/', '/games?type=SLOT', '/login'])('replaces %s with the maintenance page when site_status is 0', async (path) => {
    stubSite({ site_status: 0 });
    renderAt(path);
    expect(await screen.findByRole('heading', { name: "We're currently undergoing Maintenance!" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Casino' })).toBeNull();
  });
});

describe('home page (desktop)', () => {
  it('shows the desktop header, top navigation and the long footer at 1280 px', async () => {
    stubViewportWidth(1280);
    stubSite();
    renderAt('/');
    expect(await screen.findByLabelText('Time in Dhaka')).toBeTruthy();
    expect(screen.getByText('BDT')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/casino',
      '/slot',
      '/table',
      '/crash',
      '/fishing',
      '/arcade',
      '/lottery',
      '/promotions',
      '/vip',
      '/referral',
    ]);
    expect(screen.getByText('© 2024 Khela. All rights reserved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('maps /casino to the Casino game list', async () => {
    stubViewportWidth(1280);
    stubSite();
    const router = renderAt('/casino');
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'LIVE', title: 'Casino' });
  });

  it('shows the wallet, Deposit, Member Center and a Log out that revokes the session by POST, not by URL', async () => {
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('username', 'alikhan01');
    stubViewportWidth(1280);
    const fetchMock = stubSite({}, { '/api/balance': { balance: '1234.50' }, '/api/favorites': { favorites: [] }, '/api/logout': {} });
    const router = renderAt('/');
    expect(await screen.findByText('৳ 1,234.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Member Center' }).getAttribute('href')).toBe('/account');
    const logout = screen.getByRole('link', { name: 'Log out' });
    expect(logout.getAttribute('href')).toBe('/player/logout');
    fireEvent.click(logout);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('username')).toBeNull();
    const calls = () => fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
    const revoke = await waitFor(() => {
      const call = calls().find(([input]) => requestPath(input) === '/api/logout');
      expect(call).toBeTruthy();
      return call!;
    });
    expect(revoke[1]?.method).toBe('POST');
    expect(new Headers(revoke[1]?.headers).get('authorization')).toBe('Bearer tok-1');
    // The token is never in a URL.
    expect(calls().some(([input]) => String(input).includes('tok-1'))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
