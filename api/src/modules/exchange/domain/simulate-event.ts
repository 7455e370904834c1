import type { CricketScore, ExchangeEventStatus } from '@khela/contracts';
import { cricketAt, overs, type CricketState } from './cricket.js';
import type { FeedEvent, FeedFancy, FeedMatchOdds } from './feed-event.js';
import { bookmakerRunner, fancyRate, ladderFor } from './prices.js';
import { fancyLineId, fancyMilestones, fancyResultsOf } from './fancy-results.js';
import type { EventPlan } from './schedule.js';
import { soccerAt } from './soccer.js';
import { tennisAt } from './tennis.js';

/** Market ids of an event: Betfair-style numbers, the match odds under 1., the bookmaker under 2. */
export const matchOddsMarketId = (eventId: string): string => `1.${eventId}`;
export const bookmakerMarketId = (eventId: string): string => `2.${eventId}`;

const stakeLimits = { minStake: '100.00', maxStake: '50000.00' };
const fancyLimits = { minStake: '100.00', maxStake: '25000.00' };

const preMatchBeatMs = 10_000;

/**
 * Before the start, an event changes only when its beat turns (every 10 s its sizes move), so a feed need
 * not simulate it more often. Each event's beat is offset by its id, so the events' beats are spread over
 * the 10 s rather than all turning at once.
 */
export const preMatchBeat = (eventId: string, nowMs: number): number => Math.floor((nowMs + (Number(eventId) % 40) * 250) / preMatchBeatMs);

/** Sizes move every second in play and every pre-match beat before it: the "time" part of a market's moment. */
const sizeBeat = (eventId: string, nowMs: number, inplay: boolean): number =>
  inplay ? Math.floor(nowMs / 1000) : preMatchBeat(eventId, nowMs);

/** The event as the simulated feed reports it at `nowMs`. Pure: the same arguments give the same event. */
export function simulateEvent(seed: string, plan: EventPlan, nowMs: number): FeedEvent {
  const name = `${plan.sides[0]} v ${plan.sides[1]}`;
  const base = { eventId: plan.eventId, sport: plan.sport, name, competition: plan.competition, openDateMs: plan.startMs };
  const status = (started: boolean, finished: boolean): ExchangeEventStatus => (finished ? 'closed' : started ? 'inplay' : 'upcoming');

  if (plan.sport === 'cricket') {
    const game = cricketAt(seed, plan, nowMs);
    const inplay = game.started && !game.finished;
    const suspended = game.lastDelivery === 'wicket' || game.lastDelivery === 'boundary';
    const ballRunning = game.score.phase === 'ball_running';
    const chances: [number, number] = [game.firstSideWinChance, 1 - game.firstSideWinChance];
    const moment = `${game.deliveriesRevealed}:${sizeBeat(plan.eventId, nowMs, inplay)}`;
    return {
      ...base,
      status: status(game.started, game.finished),
      inplay,
      score: game.score,
      matchOdds: matchOdds(plan, chances, moment, {
        inplay,
        finished: game.finished,
        suspended: game.lastDelivery === 'wicket',
        winner: game.winner,
        betDelay: 5,
      }),
      bookmaker: [
        {
          marketId: bookmakerMarketId(plan.eventId),
          name: 'Bookmaker',
          ...stakeLimits,
          runners: plan.sides.map((side, i) =>
            bookmakerRunner(i + 1, side, chances[i] ?? 0, {
              suspended: suspended || game.finished || game.score.phase === 'innings_break',
              ballRunning,
            }),
          ),
        },
      ],
      fancy: game.finished ? [] : fancyMarkets(plan, game, { suspended, ballRunning }),
      fancyResults: fancyResultsOf(plan.eventId, game.score.format, game.progress),
      result: game.finished ? game.score.summary : null,
    };
  }

  if (plan.sport === 'soccer') {
    const game = soccerAt(seed, plan, nowMs);
    const inplay = game.started && !game.finished;
    const winner = game.finished ? game.chances.indexOf(1) : null;
    const moment = `${game.score.goals.join('-')}:${game.score.minute}:${sizeBeat(plan.eventId, nowMs, inplay)}`;
    const runners = [plan.sides[0], plan.sides[1], 'The Draw'];
    return {
      ...base,
      status: status(game.started, game.finished),
      inplay,
      score: game.score,
      matchOdds: matchOdds(
        plan,
        game.chances,
        moment,
        { inplay, finished: game.finished, suspended: game.goalJustScored, winner, betDelay: 5 },
        runners,
      ),
      bookmaker: [],
      fancy: [],
      result: game.finished ? game.score.summary : null,
    };
  }

  const game = tennisAt(seed, plan, nowMs);
  const inplay = game.started && !game.finished;
  const moment = `${game.score.sets.flat().join('')}:${game.score.points.join('')}:${sizeBeat(plan.eventId, nowMs, inplay)}`;
  return {
    ...base,
    status: status(game.started, game.finished),
    inplay,
    score: game.score,
    matchOdds: matchOdds(plan, [game.firstPlayerChance, 1 - game.firstPlayerChance], moment, {
      inplay,
      finished: game.finished,
      suspended: false,
      winner: game.winner,
      betDelay: 3,
    }),
    bookmaker: [],
    fancy: [],
    result: game.finished ? game.score.summary : null,
  };
}

