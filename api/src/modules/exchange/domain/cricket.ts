import type { CricketInnings, CricketScore } from '@khela/contracts';
import type { EventPlan } from './schedule.js';
import { pickWeighted, seededUnit } from './seeded-random.js';

/**
 * A cricket match ball by ball, as a pure function of the plan, the seed and the time: every delivery
 * takes `deliveryMs`; for its first 40% the ball is running (outcome unknown), then its outcome shows.
 * Replaying from the first ball costs at most a few hundred dice per call, so no state is kept between calls.
 */
export interface CricketTiming {
  deliveryMs: number;
  inningsBreakMs: number;
}

export const cricketTiming: Record<'T20' | 'ODI', CricketTiming> = {
  T20: { deliveryMs: 15_000, inningsBreakMs: 5 * 60_000 },
  ODI: { deliveryMs: 12_000, inningsBreakMs: 10 * 60_000 },
};

const legalBallsPerInnings = { T20: 120, ODI: 300 } as const;
const runningShare = 0.4;

type Delivery = 0 | 1 | 2 | 3 | 4 | 6 | 'W' | 'wd';

const t20Outcomes: readonly (readonly [Delivery, number])[] = [
  [0, 33],
  [1, 36],
  [2, 8],
  [3, 1],
  [4, 11],
  [6, 5],
  ['W', 5],
  ['wd', 3],
];
const odiOutcomes: readonly (readonly [Delivery, number])[] = [
  [0, 45],
  [1, 33],
  [2, 7],
  [3, 1],
  [4, 7],
  [6, 2],
  ['W', 3],
  ['wd', 2],
];

export interface CricketState {
  score: CricketScore;
  started: boolean;
  finished: boolean;
  /** 0 or 1 once finished (null for a tie or before the end). */
  winner: 0 | 1 | null;
  /** What the last revealed delivery was, while its slot lasts: markets suspend on wickets and boundaries. */
  lastDelivery: 'wicket' | 'boundary' | 'other' | null;
  /** Deliveries revealed so far in the match: changes with every ball. */
  deliveriesRevealed: number;
  /** Chance the side batting first wins, from the game state. */
  firstSideWinChance: number;
  /** Each innings so far ball by ball (revealed deliveries only): what fancy lines settle on. */
  progress: InningsProgress[];
}

/** One innings' revealed deliveries as the runs fancy lines are decided on. */
export interface InningsProgress {
  /** Runs after each legal ball: [0] before the first, [n] after the n-th (wides count to the next legal ball). */
  runsAfterBall: number[];
  /** Runs off each legal ball: [n - 1] for the n-th (a wide before it is not the ball's). */
  ballRuns: number[];
  /** Runs when each wicket fell: [k - 1] at the k-th. */
  wicketRuns: number[];
  /** All out, overs done or the target reached: no more balls in this innings. */
  complete: boolean;
}

