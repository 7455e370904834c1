import type { InningsProgress } from './cricket.js';

/** A fancy line's result as a feed reports it: the runs the line settles on (see domain/fancy `fancyWins`). */
export interface FeedFancyResult {
  id: string;
  runs: number;
}

/** The overs at which session (Fancy, Khadda, Lottery, Odd/Even) lines are offered. */
export const fancyMilestones = (format: 'T20' | 'ODI'): readonly number[] => (format === 'T20' ? [6, 10, 15, 20] : [10, 20, 30, 40, 50]);

/** A fancy line's id: the event, the innings (0 or 1), the tab and what the line is on (an over, `fow<k>`, a ball). */
export const fancyLineId = (eventId: string, innings: number, tab: string, n: number | string): string =>
  `${eventId}-${innings}-${tab}-${n}`;

/**
 * The results of every fancy line the simulator offers that its innings have decided so far, pure (the same
 * progress gives the same results). As the lines define them:
 * - a session at over m (Fancy, Khadda, Lottery, Odd/Even): the innings' runs after its 6m-th legal ball, or
 *   its total when the innings ended before (all out or the target reached);
 * - fall of the k-th wicket: the runs when it fell; the next wicket's, the innings' total when it never fell;
 * - ball n (Ball by Ball): the runs off the n-th legal ball (a wide before it is not the ball's); a ball never
 *   bowled gets no result (its line was never offered: lines are for the next ball only).
 * Lines not decided yet are left out.
 */
export function fancyResultsOf(eventId: string, format: 'T20' | 'ODI', progress: readonly InningsProgress[]): FeedFancyResult[] {
  const out: FeedFancyResult[] = [];
  progress.forEach((p, innings) => {
    const balls = p.runsAfterBall.length - 1;
    const total = p.runsAfterBall[balls] ?? 0;
    const id = (tab: string, n: number | string) => fancyLineId(eventId, innings, tab, n);
    for (const over of fancyMilestones(format)) {
      const decided = balls >= over * 6 ? p.runsAfterBall[over * 6]! : p.complete ? total : null;
      if (decided === null) continue;
      for (const tab of ['fancy', 'khadda', 'lottery', 'oddeven']) out.push({ id: id(tab, over), runs: decided });
    }
    p.wicketRuns.forEach((runs, i) => out.push({ id: id('fancy', `fow${i + 1}`), runs }));
    // the next wicket's line, offered until the innings ended without it
    if (p.complete && p.wicketRuns.length < 10) out.push({ id: id('fancy', `fow${p.wicketRuns.length + 1}`), runs: total });
    p.ballRuns.forEach((runs, i) => out.push({ id: id('ball', i + 1), runs }));
  });
  return out;
}