function matchOdds(
  plan: EventPlan,
  chances: number[],
  moment: string,
  state: { inplay: boolean; finished: boolean; suspended: boolean; winner: number | null; betDelay: number },
  names: string[] = plan.sides,
): FeedMatchOdds {
  const marketId = matchOddsMarketId(plan.eventId);
  const open = !state.finished && !state.suspended;
  return {
    marketId,
    status: state.finished ? 'CLOSED' : state.suspended ? 'SUSPENDED' : 'OPEN',
    inplay: state.inplay,
    betDelay: state.inplay ? state.betDelay : 0,
    totalMatched: Math.round(
      50_000 + 400_000 * ((Number.parseInt(plan.eventId.slice(-3), 10) % 7) + 1) + (state.inplay ? moment.length * 1_000 : 0),
    ),
    runners: names.map((name, i) => {
      const ladder = ladderFor(chances[i] ?? 0, `${marketId}:${i}`, moment, state.inplay ? 4_000 : 1_500);
      return {
        selectionId: i + 1,
        name,
        status: state.finished ? (state.winner === i ? 'WINNER' : 'LOSER') : 'ACTIVE',
        lastPriceTraded: state.finished ? null : ladder.back[0]!.price,
        back: open ? ladder.back : [],
        lay: open ? ladder.lay : [],
      };
    }),
  };
}

/**
 * Fancy (session) markets of the innings in play, one per tab: session runs at the next milestones
 * (Fancy), the next ball (Ball by Ball), a wide band on the next session (Khadda), the last digit of the
 * next session (Lottery) and its parity (Odd/Even). Lines follow the run rate; sessions already passed drop off.
 */
function fancyMarkets(plan: EventPlan, game: CricketState, flags: { suspended: boolean; ballRunning: boolean }): FeedFancy[] {
  const score: CricketScore = game.score;
  if (score.current < 0 || score.phase === 'innings_break') return [];
  const innings = score.innings[score.current];
  if (!innings) return [];
  const format = score.format;
  const milestones = fancyMilestones(format);
  const perBall = format === 'T20' ? 1.3 : 0.9;
  // The run rate so far, weighted towards the usual one early in the innings.
  const rate = (innings.runs + perBall * 12) / (innings.balls + 12);
  const common = { suspended: flags.suspended ? 1 : 0, ball_running: flags.ballRunning ? 1 : 0, ...fancyLimits } as const;
  const idOf = (tab: string, n: number | string) => fancyLineId(plan.eventId, score.current, tab, n);
  const out: FeedFancy[] = [];
  const upcoming = milestones.filter((over) => over * 6 > innings.balls);
  for (const over of upcoming) {
    const line = Math.round(innings.runs + (over * 6 - innings.balls) * rate);
    out.push({
      id: idOf('fancy', over),
      title: `${over} over runs ${innings.team}`,
      tab: 'fancy',
      no: line,
      no_rate: 100,
      yes: line + 1,
      yes_rate: 100,
      ...common,
    });
  }
  if (innings.wickets < 10) {
    const partnership = format === 'T20' ? 22 : 32;
    const line = innings.runs + Math.round(partnership * (rate / perBall));
    out.push({
      id: idOf('fancy', `fow${innings.wickets + 1}`),
      title: `Fall of ${innings.wickets + 1} wkt runs ${innings.team}`,
      tab: 'fancy',
      no: line,
      no_rate: 100,
      yes: line + 1,
      yes_rate: 100,
      ...common,
    });
  }
  const nextBall = overs(innings.balls + 1).replace(/\.0$/, '.6');
  const scoring = 0.62;
  out.push({
    id: idOf('ball', innings.balls + 1),
    title: `${nextBall} ball runs ${innings.team}`,
    tab: 'ballbyball',
    no: 1,
    no_rate: fancyRate(1 - scoring),
    yes: 1,
    yes_rate: fancyRate(scoring),
    ...common,
  });
  const next = upcoming[0];
  if (next !== undefined) {
    const line = Math.round(innings.runs + (next * 6 - innings.balls) * rate);
    out.push({
      id: idOf('khadda', next),
      title: `${next} over khadda ${innings.team}`,
      tab: 'khadda',
      no: line - 2,
      no_rate: 100,
      yes: line + 3,
      yes_rate: 100,
      ...common,
    });
    out.push({
      id: idOf('lottery', next),
      title: `${next} over runs last digit ${line % 10} ${innings.team}`,
      tab: 'lottery',
      no: line % 10,
      no_rate: 0,
      yes: line % 10,
      yes_rate: 900,
      ...common,
    });
    out.push({
      id: idOf('oddeven', next),
      title: `${next} over runs odd ${innings.team}`,
      tab: 'oddeven',
      no: 0,
      no_rate: 95,
      yes: 1,
      yes_rate: 95,
      ...common,
    });
  }
  return out;
}
