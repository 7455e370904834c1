import type { HomeFirstView } from '@khela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { gameFixture, generalFixture } from '@/testing/fixtures';
import { requestPath, stubFetchByPath } from '@/testing/render';
import { FIRST_VIEW_FRESH_MS, HOME_FIRST_VIEW_ID, readHomeFirstView, seedHomeFirstView } from './home-first-view';

const now = 1_795_490_000_000;
const view: HomeFirstView = {
  language: 'en',
  at: now - 2_000,
  logo: [{ logo: '/storage/content/logo.svg', mobile_logo: '', loader_logo: '', favicon: '' }],
  general: { ...generalFixture, notice: ['First view notice'] },
  sliders: [
    {
      id: 1,
      name: 'Welcome',
      link: '/promotions',
      thubmnail: '/storage/slider/welcome.svg',
      status: 'active',
      slider_type: 'Main',
      order: 0,
    },
    {
      id: 2,
      name: 'Cricket',
      link: '/exchange',
      thubmnail: '/storage/slider/cricket.svg',
      status: 'active',
      slider_type: 'Main',
      order: 1,
    },
  ],
};

/** The page as the api writes it: the view in a JSON block. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('Khela');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = HOME_FIRST_VIEW_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

afterEach(() => document.getElementById(HOME_FIRST_VIEW_ID)?.remove());

describe('readHomeFirstView', () => {
  it('reads the view the api wrote into the page', () => {
    expect(readHomeFirstView(pageWith(JSON.stringify(view)))).toEqual(view);
  });

  it.each([
    ['no block', undefined],
    ['an empty block', ''],
    ['text that is not JSON', '{"at": 1,'],
    ['JSON null', 'null'],
    ['a view without its banners', JSON.stringify({ ...view, sliders: undefined })],
    ['a view without a time', JSON.stringify({ ...view, at: 'yesterday' })],
  ])('gives nothing for %s', (_, text) => {
    const doc = text === undefined ? document.implementation.createHTMLDocument('Khela') : pageWith(text);
    expect(readHomeFirstView(doc)).toBeUndefined();
  });

  it("gives nothing on a page a service worker controls: it may be the worker's cached copy", () => {
    const controlled = { serviceWorker: { controller: {} } } as unknown as Pick<Navigator, 'serviceWorker'>;
    expect(readHomeFirstView(pageWith(JSON.stringify(view)), controlled)).toBeUndefined();
  });
});

describe('seedHomeFirstView', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('puts the three answers in the cache, received at the view time', () => {
    const queryClient = client();
    expect(seedHomeFirstView(queryClient, view, 'en', now)).toBe(true);
    expect(queryClient.getQueryData(['site', 'general'])).toEqual(view.general);
    expect(queryClient.getQueryData(['site', 'logo'])).toEqual(view.logo);
    expect(queryClient.getQueryData(['site', 'sliders', 'Main'])).toEqual(view.sliders);
    expect(queryClient.getQueryState(['site', 'general'])?.dataUpdatedAt).toBe(view.at);
  });

  it.each([
    ['another language on screen', view, 'bn', now],
    ['a page kept by the service worker', view, 'en', view.at + FIRST_VIEW_FRESH_MS + 1],
    ['a clock far behind the server', view, 'en', view.at - FIRST_VIEW_FRESH_MS - 1],
  ])('takes nothing for %s', (_, given, language, at) => {
    const queryClient = client();
    expect(seedHomeFirstView(queryClient, given, language, at)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('lets the home page show its notices and banners without asking /api/general, /api/sliders or /api/logo', async () => {
    const fetchMock = stubFetchByPath({
      '/api/sociallink': [],
      '/api/market/block': { exchange_market: 1, cs_market: 1, status: 'active' },
      '/api/get-system': { systems: ['RTG'], message: 'ok' },
      '/api/get-provider': { data: [], message: 'ok' },
      '/api/get-games': { games: [gameFixture({ code: 'G1', name: 'Tiger Fortune', tags: ['featured'] })] },
    });
    const queryClient = client();
    expect(seedHomeFirstView(queryClient, { ...view, at: Date.now() }, 'en', Date.now())).toBe(true);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('region', { name: 'Notice' })).textContent).toContain('First view notice');
    expect(await screen.findByRole('img', { name: 'Welcome' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Tiger Fortune' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => requestPath(input));
    expect(asked).not.toContain('/api/general');
    expect(asked).not.toContain('/api/sliders');
    expect(asked).not.toContain('/api/logo');
  });
});
