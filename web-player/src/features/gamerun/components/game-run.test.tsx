import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { stubFetchByPath, stubViewportWidth } from '@/testing/render';
import { GameRun } from './game-run';

const iframeUrl = 'http://localhost:4300/play/RTG-TIGER-FORTUNE?token=t1&user=alikhan01';

function renderGameRun(state: unknown) {
  window.localStorage.setItem('token', 'tok-1');
  window.localStorage.setItem('username', 'alikhan01');
  stubFetchByPath({ '/api/balance': { balance: '2500.00' } });
  const router = createMemoryRouter(
    [
      { path: '/gamerun', element: <GameRun /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/gamerun', state }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('GameRun', () => {
  it("shows the game's frame (375 x 603), the username and the balance", async () => {
    stubViewportWidth(390);
    renderGameRun({ iframeUrl, returnTo: '/games?type=SLOT&system=RTG&title=Slot' });
    const frame = screen.getByTitle('Game');
    expect(frame.getAttribute('src')).toBe(iframeUrl);
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['375', '603']);
    expect(screen.getByText('alikhan01')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Main Wallet' }).textContent).toBe('৳ 2,500.00'));
  });

  it('closes back to the games list with the same query', async () => {
    const router = renderGameRun({ iframeUrl, returnTo: '/games?type=SLOT&system=RTG&title=Slot' });
    fireEvent.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'));
    expect(router.state.location.search).toBe('?type=SLOT&system=RTG&title=Slot');
  });

  it('closes home when the game was opened from home', async () => {
    const router = renderGameRun({ iframeUrl, returnTo: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['no game (opened directly)', null],
    ['a URL that is not a web page', { iframeUrl: 'javascript:alert(1)', returnTo: '/' }],
  ])('goes home with %s', async (_, state) => {
    const router = renderGameRun(state);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByTitle('Game')).toBeNull();
  });

  it('speaks Bangla', () => {
    changeLanguage('bn');
    renderGameRun({ iframeUrl, returnTo: '/' });
    expect(screen.getByTitle('গেম')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'গেম বন্ধ করুন' })).toBeTruthy();
  });
});
