/**
 * Prices and sizes stay in Latin digits in both languages, as on every exchange: players compare them at
 * a glance with other books, and the ladder's steps (1.01, 1.02 ... 1000) read the same everywhere.
 */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? String(price) : String(Number(price.toFixed(2)));
}

/** Taka available at a price, short: 950, 12.5K, 1.2M. */
export function formatSize(size: number): string {
  if (size >= 1_000_000) return `${trim(size / 1_000_000)}M`;
  if (size >= 1_000) return `${trim(size / 1_000)}K`;
  return String(Math.round(size));
}

function trim(value: number): string {
  return String(Number(value.toFixed(value >= 100 ? 0 : 1)));
}

/** Overs as cricket writes them: 17.2 is 17 overs and 2 balls. */
export function formatOvers(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}
