/**
 * What a player may type as a taka amount: digits and one decimal point with at most two places
 * (issue 14: "150.50" once became 15050). Anything else is dropped as it is typed, never reinterpreted.
 */
const MAX_WHOLE_DIGITS = 6;

/** Keeps the digits and the first decimal point, at most six whole digits and two decimals. */
export function cleanAmountInput(raw: string): string {
  const text = raw.replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  if (point === -1) return text.slice(0, MAX_WHOLE_DIGITS);
  const whole = text.slice(0, point).slice(0, MAX_WHOLE_DIGITS);
  const decimals = text
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/**
 * The amount as the api reads it ("150.50", "100.00"), or null when the text is not a complete amount
 * (empty, only a point). The minor units come from the digits, never from a float.
 */
export function parseAmountInput(text: string): string | null {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const whole = (match[1] || '0').replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** The parsed amount as a number for range checks only (two decimals are exact enough to compare). */
export function amountValue(text: string): number {
  const parsed = parseAmountInput(text);
  return parsed === null ? 0 : Number(parsed);
}
