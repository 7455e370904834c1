import type { BookmakerRunner, PriceSize } from '@khela/contracts';
import { roundToLadder, tickDown, tickUp } from './price-ladder.js';
import { seededUnit } from './seeded-random.js';

/**
 * Prices from chances: three levels of back and lay on the ladder around the fair price, with sizes
 * that move with the game state (`moment` changes with every ball, goal or point, and with time).
 */
export function ladderFor(chance: number, key: string, moment: string, liquidity: number): { back: PriceSize[]; lay: PriceSize[] } {
  const fair = 1 / Math.min(0.995, Math.max(0.001, chance));
  // The best back sits at or just under the fair price, the best lay one tick above it.
  const bestBack = roundToLadder(Math.max(1.01, fair * 0.99), 'down');
  const bestLay = tickUp(bestBack);
  const size = (side: string, level: number): number => {
    const unit = seededUnit(`${key}:${moment}:${side}:${level}`);
    return Math.max(2, Math.round(liquidity * (0.3 + unit) * (1 + level * 0.6)));
  };
  return {
    back: [0, 1, 2].map((level) => ({ price: tickDown(bestBack, level), size: size('b', level) })),
    lay: [0, 1, 2].map((level) => ({ price: tickUp(bestLay, level), size: size('l', level) })),
  };
}

/**
 * A house (bookmaker) price per 100: decimal odds 1.45 show as 45. The lay is two points above the
 * back; a runner too unlikely to price (under 3%) or too certain is suspended.
 */
export function bookmakerRunner(
  selectionId: number,
  runner: string,
  chance: number,
  flags: { suspended: boolean; ballRunning: boolean },
): BookmakerRunner {
  const priceable = chance >= 0.03 && chance <= 0.97;
  const suspended = flags.suspended || !priceable;
  const back = priceable ? Math.max(1, Math.floor((1 / chance - 1) * 100 * 0.96)) : 0;
  return {
    selectionId,
    runner,
    backPrice: suspended ? 0 : back,
    layPrice: suspended ? 0 : back + 2,
    suspended: suspended ? 1 : 0,
    ball_running: flags.ballRunning ? 1 : 0,
  };
}

/** A fancy rate per 100 for an outcome of `chance`, with the house margin (never under 10). */
export const fancyRate = (chance: number): number => Math.max(10, Math.round(((1 - chance) / Math.max(0.01, chance)) * 100 * 0.9));
