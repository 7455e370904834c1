import { describe, expect, it } from '@jest/globals';
import { parseJobSchedules, repeatOptions } from './job-schedule.js';

describe('job schedules', () => {
  it('a daily time is a cron pattern in Dhaka time; an interval is BullMQ every', () => {
    expect(repeatOptions({ dailyAt: '00:30' })).toEqual({ pattern: '30 0 * * *', tz: 'Asia/Dhaka' });
    expect(repeatOptions({ dailyAt: '23:05' })).toEqual({ pattern: '5 23 * * *', tz: 'Asia/Dhaka' });
    expect(repeatOptions({ everyMs: 500 })).toEqual({ every: 500 });
  });

  it('JOB_SCHEDULES replaces declared schedules and names every problem', () => {
    expect(parseJobSchedules('').problems).toEqual([]);
    const ok = parseJobSchedules('{"player-protection.markers-of-harm":"04:15"}');
    expect([...ok.overrides]).toEqual([['player-protection.markers-of-harm', { dailyAt: '04:15' }]]);
    expect(
      parseJobSchedules('{"player-protection.markers-of-harm":{"everyMs":60000}}').overrides.get('player-protection.markers-of-harm'),
    ).toEqual({
      everyMs: 60000,
    });
    expect(parseJobSchedules('{"nope":"24:00","system.worker-probe":{"everyMs":5}}').problems).toEqual([
      '"nope" is not a job',
      '"nope": "24:00" is not a time HH:MM',
      '"system.worker-probe": must be "HH:MM", { "dailyAt": "HH:MM" } or { "everyMs": n } with n >= 100',
    ]);
    expect(parseJobSchedules('{').problems).toEqual(['is not JSON']);
  });
});
