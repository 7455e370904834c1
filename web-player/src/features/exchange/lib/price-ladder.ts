/**
 * The Betfair price ladder for the bet slip's ticks, in hundredths so no float drifts off it. The same bands
 * as the api's `domain/price-ladder.ts` (the server refuses any other price, naming the nearest).
 */
const bands: readonly (readonly [number, number])[] = [
  [200, 1],
  [300, 2],
  [400, 5],
  [600, 10],
  [1000, 20],
  [2000, 50],
  [3000, 100],
  [5000, 200],
  [10000, 500],
  [100000, 1000],
];

const ladder: readonly number[] = (() => {
  const out = [101];
  for (const [upper, step] of bands) for (let p = out[out.length - 1]! + step; p <= upper; p += step) out.push(p);
  return out;
})();

/** The ladder price `ticks` steps from `price` (clamped to 1.01 - 1000); a price off the ladder moves from the one below it. */
export function tick(price: number, ticks: number): number {
  const h = Math.round(price * 100);
  let index = ladder.findIndex((p) => p > h) - 1;
  if (index < 0) index = h < ladder[0]! ? 0 : ladder.length - 1;
  return ladder[Math.min(ladder.length - 1, Math.max(0, index + ticks))]! / 100;
}
