import { describe, expect, it } from '@jest/globals';
import { dhakaDayBounds, previousDhakaDay } from './domain/dhaka-day.js';
import { demoActivity } from './seed/demo-harm-activity.js';
import { defaultHarmSettings, lookBackDays, playLookBackDays, readHarmSettings, type HarmSettings } from './domain/harm-settings.js';
import {
  cancelledWithdrawals,
  chasing,
  declinedDeposits,
  depositFrequency,
  depositGrowth,
  isNightHour,
  longSessions,
  nightPlay,
  scorePlayer,
  type PlayerActivity,
} from './domain/markers-of-harm.js';

// The day scored: 2026-03-10 in Dhaka, i.e. [2026-03-09T18:00Z, 2026-03-10T18:00Z).
const { end } = dhakaDayBounds('2026-03-10');
/** An instant `hours` before the end of the day scored. */
const before = (hours: number) => new Date(end.getTime() - hours * 3600_000);
/** A Dhaka wall-clock time. */
const dhaka = (text: string) => new Date(`${text}+06:00`);
const none: PlayerActivity = { deposits: [], withdrawals: [], play: [] };
const s: HarmSettings = defaultHarmSettings;
const deposit = (at: Date, amountMinor = 100_000n, declined = false) => ({ at, amountMinor, declined });
const stake = (at: Date, amountMinor = 10_000n) => ({ at, kind: 'stake' as const, amountMinor });
const win = (at: Date, amountMinor: bigint) => ({ at, kind: 'win' as const, amountMinor });

