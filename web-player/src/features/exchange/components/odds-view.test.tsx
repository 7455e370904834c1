import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderWithProviders, requestPath, stubFetchByPath } from '@/testing/render';
import { FakeSocket, fakeSocket } from '../testing/fake-socket';
import { eventDetail, fancyBet, matchOdds } from '../testing/fixtures';
import { OddsView } from './odds-view';

vi.mock('@/lib/player-socket', async () => (await import('../testing/fake-socket')).playerSocketMock);

function setup({ desktop = false, event = eventDetail(), market = matchOdds() } = {}) {
  const fetchMock = stubFetchByPath({
    '/api/match-odds/1.101': [market],
    '/api/event/E1': { data: { items: { E1: event } } },
    '/api/score/board/E1': () =>
      new Response('<div><iframe src="/scoreboard/E1?theme=dark&amp;lang=en"></iframe></div>', {
        headers: { 'Content-Type': 'text/html' },
      }),
  });
  renderWithProviders(<OddsView marketId="1.101" eventId="E1" desktop={desktop} />, { route: '/odds-view' });
  return fetchMock;
}

const matchOddsTable = () => screen.getByRole('table', { name: 'Match Odds' });
const runnerRow = (name: string) => within(matchOddsTable()).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;
const pushMarket = (seq: number, market = matchOdds(), snapshot = false) =>
  act(() => fakeSocket.current.serverSends('exchange:market', { room: 'market:1.101', seq, snapshot, market }));
const pushEvent = (seq: number, event = eventDetail(), snapshot = false) =>
  act(() => fakeSocket.current.serverSends('exchange:event', { room: 'event:E1', seq, snapshot, event }));

beforeEach(() => {
  fakeSocket.current = new FakeSocket();
});

