/**
 * The Betfair price ladder: the 350 decimal odds an exchange market may show, from 1.01 to 1000, with a
 * step that widens as prices grow. Worked in hundredths (integers) so no float sum drifts off the ladder;
 * the public functions take and return plain decimal odds (1.01, 2.5, 1000).
 */

/** [upper bound, step], both in hundredths: prices above the previous bound up to this one move by step. */
const bands: readonly (readonly [number, number])[] = [
  [200, 1], // 1.01 - 2.00 by 0.01
  [300, 2], // 2.02 - 3.00 by 0.02
  [400, 5], // 3.05 - 4.00 by 0.05
  [600, 10], // 4.1 - 6.0 by 0.1
  [1000, 20], // 6.2 - 10 by 0.2
  [2000, 50], // 10.5 - 20 by 0.5
  [3000, 100], // 21 - 30 by 1
  [5000, 200], // 32 - 50 by 2
  [10000, 500], // 55 - 100 by 5
  [100000, 1000], // 110 - 1000 by 10
];

const hundredths: readonly number[] = (() => {
  const out = [101];
  for (const [upper, step] of bands) {
    for (let p = out[out.length - 1]! + step; p <= upper; p += step) out.push(p);
  }
  return out;
})();

/** Every ladder price, lowest first (350 of them). */
export const ladderPrices: readonly number[] = hundredths.map((h) => h / 100);

export const minPrice = 1.01;
export const maxPrice = 1000;

const toHundredths = (price: number): number => Math.round(price * 100);

/** Index of the highest ladder price at or below `h` (hundredths), -1 below the ladder. */
function floorIndex(h: number): number {
  let lo = 0;
  let hi = hundredths.length - 1;
  if (h < hundredths[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (hundredths[mid]! <= h) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where `price` sits on the ladder (0 for 1.01 ... 349 for 1000), or -1 when it is not a ladder price. */
export function ladderIndex(price: number): number {
  if (!Number.isFinite(price)) return -1;
  const h = toHundredths(price);
  if (Math.abs(price * 100 - h) > 1e-6) return -1;
  const i = floorIndex(h);
  return i >= 0 && hundredths[i] === h ? i : -1;
}

export function isLadderPrice(price: number): boolean {
  return ladderIndex(price) >= 0;
}

/** The ladder price at an index, clamped to the ladder's ends. */
export function priceAt(index: number): number {
  return ladderPrices[Math.min(ladderPrices.length - 1, Math.max(0, Math.trunc(index)))]!;
}

/**
 * Any positive price onto the ladder. 'down' takes the ladder price at or below (a back offer never
 * promises more than asked), 'up' the one at or above, 'nearest' the closer one (ties go down).
 * Prices beyond the ends clamp to 1.01 or 1000.
 */
export function roundToLadder(price: number, direction: 'down' | 'up' | 'nearest' = 'nearest'): number {
  if (Number.isNaN(price)) throw new RangeError('roundToLadder: not a number');
  if (price <= minPrice) return minPrice;
  if (price >= maxPrice) return maxPrice;
  // A float a hair off a ladder price (2.0000000001) is that price, not the next one.
  const h = Math.abs(price * 100 - Math.round(price * 100)) < 1e-6 ? Math.round(price * 100) : price * 100;
  const below = floorIndex(Math.floor(h + 1e-9));
  const above = below + 1;
  if (hundredths[below] === h || direction === 'down') return priceAt(below);
  if (direction === 'up') return priceAt(above);
  return h - hundredths[below]! <= hundredths[above]! - h ? priceAt(below) : priceAt(above);
}

/** `ticks` steps up the ladder from a ladder price (clamped at 1000). Throws for a price off the ladder. */
export function tickUp(price: number, ticks = 1): number {
  return priceAt(requireIndex(price) + ticks);
}

/** `ticks` steps down the ladder from a ladder price (clamped at 1.01). */
export function tickDown(price: number, ticks = 1): number {
  return priceAt(requireIndex(price) - ticks);
}

/** How many ticks separate two ladder prices (positive when `to` is higher). */
export function ticksBetween(from: number, to: number): number {
  return requireIndex(to) - requireIndex(from);
}

function requireIndex(price: number): number {
  const i = ladderIndex(price);
  if (i < 0) throw new RangeError(`${price} is not a price on the ladder`);
  return i;
}
