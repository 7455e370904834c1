/**
 * Dhaka days for the daily reward run. Asia/Dhaka is UTC+6 all year (no daylight saving), so a Dhaka day is a
 * fixed 24-hour span of UTC. (Player protection keeps the same few lines in its own domain: modules share no
 * internals.)
 */
const dhakaOffsetMs = 6 * 3600_000;
const dayMs = 24 * 3600_000;

/** The Dhaka calendar date (YYYY-MM-DD) of an instant. */
export const dhakaDate = (at: Date) => new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);

/** The Dhaka day before the one `now` falls in: the last whole day. */
export const previousDhakaDay = (now: Date) => dhakaDate(new Date(now.getTime() - dayMs));

/** The first instant of a Dhaka day and the first instant of the next one. */
export function dhakaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - dhakaOffsetMs);
  return { start, end: new Date(start.getTime() + dayMs) };
}

/** True for a real calendar date written YYYY-MM-DD. */
export const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
