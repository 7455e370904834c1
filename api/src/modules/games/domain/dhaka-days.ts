/** Asia/Dhaka is UTC+6 all year (no daylight saving), so a Dhaka day is a fixed 24-hour UTC window. */
const dhakaOffsetMs = 6 * 3600 * 1000;
const dayMs = 24 * 3600 * 1000;

/** The Dhaka date (YYYY-MM-DD) of an instant. */
export const dhakaDate = (at: Date): string => new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);

/** A real calendar date in YYYY-MM-DD, or undefined. */
function parseDay(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms;
}

/**
 * The instants [from, to) covering Dhaka days `from`..`to` inclusive; both default to a window of the
 * last 7 Dhaka days ending today. 'invalid' for a date that does not exist or a range running backwards.
 */
export function dhakaRange(now: Date, from?: string, to?: string): { from: Date; to: Date } | 'invalid' {
  const today = parseDay(dhakaDate(now))!;
  const end = to === undefined ? today : parseDay(to);
  const start = from === undefined ? (end ?? today) - 6 * dayMs : parseDay(from);
  if (start === undefined || end === undefined || start > end) return 'invalid';
  return { from: new Date(start - dhakaOffsetMs), to: new Date(end + dayMs - dhakaOffsetMs) };
}
