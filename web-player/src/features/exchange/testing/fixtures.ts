import type { EventDetail, FancyBet, MatchOddsMarket, SportsEvent } from '@khela/contracts';

/** A cricket match odds market, open and in play, three levels a side. */
export function matchOdds(overrides: Partial<MatchOddsMarket> = {}, bestBack = 1.85): MatchOddsMarket {
  const runner = (selectionId: number, name: string, back: number) => ({
    selectionId,
    SelectionName: name,
    status: 'ACTIVE' as const,
    lastPriceTraded: back,
    ex: {
      availableToBack: [
        { price: back, size: 1200 },
        { price: Number((back - 0.01).toFixed(2)), size: 800 },
        { price: Number((back - 0.02).toFixed(2)), size: 15000 },
      ],
      availableToLay: [
        { price: Number((back + 0.01).toFixed(2)), size: 900 },
        { price: Number((back + 0.02).toFixed(2)), size: 400 },
        { price: Number((back + 0.03).toFixed(2)), size: 2500 },
      ],
    },
  });
  return {
    marketId: '1.101',
    eventId: 'E1',
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: true,
    betDelay: 5,
    version: 10,
    totalMatched: 100000,
    lastUpdated: '2026-11-26T07:00:00.000Z',
    runners: [runner(1, 'Dhaka Dynamites', bestBack), runner(2, 'Sylhet Strikers', 2.1)],
    ...overrides,
  };
}

export function fancyBet(overrides: Partial<FancyBet> = {}): FancyBet {
  return {
    id: 'F1',
    title: '6 over runs DD',
    tab: 'fancy',
    no: 48,
    no_rate: 100,
    yes: 50,
    yes_rate: 90,
    suspended: 0,
    ball_running: 0,
    minStake: '100.00',
    maxStake: '25000.00',
    version: 1,
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    eventId: 'E1',
    name: 'Dhaka Dynamites v Sylhet Strikers',
    sport: 'cricket',
    competition: 'Bangladesh Premier League',
    openDate: '2026-11-26T06:00:00.000Z',
    status: 'inplay',
    inplay: true,
    matchOddsMarketId: '1.101',
    seq: 20,
    score: {
      kind: 'cricket',
      format: 'T20',
      teams: ['Dhaka Dynamites', 'Sylhet Strikers'],
      innings: [{ team: 'Dhaka Dynamites', runs: 145, wickets: 3, balls: 104 }],
      current: 0,
      target: null,
      recentBalls: ['1', '4', 'W', '0'],
      phase: 'between_balls',
      summary: 'Dhaka Dynamites chose to bat',
    },
    fancy2: [fancyBet(), fancyBet({ id: 'F2', title: 'Over 18 ball 1 runs', tab: 'ballbyball', no: 1, yes: 2 })],
    bookmaker: {
      BM1: {
        marketId: 'BM1',
        name: 'Bookmaker',
        minStake: '100.00',
        maxStake: '50000.00',
        version: 3,
        runners: [
          { selectionId: 1, runner: 'Dhaka Dynamites', backPrice: 85, layPrice: 88, suspended: 0, ball_running: 0 },
          { selectionId: 2, runner: 'Sylhet Strikers', backPrice: 112, layPrice: 116, suspended: 0, ball_running: 0 },
        ],
      },
    },
    result: null,
    ...overrides,
  };
}

export function sportsEvent(overrides: Partial<SportsEvent> = {}): SportsEvent {
  return {
    MarketId: '1.101',
    EventId: 'E1',
    Event: 'Dhaka Dynamites v Sylhet Strikers',
    Fancy: true,
    Bookmaker: true,
    sport: 'cricket',
    competition: 'Bangladesh Premier League',
    openDate: '2026-11-26T06:00:00.000Z',
    status: 'inplay',
    inplay: true,
    scoreLine: 'DD 145/3 (17.2)',
    result: null,
    ...overrides,
  };
}
