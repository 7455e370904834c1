import type { TFunction } from 'i18next';
import type { Language } from '@/i18n';
import { DISPLAY_TIME_ZONE, formatDhakaDateTime, locales } from '@/lib/format';

const dayMs = 86_400_000;
const dhakaOffsetMs = 6 * 3_600_000; // Bangladesh keeps no summer time
const dhakaDay = (ms: number) => Math.floor((ms + dhakaOffsetMs) / dayMs);

/**
 * When an event starts, in Dhaka time: "Today 3:00 PM" and "Tomorrow 9:30 AM" for the days a player
 * scans the lists for, the full date beyond them.
 */
export function formatStart(iso: string, language: Language, t: TFunction, now = Date.now()): string {
  const start = new Date(iso);
  if (Number.isNaN(start.getTime())) return iso;
  const days = dhakaDay(start.getTime()) - dhakaDay(now);
  if (days === 0 || days === 1) {
    const time = new Intl.DateTimeFormat(locales[language], { timeZone: DISPLAY_TIME_ZONE, timeStyle: 'short' }).format(start);
    return t(days === 0 ? 'exchange.startsToday' : 'exchange.startsTomorrow', { time });
  }
  return t('exchange.startsAt', { time: formatDhakaDateTime(iso, language) });
}