function deliveryOutcome(seed: string, plan: EventPlan, innings: number, index: number): Delivery {
  const table = plan.format === 'ODI' ? odiOutcomes : t20Outcomes;
  // The batting side's edge shifts a little weight from dots to boundaries.
  const edge = innings === 0 ? plan.edge : -plan.edge;
  const tilted = table.map(([d, w]) => [d, d === 4 || d === 6 ? w * (1 + 0.15 * edge) : d === 0 ? w * (1 - 0.1 * edge) : w] as const);
  return pickWeighted(seededUnit(`${seed}:${plan.eventId}:${innings}:${index}`), tilted);
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Chance that the side batting first wins, from the score (a simple resources model, good enough for a demo). */
export function firstSideChance(
  format: 'T20' | 'ODI',
  edge: number,
  innings: CricketInnings[],
  current: number,
  target: number | null,
): number {
  const perBall = format === 'T20' ? 1.3 : 0.9;
  const maxBalls = legalBallsPerInnings[format];
  const resources = (wicketsLost: number) => Math.pow((10 - wicketsLost) / 10, 0.7);
  if (current <= 0) {
    const par = format === 'T20' ? 160 : 270;
    const first = innings[0] ?? { runs: 0, wickets: 0, balls: 0 };
    const projected = first.runs + (maxBalls - first.balls) * perBall * resources(first.wickets);
    return logistic((projected - par) / (format === 'T20' ? 22 : 35) + 0.5 * edge);
  }
  const chase = innings[1] ?? { team: '', runs: 0, wickets: 0, balls: 0 };
  const need = (target ?? 0) - chase.runs;
  const ballsLeft = maxBalls - chase.balls;
  const expected = ballsLeft * perBall * resources(chase.wickets);
  const spread = 4 + Math.sqrt(ballsLeft + 1) * 1.6;
  return 1 - logistic((expected - need) / spread - 0.3 * edge);
}

export function cricketAt(seed: string, plan: EventPlan, nowMs: number): CricketState {
  const format = plan.format ?? 'T20';
  const timing = cricketTiming[format];
  const maxBalls = legalBallsPerInnings[format];
  const innings: CricketInnings[] = [];
  const recent: string[] = [];
  let current = -1;
  let phase: CricketScore['phase'] = 'not_started';
  let lastDelivery: CricketState['lastDelivery'] = null;
  let revealed = 0;
  let target: number | null = null;
  let finished = false;
  let winner: 0 | 1 | null = null;
  let inningsStart = plan.startMs;
  const progress: InningsProgress[] = [];

  if (nowMs >= plan.startMs) {
    for (let inn = 0; inn < 2 && !finished; inn++) {
      if (nowMs < inningsStart) {
        phase = 'innings_break';
        break;
      }
      current = inn;
      const state: CricketInnings = { team: plan.sides[inn]!, runs: 0, wickets: 0, balls: 0 };
      innings.push(state);
      const made: InningsProgress = { runsAfterBall: [0], ballRuns: [], wicketRuns: [], complete: false };
      progress.push(made);
      let index = 0;
      let stopped = false;
      while (state.balls < maxBalls && state.wickets < 10 && !(target !== null && state.runs >= target)) {
        const slotStart = inningsStart + index * timing.deliveryMs;
        if (nowMs < slotStart) {
          phase = 'between_balls';
          stopped = true;
          break;
        }
        if (nowMs < slotStart + timing.deliveryMs * runningShare) {
          phase = 'ball_running';
          lastDelivery = null;
          stopped = true;
          break;
        }
        const outcome = deliveryOutcome(seed, plan, inn, index);
        revealed++;
        if (outcome === 'W') {
          state.wickets++;
          state.balls++;
          made.wicketRuns.push(state.runs);
        } else if (outcome === 'wd') {
          state.runs++;
        } else {
          state.runs += outcome;
          state.balls++;
        }
        if (outcome !== 'wd') {
          made.ballRuns.push(outcome === 'W' ? 0 : outcome);
          made.runsAfterBall.push(state.runs);
        }
        recent.push(String(outcome));
        if (recent.length > 12) recent.shift();
        const inSlot = nowMs < slotStart + timing.deliveryMs;
        lastDelivery = inSlot ? (outcome === 'W' ? 'wicket' : outcome === 4 || outcome === 6 ? 'boundary' : 'other') : null;
        phase = 'between_balls';
        index++;
      }
      if (stopped) break;
      made.complete = true;
      if (inn === 0) {
        // The break starts when the last slot ends; the loop's first check shows it.
        target = state.runs + 1;
        inningsStart = inningsStart + index * timing.deliveryMs + timing.inningsBreakMs;
      } else {
        // The chase is over the moment its last ball shows: the result is known.
        finished = true;
        phase = 'finished';
        lastDelivery = null;
        const first = innings[0]!.runs;
        winner = state.runs > first ? 1 : state.runs < first ? 0 : null;
      }
    }
  }

  const firstSideWinChance = finished
    ? winner === 0
      ? 1
      : winner === 1
        ? 0
        : 0.5
    : firstSideChance(format, plan.edge, innings, current, target);
  return {
    score: {
      kind: 'cricket',
      format,
      teams: plan.sides,
      innings,
      current,
      target,
      recentBalls: recent,
      phase,
      summary: cricketSummary(format, plan, innings, current, target, phase, winner),
    },
    started: nowMs >= plan.startMs,
    finished,
    winner,
    lastDelivery,
    deliveriesRevealed: revealed,
    firstSideWinChance,
    progress,
  };
}

export const overs = (balls: number): string => `${Math.floor(balls / 6)}.${balls % 6}`;

function cricketSummary(
  format: 'T20' | 'ODI',
  plan: EventPlan,
  innings: CricketInnings[],
  current: number,
  target: number | null,
  phase: CricketScore['phase'],
  winner: 0 | 1 | null,
): string {
  const [first, chase] = innings;
  if (current < 0 || !first) return '';
  if (phase === 'finished') {
    if (winner === null) return 'Match tied';
    if (winner === 0) return `${plan.sides[0]} won by ${first.runs - (chase?.runs ?? 0)} runs`;
    return `${plan.sides[1]} won by ${10 - (chase?.wickets ?? 0)} wickets`;
  }
  if (chase && target !== null) {
    return `${chase.team} need ${target - chase.runs} runs from ${legalBallsPerInnings[format] - chase.balls} balls`;
  }
  if (phase === 'innings_break') return `Innings break: ${plan.sides[1]} need ${first.runs + 1} to win`;
  return `${first.team} batting`;
}
