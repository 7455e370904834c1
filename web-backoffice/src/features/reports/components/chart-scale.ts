/**
 * Helpers for the report's SVG charts. Money arrives as decimal strings; a chart needs only a position on
 * screen, so the string becomes a float here and nowhere else (every figure shown stays the server's string).
 */
export const plotValue = (amount: string): number => Number(amount);

/** A "nice" upper bound for an axis (1, 2 or 5 times a power of ten) at or above the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The range an axis shows: from zero (or below it, when a figure is negative) to a nice maximum. */
export function axisRange(values: readonly number[]): { min: number; max: number } {
  const max = niceMax(Math.max(0, ...values));
  const lowest = Math.min(0, ...values);
  return { min: lowest < 0 ? -niceMax(-lowest) : 0, max };
}

/** Short axis labels: 12,500 -> "12.5k", 3,200,000 -> "3.2M". */
export function shortAmount(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e6) return `${sign}${+(abs / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `${sign}${+(abs / 1e3).toFixed(1)}k`;
  return `${sign}${+abs.toFixed(0)}`;
}
