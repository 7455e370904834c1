import type { TFunction } from 'i18next';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });
const dhakaClock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** A server time as staff in Bangladesh read it (Asia/Dhaka). */
export const dhaka = (iso: string) => dhakaTime.format(new Date(iso));
export const dhakaHourMinute = (iso: string) => dhakaClock.format(new Date(iso));

/** "12500.5" or "12500.50" -> "12,500.50" without going through floating point. */
export function bdt(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, minus, whole, fraction = ''] = match;
  return `${minus}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** Waiting time: "45s", "3m 05s", "2h 07m", "3d 4h" (in English; the units follow the staff member's language). */
export function age(seconds: number, t: TFunction): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return t('payments.age.seconds', { seconds: String(s) });
  const m = Math.floor(s / 60);
  if (m < 60) return t('payments.age.minutes', { minutes: String(m), seconds: String(s % 60).padStart(2, '0') });
  const h = Math.floor(m / 60);
  if (h < 24) return t('payments.age.hours', { hours: String(h), minutes: String(m % 60).padStart(2, '0') });
  return t('payments.age.days', { days: String(Math.floor(h / 24)), hours: String(h % 24) });
}

/** The player was told to expect an answer within 30 minutes: amber after 15, red after 30. */
export function ageLevel(seconds: number): 'fresh' | 'late' | 'overdue' {
  if (seconds >= 30 * 60) return 'overdue';
  if (seconds >= 15 * 60) return 'late';
  return 'fresh';
}
