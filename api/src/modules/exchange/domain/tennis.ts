import type { TennisScore } from '@khela/contracts';
import type { EventPlan } from './schedule.js';
import { seededUnit } from './seeded-random.js';

/** A best-of-three tennis match point by point (tie-break at 6-6), as a pure function of the plan, the seed and the time. */
export const tennisTiming = { pointMs: 12_000 };

export interface TennisState {
  score: TennisScore;
  started: boolean;
  finished: boolean;
  winner: 0 | 1 | null;
  /** Chance the first player wins. */
  firstPlayerChance: number;
}

const pointNames = ['0', '15', '30', '40'];
const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export function tennisAt(seed: string, plan: EventPlan, nowMs: number): TennisState {
  const sets: [number, number][] = [];
  const setsWon: [number, number] = [0, 0];
  let points: [number, number] = [0, 0];
  let server: 0 | 1 = 0;
  let winner: 0 | 1 | null = null;
  let started = false;
  if (nowMs >= plan.startMs) {
    started = true;
    sets.push([0, 0]);
    const played = Math.floor((nowMs - plan.startMs) / tennisTiming.pointMs);
    for (let p = 0; p < played && winner === null; p++) {
      const set = sets[sets.length - 1]!;
      const tieBreak = set[0] === 6 && set[1] === 6;
      // The server wins about 62% of points; the first player's edge tilts it.
      const serveWin = 0.62 + (server === 0 ? 0.04 : -0.04) * plan.edge;
      const pointTo: 0 | 1 = seededUnit(`${seed}:${plan.eventId}:${p}`) < serveWin ? server : server === 0 ? 1 : 0;
      points[pointTo]++;
      const [a, b] = points;
      const need = tieBreak ? 7 : 4;
      if ((a >= need || b >= need) && Math.abs(a - b) >= 2) {
        const gameTo: 0 | 1 = a > b ? 0 : 1;
        set[gameTo]++;
        points = [0, 0];
        server = server === 0 ? 1 : 0;
        const [g0, g1] = set;
        const setOver = (Math.max(g0, g1) >= 6 && Math.abs(g0 - g1) >= 2) || Math.max(g0, g1) === 7;
        if (setOver) {
          setsWon[gameTo]++;
          if (setsWon[gameTo] === 2) winner = gameTo;
          else sets.push([0, 0]);
        }
      }
    }
  }
  const finished = winner !== null;
  const current = sets[sets.length - 1] ?? [0, 0];
  const tieBreak = current[0] === 6 && current[1] === 6;
  const shown = (mine: number, theirs: number): string =>
    tieBreak ? String(mine) : mine >= 3 && theirs >= 3 ? (mine > theirs ? 'AD' : '40') : pointNames[Math.min(mine, 3)]!;
  const firstPlayerChance = finished
    ? winner === 0
      ? 1
      : 0
    : logistic(2.2 * (setsWon[0] - setsWon[1]) + 0.35 * (current[0] - current[1]) + 0.08 * (points[0] - points[1]) + 0.5 * plan.edge);
  const summary = !started
    ? ''
    : finished
      ? `${plan.sides[winner ?? 0]} won ${sets.map(([x, y]) => (winner === 0 ? `${x}-${y}` : `${y}-${x}`)).join(' ')}`
      : sets.map(([x, y]) => `${x}-${y}`).join(' ');
  return {
    score: {
      kind: 'tennis',
      players: plan.sides,
      sets,
      points: finished ? ['0', '0'] : [shown(points[0], points[1]), shown(points[1], points[0])],
      server,
      phase: !started ? 'not_started' : finished ? 'finished' : 'playing',
      summary,
    },
    started,
    finished,
    winner,
    firstPlayerChance,
  };
}
