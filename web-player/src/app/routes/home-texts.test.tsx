import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { enHome } from 'virtual:en-home';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadPageTexts } from '@/i18n';
import { gameFixture, generalFixture } from '@/testing/fixtures';
import { stubFetchByPath, stubViewportWidth } from '@/testing/render';
import { appRoutes } from '../router';

// The home page's script carries only the English texts home-texts.ts names (virtual:en-home); the rest comes
// with the first other page (issue 15). This file runs the home page with those texts alone and fails on any
// text it asks for that they lack: a key added to a home component must be added to home-texts.ts too.

let missing: string[] = [];

beforeEach(() => {
  missing = [];
  i18n.removeResourceBundle('en', 'translation');
  i18n.addResourceBundle('en', 'translation', enHome);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => void missing.push(key);
});

afterEach(async () => {
  i18n.options.saveMissing = false;
  await loadPageTexts();
  const { en } = await import('@/i18n/locales/en');
  i18n.addResourceBundle('en', 'translation', en, false, true);
});

function stubSite(extra: Record<string, unknown> = {}) {
  return stubFetchByPath({
    '/api/general': { ...generalFixture, system_notice: '<p>Eid bonus this week</p>' },
    '/api/logo': [],
    '/api/sliders': [
      { id: 1, name: 'Welcome', link: '/promotions', thubmnail: '/storage/slider/w.svg', status: 'active', slider_type: 'Main', order: 0 },
    ],
    '/api/sociallink': [],
    '/api/market/block': { exchange_market: 1, cs_market: 1, status: 'active' },
    '/api/get-system': { systems: ['RTG'], message: 'ok' },
    '/api/get-provider': { data: [{ platform: 'RTG', name: 'Royal Tiger Gaming', icon: '' }], message: 'ok' },
    '/api/get-games': { games: [gameFixture({ code: 'G1', name: 'Tiger Fortune', tags: ['featured'] })] },
    ...extra,
  });
}

function renderHome() {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the home page with only its own English texts (virtual:en-home)', () => {
  it('asks for no text outside them: a guest on a phone, with the notice pop-up, a category and the side menu', async () => {
    stubSite();
    renderHome();
    await screen.findByRole('button', { name: 'Tiger Fortune' });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Slot' }));
    await screen.findByRole('button', { name: /Royal Tiger Gaming/ });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Site menu' });
    expect(missing).toEqual([]);
  });

  it('asks for no text outside them: a logged-in player on a phone, with the session clock', async () => {
    window.localStorage.setItem('token', 'tok-1');
    stubSite({
      '/api/balance': { balance: '1234.50' },
      '/api/favorites': { favorites: [] },
      '/api/responsible-gaming/session': {
        session_started_at: '2026-11-26T10:00:00.000Z',
        now: '2026-11-26T10:12:03.000Z',
        elapsed_seconds: 723,
        reality_check_minutes: 60,
        next_check_at: '2026-11-26T11:00:00.000Z',
        check_due: false,
        staked: '0.00',
        won: '0.00',
        net: '0.00',
        session_limit_hours: null,
        session_ends_at: null,
        ended: false,
      },
    });
    renderHome();
    await screen.findByRole('button', { name: 'Tiger Fortune' });
    await screen.findByRole('timer');
    expect(missing).toEqual([]);
  });

  it('asks for no text outside them on a desktop', async () => {
    stubViewportWidth(1280);
    stubSite();
    renderHome();
    await screen.findByRole('button', { name: 'Tiger Fortune' });
    await screen.findByRole('contentinfo');
    expect(missing).toEqual([]);
  });

  it('is a real cut: the pages’ texts (payments, forms) are not among them', () => {
    expect(Object.keys(enHome)).toContain('home');
    expect(Object.keys(enHome)).not.toContain('payments');
    expect(Object.keys(enHome)).not.toContain('validation');
    // and the check above sees a missing text
    expect(i18n.t('validation.usernameRequired')).toBe('validation.usernameRequired');
    expect(missing).toEqual(['validation.usernameRequired']);
  });
});
