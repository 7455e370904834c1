import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameFixture } from '@/testing/fixtures';
import { renderRoute, stubFetchByPath } from '@/testing/render';
import { GamesBrowser } from './games-browser';

const games = [
  gameFixture({ code: 'A', name: 'Zebra Spins', platform: 'RTG', sort_order: 3, created_at: '2026-01-03T00:00:00Z' }),
  gameFixture({
    code: 'B',
    name: 'Apple Reels',
    platform: 'SBS',
    sort_order: 2,
    tags: ['recommended'],
    created_at: '2026-01-01T00:00:00Z',
  }),
  gameFixture({ code: 'C', name: 'Mango Fortune', platform: 'RTG', sort_order: 1, tags: ['new'], created_at: '2026-01-02T00:00:00Z' }),
  gameFixture({ code: 'D', name: 'Delta Riches', platform: 'SBS', sort_order: 0, created_at: '2026-01-04T00:00:00Z' }),
];

function stubGames() {
  return stubFetchByPath({
    '/api/get-games': { games },
    '/api/get-provider': {
      data: [
        { platform: 'RTG', name: 'Royal Tiger Gaming', icon: '' },
        { platform: 'SBS', name: 'Sundarban Slots', icon: '' },
      ],
      message: 'ok',
    },
    '/api/favorites': { favorites: [games[0], games[3]] },
  });
}

async function names() {
  const list = await screen.findByRole('list', { name: 'Games' });
  // Each tile's first button opens the game; a player's tile also has a details control.
  return within(list)
    .getAllByRole('listitem')
    .map((tile) => within(tile).getAllByRole('button')[0]!.getAttribute('aria-label'));
}

const route = '/games?type=SLOT&system=RTG,SBS&title=Slot';

describe('GamesBrowser', () => {
  it('asks for the systems of the query and shows the title', async () => {
    const fetchMock = stubGames();
    renderRoute(<GamesBrowser />, { route });
    expect(screen.getByRole('heading', { name: 'Slot' })).toBeTruthy();
    await names();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('/api/get-games?type=SLOT&system=RTG%2CSBS'))).toBe(true);
  });

  it('sorts by Recommend, Latest and A-Z', async () => {
    stubGames();
    renderRoute(<GamesBrowser />, { route });
    expect(await names()).toEqual(['Apple Reels', 'Delta Riches', 'Mango Fortune', 'Zebra Spins']);

    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Recommend', 'Latest', 'Favorite', 'A-Z']);
    fireEvent.change(sort, { target: { value: 'latest' } });
    expect(await names()).toEqual(['Mango Fortune', 'Delta Riches', 'Zebra Spins', 'Apple Reels']);
    fireEvent.change(sort, { target: { value: 'az' } });
    expect(await names()).toEqual(['Apple Reels', 'Delta Riches', 'Mango Fortune', 'Zebra Spins']);
  });

  it("puts the player's favourites first with Favorite", async () => {
    window.localStorage.setItem('token', 'tok-1');
    stubGames();
    renderRoute(<GamesBrowser />, { route });
    await names();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'favorite' } });
    await waitFor(async () => expect((await names()).slice(0, 2)).toEqual(['Zebra Spins', 'Delta Riches']));
  });

  it('filters by name and by provider', async () => {
    stubGames();
    renderRoute(<GamesBrowser />, { route });
    await names();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'ma' } });
    expect(await names()).toEqual(['Mango Fortune']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: '' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Sundarban Slots' }));
    expect(await names()).toEqual(['Apple Reels', 'Delta Riches']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No games found.')).toBeTruthy();
  });

  it('sends a guest who taps a game to /login', async () => {
    stubGames();
    const router = renderRoute(<GamesBrowser />, { route });
    await names();
    fireEvent.click(screen.getByRole('button', { name: 'Mango Fortune' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("opens a player's game sheet from the details control, with Play and a favourite toggle", async () => {
    window.localStorage.setItem('token', 'tok-1');
    stubGames();
    renderRoute(<GamesBrowser />, { route });
    await names();
    fireEvent.click(screen.getByRole('button', { name: 'Details of Zebra Spins' }));
    const sheet = await screen.findByRole('dialog', { name: 'Zebra Spins' });
    expect(sheet.textContent).toContain('Royal Tiger Gaming');
    await waitFor(() =>
      expect(
        within(sheet)
          .getByRole('button', { name: /Remove from favourites/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(within(sheet).getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('gives guests no details control', async () => {
    stubGames();
    renderRoute(<GamesBrowser />, { route });
    await names();
    expect(screen.queryByRole('button', { name: /^Details of/ })).toBeNull();
  });
});