describe('Dhaka days', () => {
  it('a day is UTC+6 midnight to midnight; the job scores the day before now', () => {
    expect(dhakaDayBounds('2026-03-10')).toEqual({ start: new Date('2026-03-09T18:00:00Z'), end: new Date('2026-03-10T18:00:00Z') });
    expect(previousDhakaDay(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-10'); // 00:30 on the 11th in Dhaka
    expect(previousDhakaDay(new Date('2026-03-10T17:59:00Z'))).toBe('2026-03-09'); // 23:59 on the 10th
  });
});

describe('deposit frequency', () => {
  it('counts deposits not declined in the last 7 days, the day scored included, the next day not', () => {
    const deposits = [
      ...Array.from({ length: 9 }, (_, i) => deposit(before(1 + i * 10))),
      deposit(before(7 * 24 + 1)), // 7 days and an hour back: outside
      deposit(before(2), 100n, true), // declined: not counted
      deposit(end), // the next day's first instant: outside
    ];
    expect(depositFrequency({ ...none, deposits }, end, s.depositFrequency)).toMatchObject({ value: 9, raised: false });
    const tenth = [...deposits, deposit(before(7 * 24))];
    expect(depositFrequency({ ...none, deposits: tenth }, end, s.depositFrequency)).toMatchObject({
      value: 10,
      threshold: 10,
      raised: true,
    });
  });
});

describe('deposit growth', () => {
  const week = 7 * 24;
  it('compares the last 7 days with the weekly average of the 21 days before', () => {
    const deposits = [
      deposit(before(week + 1), 300_000n),
      deposit(before(3 * week - 1), 300_000n),
      deposit(before(10), 400_000n),
      deposit(before(20), 200_000n),
    ];
    // baseline 600,000 over 21 days = 200,000 a week; recent 600,000: ratio 3
    expect(depositGrowth({ ...none, deposits }, end, s.depositGrowth)).toMatchObject({ value: 3, threshold: 2, raised: true });
  });

  it('is not raised below the minimum recent sum, or with no baseline', () => {
    const small = [deposit(before(week + 1), 30_000n), deposit(before(10), 400_000n)];
    expect(depositGrowth({ ...none, deposits: small }, end, s.depositGrowth)).toMatchObject({ value: 40, raised: false });
    const fresh = [deposit(before(10), 900_000n)];
    expect(depositGrowth({ ...none, deposits: fresh }, end, s.depositGrowth)).toMatchObject({ value: 0, raised: false });
  });
});

describe('declined deposits and cancelled withdrawals', () => {
  it('count in their own windows', () => {
    const deposits = [
      deposit(before(1), 1n, true),
      deposit(before(50), 1n, true),
      deposit(before(100), 1n, true),
      deposit(before(200), 1n, true),
    ];
    expect(declinedDeposits({ ...none, deposits }, end, s.declinedDeposits)).toMatchObject({ value: 3, raised: true });
    const withdrawals = [
      { at: before(24 * 29), cancelled: true },
      { at: before(24 * 31), cancelled: true },
      { at: before(5), cancelled: false },
    ];
    expect(cancelledWithdrawals({ ...none, withdrawals }, end, s.cancelledWithdrawals)).toMatchObject({ value: 1, raised: false });
    withdrawals.push({ at: before(3), cancelled: true });
    expect(cancelledWithdrawals({ ...none, withdrawals }, end, s.cancelledWithdrawals)).toMatchObject({ value: 2, raised: true });
  });
});

describe('night play', () => {
  it('counts Dhaka nights with a stake, a night over midnight once', () => {
    expect(isNightHour(2, 0, 6)).toBe(true);
    expect(isNightHour(6, 0, 6)).toBe(false);
    expect(isNightHour(23, 22, 5)).toBe(true);
    expect(isNightHour(12, 22, 5)).toBe(false);
    const play = [
      stake(dhaka('2026-03-10T01:00')),
      stake(dhaka('2026-03-10T05:59')),
      stake(dhaka('2026-03-09T03:00')),
      stake(dhaka('2026-03-10T12:00')),
    ];
    expect(nightPlay({ ...none, play }, end, s.nightPlay)).toMatchObject({ value: 2, raised: false });
    play.push(stake(dhaka('2026-03-05T02:00')));
    expect(nightPlay({ ...none, play }, end, s.nightPlay)).toMatchObject({ value: 3, raised: true });
    const overMidnight = { ...s.nightPlay, fromHour: 22, toHour: 5 };
    const late = [stake(dhaka('2026-03-09T23:00')), stake(dhaka('2026-03-10T02:00'))];
    expect(nightPlay({ ...none, play: late }, end, overMidnight)).toMatchObject({ value: 1 });
  });
});

describe('chasing', () => {
  it('counts deposits within 30 minutes after a net loss of 1,000.00 or more', () => {
    const at = dhaka('2026-03-10T20:00');
    const lost = [stake(new Date(at.getTime() - 20 * 60_000), 80_000n), stake(new Date(at.getTime() - 10 * 60_000), 30_000n)];
    const one = { ...none, deposits: [deposit(at)], play: lost };
    expect(chasing(one, end, s.chasing)).toMatchObject({ value: 1, raised: false });
    // a win in the window makes it less than the loss threshold
    const wonBack = { ...one, play: [...lost, win(new Date(at.getTime() - 5 * 60_000), 20_000n)] };
    expect(chasing(wonBack, end, s.chasing)).toMatchObject({ value: 0 });
    // the loss 31 minutes before does not count
    const old = { ...one, play: [stake(new Date(at.getTime() - 31 * 60_000), 500_000n)] };
    expect(chasing(old, end, s.chasing)).toMatchObject({ value: 0 });
    const later = dhaka('2026-03-08T10:00');
    const two = {
      ...none,
      deposits: [deposit(at), deposit(later)],
      play: [...lost, stake(new Date(later.getTime() - 60_000), 100_000n)],
    };
    expect(chasing(two, end, s.chasing)).toMatchObject({ value: 2, raised: true });
  });
});

describe('long sessions', () => {
  it('splits play at gaps over 30 minutes and counts sessions of 3 hours or more', () => {
    const from = dhaka('2026-03-10T10:00').getTime();
    const every25 = (start: number, count: number) => Array.from({ length: count }, (_, i) => stake(new Date(start + i * 25 * 60_000)));
    const threeHours = every25(from, 8); // 0..175 minutes: under 3 hours
    expect(longSessions({ ...none, play: threeHours }, end, s.longSessions)).toMatchObject({ value: 0 });
    const play = [...every25(from, 9), ...every25(from - 24 * 3600_000, 20)]; // 200 minutes; 475 minutes the day before
    expect(longSessions({ ...none, play }, end, s.longSessions)).toMatchObject({ value: 2, raised: true });
    const broken = [...every25(from, 4), ...every25(from + 4 * 25 * 60_000 + 31 * 60_000, 5)];
    expect(longSessions({ ...none, play: broken }, end, s.longSessions)).toMatchObject({ value: 0 });
  });
});

describe('score and settings', () => {
  it('sums the weights of the raised markers', () => {
    const deposits = [deposit(before(1), 1n, true), deposit(before(2), 1n, true), deposit(before(3), 1n, true)];
    const withdrawals = [
      { at: before(4), cancelled: true },
      { at: before(5), cancelled: true },
    ];
    const result = scorePlayer({ deposits, withdrawals, play: [] }, end, s);
    expect(result.score).toBe(30);
    expect(result.markers.filter((m) => m.raised).map((m) => m.marker)).toEqual(['declinedDeposits', 'cancelledWithdrawals']);
    expect(scorePlayer(none, end, s)).toMatchObject({ score: 0 });
  });

  it('reads HARM_MARKERS over the defaults and names every problem', () => {
    const read = readHarmSettings('{"reviewScore": 40, "chasing": {"withinMinutes": 20}}');
    expect('settings' in read && read.settings.reviewScore).toBe(40);
    expect('settings' in read && read.settings.chasing).toEqual({ ...s.chasing, withinMinutes: 20 });
    expect(readHarmSettings('')).toEqual({ settings: s });
    const bad = readHarmSettings('{"reviewScore": -1, "gambling": {}, "chasing": {"within": 3, "weight": "10"}}');
    expect('problems' in bad && bad.problems).toEqual([
      'HARM_MARKERS reviewScore must be a number from 0 to 1000',
      'HARM_MARKERS has no marker "gambling" (markers: depositFrequency, depositGrowth, declinedDeposits, cancelledWithdrawals, nightPlay, chasing, longSessions)',
      'HARM_MARKERS chasing has no setting "within" (settings: weight, days, withinMinutes, minLossMinor, count)',
      'HARM_MARKERS chasing.weight must be a number from 0 to 100',
    ]);
    expect(readHarmSettings('[1]')).toEqual({ problems: ['HARM_MARKERS must be a JSON object'] });
    expect(lookBackDays(s)).toBe(30);
    expect(playLookBackDays(s)).toBe(8);
  });
});

describe('the demo day', () => {
  it('puts both demo players at or above the default review score', () => {
    const scores = Object.entries(demoActivity(end)).map(([username, activity]) => {
      const { score, markers } = scorePlayer(activity, end, s);
      return [username, score, markers.filter((m) => m.raised).map((m) => m.marker)];
    });
    expect(scores).toEqual([
      ['demoplayer1', 35, ['nightPlay', 'chasing']],
      ['demoplayer2', 30, ['declinedDeposits', 'cancelledWithdrawals']],
    ]);
  });
});
