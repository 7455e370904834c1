import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { FakeSocket, fakeSocket } from '../testing/fake-socket';
import { matchOdds, sportsEvent } from '../testing/fixtures';
import { InPlayPage } from './inplay-page';
import { MultiMarkets } from './multi-markets';

vi.mock('@/lib/player-socket', async () => (await import('../testing/fake-socket')).playerSocketMock);

const lists = {
  inplay: {
    cricket: [sportsEvent()],
    soccer: [
      sportsEvent({ MarketId: '1.201', EventId: 'S1', Event: 'Abahani v Mohammedan', sport: 'soccer', Fancy: false, Bookmaker: false }),
    ],
    tennis: [],
  },
  today: {
    // Far from the day the test runs on, so it reads as a whole date (today's and tomorrow's: lib/start-time.test.ts).
    cricket: [
      sportsEvent({
        MarketId: '1.102',
        EventId: 'E2',
        Event: 'Rangpur Riders v Khulna Tigers',
        inplay: false,
        status: 'upcoming',
        scoreLine: '',
        openDate: '2030-01-15T06:00:00.000Z',
      }),
    ],
    soccer: [],
    tennis: [],
  },
  tomorrow: { cricket: [], soccer: [], tennis: [] },
  result: {
    cricket: [
      sportsEvent({
        MarketId: '1.100',
        EventId: 'E0',
        Event: 'Comilla v Barishal',
        inplay: false,
        status: 'closed',
        result: 'Comilla won by 5 wickets',
      }),
    ],
    soccer: [],
    tennis: [
      sportsEvent({
        MarketId: '1.300',
        EventId: 'T0',
        Event: 'Ahmed v Rahman',
        sport: 'tennis',
        inplay: false,
        status: 'closed',
        result: 'Ahmed won 2-0',
      }),
    ],
  },
} as const;

function setup() {
  fakeSocket.current = new FakeSocket();
  const answers: Record<string, unknown> = { '/api/match-odds/1.101': [matchOdds()] };
  for (const [list, sports] of Object.entries(lists)) {
    for (const [sport, events] of Object.entries(sports)) answers[`/api/sports-events/${sport}?list=${list}`] = { events };
  }
  return stubFetchByPath(answers);
}

describe('/exchange-inplay', () => {
  it('groups in-play events by sport with their badges, and every tab works', async () => {
    setup();
    renderWithProviders(<InPlayPage />);
    const cricket = (await screen.findByRole('heading', { name: 'Cricket' })).closest('section')!;
    const row = within(cricket).getByRole('link', { name: /Dhaka Dynamites v Sylhet Strikers/ });
    expect(row.getAttribute('href')).toBe('/odds-view?marketId=1.101&eventId=E1&selectedSport=cricket');
    expect(within(row).getByText('Fancy')).toBeTruthy();
    expect(within(row).getByText('BookMaker')).toBeTruthy();
    expect(within(row).getByText('DD 145/3 (17.2)')).toBeTruthy();
    const soccer = (await screen.findByRole('heading', { name: 'Soccer' })).closest('section')!;
    expect(within(soccer).queryByText('Fancy')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tennis' })).toBeNull(); // no events: no empty heading

    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    const upcoming = await screen.findByRole('link', { name: /Rangpur Riders v Khulna Tigers/ });
    expect(within(upcoming).getByText('Starts Jan 15, 2030, 12:00 PM')).toBeTruthy(); // 06:00 UTC in Dhaka time

    fireEvent.click(screen.getByRole('tab', { name: 'Tomorrow' }));
    expect(await screen.findByText('No events here right now.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Result' }));
    expect(await screen.findByText(/Comilla won by 5 wickets/)).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Tennis' }).closest('section')!).getByText(/Ahmed won 2-0/)).toBeTruthy();
  });

  it('pins an event to Multi Markets, where its market shows live, and unpins it', async () => {
    setup();
    renderWithProviders(
      <>
        <InPlayPage />
        <MultiMarkets desktop={false} />
      </>,
    );
    expect(screen.getByText(/No pinned markets yet/)).toBeTruthy();
    const pin = await screen.findByRole('button', { name: 'Pin Dhaka Dynamites v Sylhet Strikers to Multi Markets' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pin);
    expect(await screen.findByRole('table', { name: 'Match Odds' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('exchangeMultiMarkets')!)).toEqual([
      { marketId: '1.101', eventId: 'E1', event: 'Dhaka Dynamites v Sylhet Strikers', sport: 'cricket' },
    ]);
    const unpins = screen.getAllByRole('button', { name: 'Remove Dhaka Dynamites v Sylhet Strikers from Multi Markets' });
    expect(unpins).toHaveLength(2); // beside the event and beside its pinned market
    fireEvent.click(unpins[1]!);
    expect(await screen.findByText(/No pinned markets yet/)).toBeTruthy();
  });
});
