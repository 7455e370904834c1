/** Asia/Dhaka is UTC+6 all year (no daylight saving), so a Dhaka day is a fixed 24-hour span of UTC. */
const dhakaOffsetMs = 6 * 3600_000;
const dayMs = 24 * 3600_000;

/** The Dhaka calendar date (YYYY-MM-DD) of an instant. */
export function dhakaDate(at: Date): string {
  return new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);
}

/** The hour of the day (0-23) in Dhaka of an instant. */
export function dhakaHour(at: Date): number {
  return new Date(at.getTime() + dhakaOffsetMs).getUTCHours();
}

/** The first instant of a Dhaka day and the first instant of the next one. */
export function dhakaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - dhakaOffsetMs);
  return { start, end: new Date(start.getTime() + dayMs) };
}

/** The Dhaka day before the one an instant falls in: the last whole day a daily job can look back on. */
export function previousDhakaDay(now: Date): string {
  return dhakaDate(new Date(now.getTime() - dayMs));
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}
