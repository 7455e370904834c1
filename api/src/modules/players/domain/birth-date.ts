import { text } from './field-errors.js';

export const birthDateMessages = {
  required: 'Please enter your birth date.',
  invalid: 'Please enter a valid birth date (YYYY-MM-DD).',
  underage: 'You must be at least 18 years old.',
  alreadySet: 'Your birth date is already saved. Please contact customer service to change it.',
  /** issue 16: a deposit (manual or e-wallet) waits for the birth date. */
  requiredBeforeDeposit: 'Please enter your birth date before you deposit. You must be at least 18 years old.',
} as const;

export const minimumAge = 18;

/** A calendar date, YYYY-MM-DD, that exists (no 2001-02-30). */
export function parseCalendarDate(value: unknown): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value).trim().slice(0, 10));
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** Whole years between a birth date and today (both YYYY-MM-DD, today in Asia/Dhaka). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Spec: the birthday is saved once and only by an adult; a second change goes through customer service. */
export function decideBirthDate(
  current: string | null,
  value: unknown,
  today: string,
): { ok: true; birthDate: string } | { ok: false; field: 'dofb'; message: string; conflict: boolean } {
  if (current) return { ok: false, field: 'dofb', message: birthDateMessages.alreadySet, conflict: true };
  if (text(value).trim() === '') return { ok: false, field: 'dofb', message: birthDateMessages.required, conflict: false };
  const birthDate = parseCalendarDate(value);
  if (!birthDate || birthDate < '1900-01-01' || birthDate > today)
    return { ok: false, field: 'dofb', message: birthDateMessages.invalid, conflict: false };
  if (ageOn(birthDate, today) < minimumAge) return { ok: false, field: 'dofb', message: birthDateMessages.underage, conflict: false };
  return { ok: true, birthDate };
}

/** Today's date in Asia/Dhaka (GMT+6, no daylight saving), as YYYY-MM-DD. */
export const dhakaDate = (now: Date): string => new Date(now.getTime() + 6 * 3600 * 1000).toISOString().slice(0, 10);
