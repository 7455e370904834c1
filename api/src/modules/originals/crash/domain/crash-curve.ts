/**
 * The multiplier's growth, as bustabit draws it: e^(0.00006 x ms since the start), shown in whole hundredths
 * rounded down (1.00x at the start, 2.00x after about 11.6 s, 10.00x after 38.4 s). Multipliers here are whole
 * hundredths (100 = 1.00x) so nothing near money is a float once read off the curve.
 */
export const growthPerMs = 0.00006;

/** The multiplier `elapsedMs` after the start, in hundredths. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs));
}

/** The first whole millisecond at which the curve shows `hundredths` or more (the crash moment of that point). */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / growthPerMs) - 1);
  // the logarithm may be an ulp off around the exact millisecond: step to the first one that shows the value
  while (multiplierAt(ms) < hundredths) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  return ms;
}
