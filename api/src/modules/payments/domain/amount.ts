import { parseMoney } from '@khela/contracts';

/**
 * An amount as clients send it: "2500", "2500.00" or the number 2500. Answers null when absent or
 * empty ("fill in your amount"), 'invalid' when present but not a money value.
 */
export function readAmount(value: unknown): bigint | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'invalid';
    return parseMoney(value.toFixed(2)) ?? 'invalid';
  }
  if (typeof value !== 'string') return 'invalid';
  return parseMoney(value.trim()) ?? 'invalid';
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