describe('/odds-view', () => {
  it('shows the event, its live score, Match Odds, BookMaker and Fancy; a phone shows the best price of each side', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Dhaka Dynamites v Sylhet Strikers' })).toBeTruthy();
    expect((await screen.findByTitle('Live score')).getAttribute('src')).toBe('/scoreboard/E1?theme=dark&lang=en');
    const row = runnerRow('Dhaka Dynamites');
    expect(within(row).getByLabelText('Back 1.85, 1.2K available')).toBeTruthy();
    expect(within(row).getByLabelText('Lay 1.86, 900 available')).toBeTruthy();
    expect(within(row).queryByLabelText(/Back 1.84/)).toBeNull();
    const bookmaker = screen.getByRole('table', { name: 'BookMaker' });
    expect(within(bookmaker).getByLabelText('Back 85')).toBeTruthy();
    expect(within(bookmaker).getByLabelText('Lay 116')).toBeTruthy();
    const fancy = screen.getByRole('table', { name: 'Fancy Bet' });
    expect(within(fancy).getByLabelText('No 48, 100')).toBeTruthy();
    expect(within(fancy).getByLabelText('Yes 50, 90')).toBeTruthy();
  });

  it('shows three levels of each side on the desktop, best in the middle', async () => {
    setup({ desktop: true });
    await screen.findByRole('table', { name: 'Match Odds' });
    const labels = [...runnerRow('Dhaka Dynamites').querySelectorAll('[aria-label]')].map((cell) => cell.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Back 1.83, 15K available',
      'Back 1.84, 800 available',
      'Back 1.85, 1.2K available',
      'Lay 1.86, 900 available',
      'Lay 1.87, 400 available',
      'Lay 1.88, 2.5K available',
    ]);
  });

  it('joins the market and event rooms, applies pushes in seq order and highlights a moved price', async () => {
    setup();
    await screen.findByRole('table', { name: 'Match Odds' });
    act(() => fakeSocket.current.connect());
    expect(fakeSocket.current.joined().sort()).toEqual(['event:E1', 'market:1.101']);

    pushMarket(11, matchOdds({ version: 11 }, 1.9), true);
    const moved = within(runnerRow('Dhaka Dynamites')).getByLabelText('Back 1.9, 1.2K available');
    expect(moved.className).toContain('price-cell--up');
    // The other runner's prices did not move: no highlight.
    expect(within(runnerRow('Sylhet Strikers')).getByLabelText('Back 2.1, 1.2K available').className).not.toMatch(/price-cell--(up|down)/);

    pushMarket(10, matchOdds({ version: 10 }, 1.5)); // older: crossed a newer one
    expect(within(runnerRow('Dhaka Dynamites')).getByLabelText('Back 1.9, 1.2K available')).toBeTruthy();

    pushMarket(15, matchOdds({ version: 15 }, 1.8)); // 12-14 conflated away: the latest state is whole
    const fell = within(runnerRow('Dhaka Dynamites')).getByLabelText('Back 1.8, 1.2K available');
    expect(fell.className).toContain('price-cell--down');
  });

  it('after a reconnect joins again and takes the new snapshot, even numbered lower (api restarted)', async () => {
    setup();
    await screen.findByRole('table', { name: 'Match Odds' });
    act(() => fakeSocket.current.connect());
    pushMarket(30, matchOdds({ version: 30 }, 1.9), true);
    act(() => fakeSocket.current.drop());
    expect(await screen.findByText(/Live updates are reconnecting/)).toBeTruthy();
    act(() => fakeSocket.current.connect());
    expect(fakeSocket.current.joined().filter((room) => room === 'market:1.101')).toHaveLength(2);
    pushMarket(2, matchOdds({ version: 2 }, 1.7), true);
    expect(within(runnerRow('Dhaka Dynamites')).getByLabelText('Back 1.7, 1.2K available')).toBeTruthy();
    expect(screen.queryByText(/Live updates are reconnecting/)).toBeNull();
  });

  it('lays Suspend over a suspended market and row, Ball Running while a ball is bowled', async () => {
    setup();
    await screen.findByRole('table', { name: 'Match Odds' });
    act(() => fakeSocket.current.connect());
    pushMarket(11, matchOdds({ version: 11, status: 'SUSPENDED' }));
    expect(within(matchOddsTable()).getAllByText('Suspend')).toHaveLength(2);

    const event = eventDetail();
    event.bookmaker.BM1!.runners = event.bookmaker.BM1!.runners.map((runner) => ({ ...runner, ball_running: 1 as const }));
    event.fancy2 = [fancyBet({ suspended: 1 })];
    pushEvent(21, event);
    const bookmaker = screen.getByRole('table', { name: 'BookMaker' });
    expect(within(bookmaker).getAllByText('Ball Running')).toHaveLength(2);
    expect(within(bookmaker).queryByLabelText('Back 85')).toBeNull(); // no price under the band
    expect(within(screen.getByRole('table', { name: 'Fancy Bet' })).getByText('Suspend')).toBeTruthy();

    act(() => changeLanguage('bn'));
    expect(within(screen.getByRole('table', { name: 'বুকমেকার' })).getAllByText('বল চলছে')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'ফ্যান্সি বেট' })).getByText('স্থগিত')).toBeTruthy();
  });

  it("filters fancy by tab and says 'No fancy bets available' when a tab has none", async () => {
    setup();
    await screen.findByRole('table', { name: 'Fancy Bet' });
    fireEvent.click(screen.getByRole('tab', { name: 'Ball by Ball' }));
    expect(within(screen.getByRole('table', { name: 'Fancy Bet' })).getByText('Over 18 ball 1 runs')).toBeTruthy();
    expect(screen.queryByText('6 over runs DD')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Khadda' }));
    expect(screen.getByText('No fancy bets available')).toBeTruthy();
  });

  it('shows the score from the pushed event while the scoreboard frame cannot be had', async () => {
    stubFetchByPath({ '/api/match-odds/1.101': [matchOdds()], '/api/event/E1': { data: { items: { E1: eventDetail() } } } });
    renderWithProviders(<OddsView marketId="1.101" eventId="E1" desktop={false} />);
    expect(await screen.findByText('Dhaka Dynamites 145/3 (17.2)')).toBeTruthy();
    expect(screen.getByText('Dhaka Dynamites chose to bat')).toBeTruthy();
    expect(screen.queryByTitle('Live score')).toBeNull();
  });

  it("says 'No fancy bets available' for an event without fancy markets", async () => {
    setup({ event: eventDetail({ fancy2: [], bookmaker: {} }) });
    expect(await screen.findByText('No fancy bets available')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'BookMaker' })).toBeNull();
  });

  it('polls the event (every 300 ms) while the socket is down', async () => {
    const fetchMock = setup();
    await screen.findByRole('table', { name: 'Match Odds' });
    act(() => fakeSocket.current.refuse());
    const eventPolls = () => fetchMock.mock.calls.filter(([input]) => requestPath(input) === '/api/event/E1').length;
    await waitFor(() => expect(eventPolls()).toBeGreaterThanOrEqual(3));
    // A polled answer with a newer number shows; the socket, once back, takes over.
    expect(screen.getByText(/Live updates are reconnecting/)).toBeTruthy();
  });

  it("says the market is gone when the socket says its room names none, and marks a closed market's winner", async () => {
    setup();
    await screen.findByRole('table', { name: 'Match Odds' });
    act(() => fakeSocket.current.connect());
    const closed = matchOdds({ version: 11, status: 'CLOSED' });
    closed.runners[0]!.status = 'WINNER';
    pushMarket(11, closed);
    expect(within(runnerRow('Dhaka Dynamites Winner')).getAllByText('Closed')).toHaveLength(1);
    act(() => fakeSocket.current.serverSends('exchange:gone', { room: 'event:E1', message: 'No such event.' }));
    expect(await screen.findByText('This market is no longer available.')).toBeTruthy();
  });

  it('says the market is gone when the server has no such market', async () => {
    stubFetchByPath({ '/api/event/E1': { data: { items: { E1: eventDetail() } } } });
    renderWithProviders(<OddsView marketId="1.101" eventId="E1" desktop={false} />);
    expect(await screen.findByText('This market is no longer available.')).toBeTruthy();
  });
  it("opens the bet slip from a price, and shows a logged-in player's position per runner and their bets", async () => {
    localStorage.setItem('token', 'player-token');
    try {
      const order = {
        order_id: '7f1c1111-2222-4333-8444-555566667777',
        market_id: '1.101',
        event_id: 'E1',
        selection_id: 1,
        side: 'back',
        price: 5,
        stake: '100.00',
        matched: '100.00',
        remaining: '0.00',
        avg_price: 5,
        status: 'matched',
        created_at: '2026-11-26T07:00:00.000Z',
      };
      stubFetchByPath({
        '/api/match-odds/1.101': [matchOdds()],
        '/api/event/E1': { data: { items: { E1: eventDetail() } } },
        '/api/exchange/orders': {
          market_id: '1.101',
          orders: [order],
          exposure: '100.00',
          positions: [
            { selection_id: 1, pnl: '400.00' },
            { selection_id: 2, pnl: '-100.00' },
          ],
        },
      });
      renderWithProviders(<OddsView marketId="1.101" eventId="E1" desktop={false} />, { route: '/odds-view' });
      await screen.findByRole('table', { name: 'Match Odds' });
      // the position is part of the runner's name for a screen reader: "Dhaka Dynamites, You win ..."
      const rowOf = (name: RegExp) => within(matchOddsTable()).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;
      expect(await within(await waitFor(() => rowOf(/You win 400/))).findByLabelText('You win 400.00 if this runner wins')).toBeTruthy();
      expect(within(rowOf(/^Sylhet Strikers/)).getByLabelText('You lose 100.00 if this runner wins')).toBeTruthy();
      const myBets = screen.getByRole('region', { name: 'My bets' });
      expect(within(myBets).getByText('Exposure ৳ 100.00')).toBeTruthy();
      expect(within(myBets).getByText('Back Dhaka Dynamites @ 5')).toBeTruthy();
      fireEvent.click(within(rowOf(/^Sylhet Strikers/)).getByRole('button', { name: 'Lay 2.11, 900 available' }));
      expect(screen.getByRole('region', { name: 'Bet slip' }).textContent).toContain('Lay Sylhet Strikers');
    } finally {
      localStorage.clear();
    }
  });
});
