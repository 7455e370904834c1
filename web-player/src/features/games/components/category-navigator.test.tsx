import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubFetchByPath } from '@/testing/render';
import { CategoryNavigator } from './category-navigator';

const open = { exchange_market: 1, cs_market: 1, status: 'active' };

function stubCatalogue(block = open) {
  return stubFetchByPath({
    '/api/market/block': block,
    '/api/get-system': (url: URL) => ({
      systems: url.searchParams.get('type') === 'SLOT' ? ['RTG', 'SBS'] : ['PDL'],
      message: 'ok',
    }),
    '/api/get-provider': (url: URL) => {
      const systems = JSON.parse(url.searchParams.get('system') ?? '[]') as string[];
      const names: Record<string, string> = { RTG: 'Royal Tiger Gaming', SBS: 'Sundarban Slots', PDL: 'Padma Live' };
      return { data: systems.map((platform) => ({ platform, name: names[platform], icon: '' })), message: 'ok' };
    },
  });
}

describe('CategoryNavigator', () => {
  it('starts on Sports with Exchange and the sportsbooks', () => {
    stubCatalogue();
    renderRoute(<CategoryNavigator />);
    expect(screen.getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sports',
      'Casino',
      'Slot',
      'Table',
      'Poker',
      'Crash',
      'Fishing',
    ]);
    for (const name of ['Exchange', 'I-Sports', 'E1Sports', 'Horsebook', 'Virtual', 'Kabaddi', 'Fantasy', 'Lucky Sports']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    }
  });

  it('lists the providers of the chosen category from the API', async () => {
    const fetchMock = stubCatalogue();
    renderRoute(<CategoryNavigator />);
    fireEvent.click(screen.getByRole('tab', { name: 'Slot' }));
    expect(await screen.findByRole('button', { name: /Royal Tiger Gaming/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sundarban Slots/ })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('/api/get-system?type=SLOT'))).toBe(true);
    expect(urls.some((u) => u.includes(`/api/get-provider?system=${encodeURIComponent('["RTG","SBS"]')}`))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Casino' }));
    expect(await screen.findByRole('button', { name: /Padma Live/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Royal Tiger Gaming/ })).toBeNull();
  });

  it('opens /games with the type, system and title of the chosen provider', async () => {
    stubCatalogue();
    const router = renderRoute(<CategoryNavigator />);
    fireEvent.click(screen.getByRole('tab', { name: 'Slot' }));
    fireEvent.click(await screen.findByRole('button', { name: /Sundarban Slots/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ type: 'SLOT', system: 'SBS', title: 'Slot' });
  });

  it('opens the Market Block popup instead of a provider when cs_market is 0 and the block is not active', async () => {
    stubCatalogue({ exchange_market: 1, cs_market: 0, status: 'inactive' });
    const router = renderRoute(<CategoryNavigator />);
    fireEvent.click(screen.getByRole('tab', { name: 'Slot' }));
    fireEvent.click(await screen.findByRole('button', { name: /Royal Tiger Gaming/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Market Block' });
    expect(dialog.textContent).toContain('currently blocked by the upline');
    expect(dialog.textContent).toContain('contact customer support');
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks Exchange when exchange_market is 0, and lets it through when the block status is active', async () => {
    stubCatalogue({ exchange_market: 0, cs_market: 1, status: 'inactive' });
    const router = renderRoute(<CategoryNavigator />);
    fireEvent.click(screen.getByRole('button', { name: /Exchange/ }));
    expect(await screen.findByRole('dialog', { name: 'Market Block' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /exchange when the market is open', async () => {
    stubCatalogue({ exchange_market: 0, cs_market: 0, status: 'active' });
    const router = renderRoute(<CategoryNavigator />);
    fireEvent.click(screen.getByRole('button', { name: /Exchange/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
  });

  it('sends a guest choosing a sportsbook to /login', async () => {
    stubCatalogue();
    const router = renderRoute(<CategoryNavigator />);
    fireEvent.click(screen.getByRole('button', { name: /Kabaddi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
