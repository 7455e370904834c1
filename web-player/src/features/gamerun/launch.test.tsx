import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorModalProvider } from '@/components/error-modal-provider';
import { CategoryNavigator } from '@/features/games/components/category-navigator';
import { GamesBrowser } from '@/features/games/components/games-browser';
import { FavoritesRow, FeaturedGames } from '@/features/games/components/home-game-rows';
import { gameFixture } from '@/testing/fixtures';
import { jsonResponse, renderRoute, requestPath, stubFetchByPath } from '@/testing/render';

const slot = gameFixture({ code: 'RTG-TIGER-FORTUNE', name: 'Tiger Fortune', platform: 'RTG', type: 'SLOT' });
const launchUrl = 'http://localhost:4300/play/RTG-TIGER-FORTUNE?token=t1&user=alikhan01&currency=BDT&lang=en&mobile=1';
const listRoute = '/games?type=SLOT&system=RTG&title=Slot';

function logIn({ remoteId = '42' }: { remoteId?: string | null } = {}) {
  window.localStorage.setItem('token', 'tok-1');
  window.localStorage.setItem('username', 'alikhan01');
  if (remoteId) window.localStorage.setItem('remote_id', remoteId);
}

/** The catalogue and whatever POST /api/game-run answers. */
function stubApi(gameRun: unknown = { url: launchUrl }) {
  return stubFetchByPath({
    '/api/get-games': { games: [slot] },
    '/api/get-provider': { data: [{ platform: 'RTG', name: 'Royal Tiger Gaming', icon: '' }], message: 'ok' },
    '/api/favorites': { favorites: [slot] },
    '/api/market/block': { exchange_market: 1, cs_market: 1, status: 'active' },
    '/api/game-run': gameRun,
  });
}

function render(ui: ReactElement, route = listRoute) {
  return renderRoute(<ErrorModalProvider>{ui}</ErrorModalProvider>, { route });
}

/** The calls to POST /api/game-run, with what they sent. */
function gameRunCalls(fetchMock: ReturnType<typeof stubApi>): RequestInit[] {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][];
  return calls.filter(([input]) => requestPath(input) === '/api/game-run').map(([, init]) => init);
}

function gameRunBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return gameRunCalls(fetchMock).map((init) => JSON.parse(String(init.body)));
}

async function tapGame(name = 'Tiger Fortune') {
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('game launch', () => {
  it("sends the spec's body and opens /gamerun with the URL and the way back to the list", async () => {
    logIn();
    const fetchMock = stubApi();
    const router = render(<GamesBrowser />);
    await tapGame();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamerun'));
    expect(router.state.location.state).toEqual({ iframeUrl: launchUrl, returnTo: listRoute });
    expect(gameRunBodies(fetchMock)).toEqual([
      {
        userId: '42',
        externalURL: `${window.location.origin}${listRoute}`,
        isMobileLogin: true,
        gameCode: 'RTG-TIGER-FORTUNE',
        gameType: 'SLOT',
        platform: 'RTG',
      },
    ]);
    expect(new Headers(gameRunCalls(fetchMock)[0]!.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('launches from the details sheet with Play', async () => {
    logIn();
    stubApi();
    const router = render(<GamesBrowser />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Tiger Fortune' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Tiger Fortune' })).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamerun'));
  });

  it.each([
    ['featured games', <FeaturedGames />],
    ['favourites', <FavoritesRow />],
  ])('launches from the home %s and comes back home', async (_, row) => {
    logIn();
    stubApi();
    const router = render(row, '/');
    await tapGame();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamerun'));
    expect(router.state.location.state).toEqual({ iframeUrl: launchUrl, returnTo: '/' });
  });

  it('launches a sportsbook tile with its game and featured link "PLATFORM-TYPE"', async () => {
    logIn();
    const fetchMock = stubApi({ url: 'http://localhost:4300/play/SPL-KABADDI-ARENA?token=t2' });
    const router = render(<CategoryNavigator />, '/');
    fireEvent.click(screen.getByRole('button', { name: /Kabaddi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamerun'));
    expect(gameRunBodies(fetchMock)).toEqual([expect.objectContaining({ gameCode: 'SPL-KABADDI-ARENA', platform: 'SPL-SPORTS' })]);
  });

  it("shows the server's refusal and stays on the list", async () => {
    logIn();
    stubApi(jsonResponse({ statusCode: 403, message: 'This game is not available right now' }, 403));
    const router = render(<GamesBrowser />);
    await tapGame();
    const modal = await screen.findByRole('alertdialog');
    expect(modal.textContent).toContain('This game is not available right now');
    expect(router.state.location.pathname).toBe('/games');
  });

  it('shows an answer that carries only a message', async () => {
    logIn();
    stubApi({ message: 'Game provider is under maintenance' });
    render(<GamesBrowser />);
    await tapGame();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Game provider is under maintenance');
  });

  it.each([
    ['a failure without a message', jsonResponse({}, 502)],
    ['a URL that is not a web page', { url: 'javascript:alert(1)' }],
  ])("shows 'An unexpected error occurred' for %s", async (_, answer) => {
    logIn();
    stubApi(answer);
    const router = render(<GamesBrowser />);
    await tapGame();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('An unexpected error occurred');
    expect(router.state.location.pathname).toBe('/games');
  });

  it("says 'User not logged in' without a remote_id and asks nothing of the api", async () => {
    logIn({ remoteId: null });
    const fetchMock = stubApi();
    render(<GamesBrowser />);
    await tapGame();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('User not logged in');
    expect(gameRunBodies(fetchMock)).toEqual([]);
  });

  it('sends a guest choosing a sportsbook to /login without a launch', async () => {
    const fetchMock = stubApi();
    const router = render(<CategoryNavigator />, '/');
    fireEvent.click(screen.getByRole('button', { name: /Fantasy/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(gameRunBodies(fetchMock)).toEqual([]);
  });
});
