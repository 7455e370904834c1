import type { Language } from '@/i18n';

/** Spec section 1: times are shown as GMT+6. */
export const DISPLAY_TIME_ZONE = 'Asia/Dhaka';

/** Numbers and dates follow the chosen language, in Bangladesh's conventions. */
export const locales: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };

/** A money string from the API ("2500.00") for display; the string is formatted as-is, never via a float. */
export function formatAmount(amount: string, language: Language): string {
  const value = /^-?\d+(\.\d+)?$/.test(amount) ? (amount as `${number}`) : '0';
  return new Intl.NumberFormat(locales[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** An instant from the API shown in Dhaka time. */
export function formatDhakaDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: DISPLAY_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Today's calendar date in Dhaka as YYYY-MM-DD, minus `years`; used as the latest birth date allowed. */
export function dhakaDateYearsAgo(years: number, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('year')) - years}-${part('month')}-${part('day')}`;
}

/** Seconds as mm:ss for the verification countdown (spec section 4). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** A whole number (counts, points) in the language's digits. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** A Dhaka calendar day from the API (YYYY-MM-DD) as a short date, e.g. "22 Nov 2026". */
export function formatDhakaDay(day: string, language: Language): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00+06:00`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locales[language], { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium' }).format(date);
}

/** The desktop header clock (spec section 9: updated every second, Asia/Dhaka). */
export function formatDhakaClock(now: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}
