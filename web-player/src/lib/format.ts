import type { Language } from '@/i18n';

/** Spec section 1: times are shown as GMT+6. */
export const DISPLAY_TIME_ZONE = 'Asia/Dhaka';

/** Numbers and dates follow the chosen language, in Bangladesh's conventions. */
export const locales: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };

/**
 * Building an Intl formatter loads locale data and costs far more than formatting with it (on a slow phone,
 * a millisecond or more each): one formatter per locale and options, kept for the page's life.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A money string from the API ("2500.00") for display; the string is formatted as-is, never via a float. */
export function formatAmount(amount: string, language: Language): string {
  const value = /^-?\d+(\.\d+)?$/.test(amount) ? (amount as `${number}`) : '0';
  return numberFormat(locales[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** An instant from the API shown in Dhaka time. */
export function formatDhakaDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locales[language], {
    timeZone: DISPLAY_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Today's calendar date in Dhaka as YYYY-MM-DD, minus `years`; used as the latest birth date allowed. */
export function dhakaDateYearsAgo(years: number, now = new Date()): string {
  const parts = dateFormat('en-CA', {
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

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A whole number (counts, points) in the language's digits. */
export function formatNumber(value: number, language: Language): string {
  // Below 1000 there is no grouping: the digits alone, without the locale data the first Intl formatter
  // loads (tens of milliseconds on a slow phone, on the home page for the banner dots' names).
  if (Number.isInteger(value) && value >= 0 && value < 1000) {
    const digits = String(value);
    return language === 'bn' ? digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : digits;
  }
  return numberFormat(locales[language]).format(value);
}

/** A Dhaka calendar day from the API (YYYY-MM-DD) as a short date, e.g. "22 Nov 2026". */
export function formatDhakaDay(day: string, language: Language): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00+06:00`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(locales[language], { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium' }).format(date);
}

/** The desktop header clock (spec section 9: updated every second, Asia/Dhaka). */
export function formatDhakaClock(now: Date, language: Language): string {
  return dateFormat(locales[language], {
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
