import { parseMoney } from '@khela/contracts';

/** Money has two decimal places: an amount with more is refused, never rounded (issue 14: 100.005 became 100.00). */
export const amountDecimalsMessage = 'Amounts can have at most two decimal places.';

/**
 * An amount as clients send it: "2500", "2500.50" or the number 2500.5. Answers null when absent or
 * empty ("fill in your amount"), 'tooPrecise' with more than two decimals, 'invalid' when present but
 * not a money value. A number is read through its shortest decimal form, so 100.005 is too precise.
 */
export function readAmount(value: unknown): bigint | null | 'invalid' | 'tooPrecise' {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'invalid';
  if (typeof value !== 'number' && typeof value !== 'string') return 'invalid';
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/^\d+\.\d{3,}$/.test(text)) return 'tooPrecise';
  return parseMoney(text) ?? 'invalid';
}

/** A positive integer id as clients send it ("3" or 3); null otherwise. */
export function readId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export const readText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
