import type { RepeatOptions } from 'bullmq';
import { queueOfJob } from './job-catalog.js';

/**
 * When a repeatable job runs: every day at a wall-clock time in Dhaka (`HH:MM`, Asia/Dhaka has no daylight
 * saving), or every N milliseconds (tests, and an operator who wants a job more often).
 */
export type JobSchedule = { dailyAt: string } | { everyMs: number };

export const scheduleTimeZone = 'Asia/Dhaka';

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** BullMQ's repeat options for a schedule: a cron pattern in Dhaka time, or a fixed interval. */
export function repeatOptions(schedule: JobSchedule): Omit<RepeatOptions, 'key'> {
  if ('everyMs' in schedule) return { every: schedule.everyMs };
  const [, hours, minutes] = clockTime.exec(schedule.dailyAt)!;
  return { pattern: `${Number(minutes)} ${Number(hours)} * * *`, tz: scheduleTimeZone };
}

/** Why a schedule is unusable, or null. */
export function scheduleProblem(schedule: unknown): string | null {
  if (typeof schedule === 'string') return clockTime.test(schedule) ? null : `"${schedule}" is not a time HH:MM`;
  if (typeof schedule !== 'object' || schedule === null) return 'must be "HH:MM" or { "everyMs": n }';
  const { dailyAt, everyMs } = schedule as { dailyAt?: unknown; everyMs?: unknown };
  if (dailyAt !== undefined) return typeof dailyAt === 'string' && clockTime.test(dailyAt) ? null : 'dailyAt must be a time HH:MM';
  if (typeof everyMs === 'number' && Number.isInteger(everyMs) && everyMs >= 100) return null;
  return 'must be "HH:MM", { "dailyAt": "HH:MM" } or { "everyMs": n } with n >= 100';
}

/**
 * Reads `JOB_SCHEDULES`: a JSON object from job name to "HH:MM" (daily, Dhaka time) or { "everyMs": n },
 * replacing the schedule a module declared for that job. Empty: none replaced. Answers the overrides and
 * every problem found (an unknown job, a bad time), so the config check names them all at once.
 */
export function parseJobSchedules(text: string): { overrides: Map<string, JobSchedule>; problems: string[] } {
  const overrides = new Map<string, JobSchedule>();
  if (text.trim() === '') return { overrides, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { overrides, problems: ['is not JSON'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { overrides, problems: ['must be a JSON object'] };
  const problems: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (!(name in queueOfJob)) problems.push(`"${name}" is not a job`);
    const problem = scheduleProblem(value);
    if (problem) problems.push(`"${name}": ${problem}`);
    else overrides.set(name, typeof value === 'string' ? { dailyAt: value } : (value as JobSchedule));
  }
  return { overrides, problems };
}
