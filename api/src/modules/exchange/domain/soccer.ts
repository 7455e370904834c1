import type { SoccerScore } from '@khela/contracts';
import type { EventPlan } from './schedule.js';
import { seededUnit } from './seeded-random.js';

/**
 * A football match minute by minute, as a pure function of the plan, the seed and the time. One minute of
 * play lasts `minuteMs` (the demo compresses 90 minutes into 60, so hourly matches overlap); half time lasts `halfTimeMs`.
 */
export const soccerTiming = { minuteMs: 40_000, halfTimeMs: 5 * 60_000 };

export interface SoccerState {
  score: SoccerScore;
  started: boolean;
  finished: boolean;
  /** A goal in the current minute: the market is suspended until the minute ends. */
  goalJustScored: boolean;
  /** Chances of home win, away win, draw. */
  chances: [number, number, number];
}

const goalsPerMatch = [1.45, 1.15] as const;

/** P(0..max goals) for a Poisson rate, each from the one before. */
function poissonTable(lambda: number, max: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * lambda) / k);
  return out;
}

/** Home, away and draw chances with `minutesLeft` to play from `goals`. */
export function soccerChances(goals: [number, number], minutesLeft: number, edge: number): [number, number, number] {
  const rate = (side: 0 | 1) => (goalsPerMatch[side] * Math.exp((side === 0 ? 0.3 : -0.3) * edge) * minutesLeft) / 90;
  const homeGoals = poissonTable(rate(0), 10);
  const awayGoals = poissonTable(rate(1), 10);
  let home = 0;
  let away = 0;
  let draw = 0;
  for (let h = 0; h <= 10; h++) {
    for (let a = 0; a <= 10; a++) {
      const p = homeGoals[h]! * awayGoals[a]!;
      const diff = goals[0] + h - (goals[1] + a);
      if (diff > 0) home += p;
      else if (diff < 0) away += p;
      else draw += p;
    }
  }
  const total = home + away + draw;
  return [home / total, away / total, draw / total];
}

export function soccerAt(seed: string, plan: EventPlan, nowMs: number): SoccerState {
  const goals: [number, number] = [0, 0];
  let minute = 0;
  let phase: SoccerScore['phase'] = 'not_started';
  let goalJustScored = false;
  const { minuteMs, halfTimeMs } = soccerTiming;
  const secondHalfStart = plan.startMs + 45 * minuteMs + halfTimeMs;
  if (nowMs >= plan.startMs) {
    for (let m = 1; m <= 90; m++) {
      const begins = m <= 45 ? plan.startMs + (m - 1) * minuteMs : secondHalfStart + (m - 46) * minuteMs;
      if (nowMs < begins) {
        phase = m === 46 ? 'half_time' : m <= 45 ? 'first_half' : 'second_half';
        break;
      }
      minute = m;
      phase = m <= 45 ? 'first_half' : 'second_half';
      const unit = seededUnit(`${seed}:${plan.eventId}:${m}`);
      const home = (goalsPerMatch[0] * Math.exp(0.3 * plan.edge)) / 90;
      const away = (goalsPerMatch[1] * Math.exp(-0.3 * plan.edge)) / 90;
      // The goal shows half-way through its minute.
      const shown = nowMs >= begins + minuteMs / 2;
      const scorer = unit < home ? 0 : unit < home + away ? 1 : null;
      if (scorer !== null && shown) {
        goals[scorer]++;
        goalJustScored = nowMs < begins + minuteMs;
      } else goalJustScored = false;
      if (m === 90 && nowMs >= begins + minuteMs) phase = 'finished';
    }
  }
  const finished = phase === 'finished';
  const chances: [number, number, number] = finished
    ? goals[0] > goals[1]
      ? [1, 0, 0]
      : goals[0] < goals[1]
        ? [0, 1, 0]
        : [0, 0, 1]
    : soccerChances(goals, 90 - minute, plan.edge);
  const summary =
    phase === 'not_started'
      ? ''
      : finished
        ? goals[0] === goals[1]
          ? `Draw ${goals[0]}-${goals[1]}`
          : `${plan.sides[goals[0] > goals[1] ? 0 : 1]} won ${Math.max(...goals)}-${Math.min(...goals)}`
        : phase === 'half_time'
          ? `Half time ${goals[0]}-${goals[1]}`
          : `${minute}' ${goals[0]}-${goals[1]}`;
  return {
    score: { kind: 'soccer', teams: plan.sides, goals, minute, phase, summary },
    started: nowMs >= plan.startMs,
    finished,
    goalJustScored,
    chances,
  };
}
