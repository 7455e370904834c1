import type { TFunction } from 'i18next';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** A start time as staff in Bangladesh read it (Asia/Dhaka). */
export const dhaka = (iso: string) => dhakaTime.format(new Date(iso));

/** The feed goes quiet between an upcoming event's beats (10 s); longer than this in play means trouble. */
export const staleFeedMs = 15_000;

/** Feed health in words: how long ago the feed last reported the event. */
export function feedAge(t: TFunction, ms: number | null): string {
  if (ms === null) return t('exchange.feed.none');
  const seconds = Math.round(ms / 1000);
  return ms > staleFeedMs ? t('exchange.feed.stale', { seconds }) : t('exchange.feed.fresh', { seconds });
}
