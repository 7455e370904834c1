import type { ExchangeSport } from '@khela/contracts';
import { seededStream } from './seeded-random.js';

/**
 * The simulator's fixture list: what is played on a Dhaka calendar day, derived from the seed and the day
 * alone, so every process (and every restart) agrees on ids, teams and times. Start times are spread so
 * that at any hour some cricket, soccer and tennis is in play.
 */
export interface EventPlan {
  eventId: string;
  sport: ExchangeSport;
  competition: string;
  /** Two sides: teams, or players for tennis. */
  sides: [string, string];
  startMs: number;
  /** Cricket only. */
  format?: 'T20' | 'ODI';
  /** Home side's strength edge in [-1, 1], which tilts the prices and the dice. */
  edge: number;
}

export const dhakaOffsetMs = 6 * 3_600_000;
const dayMs = 86_400_000;
const minute = 60_000;

/** Days since 1970-01-01 of the Dhaka calendar day holding `ms`. */
export const dhakaDayNumber = (ms: number): number => Math.floor((ms + dhakaOffsetMs) / dayMs);
/** The instant a Dhaka day starts (00:00 Asia/Dhaka). */
export const dhakaDayStart = (day: number): number => day * dayMs - dhakaOffsetMs;

const cricketTeams = [
  'Dhaka Dynamites',
  'Sylhet Strikers',
  'Chattogram Challengers',
  'Rangpur Riders',
  'Khulna Tigers',
  'Barishal Bulls',
  'Comilla Victorians',
  'Rajshahi Royals',
];
const cricketNations = ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'England', 'Australia', 'New Zealand'];
const soccerTeams = [
  'Abahani Limited',
  'Bashundhara Kings',
  'Mohammedan SC',
  'Sheikh Jamal DC',
  'Rahmatganj MFS',
  'Fortis FC',
  'Brothers Union',
  'Chittagong Abahani',
];
const tennisPlayers = [
  'A. Rahman',
  'S. Hossain',
  'R. Kumar',
  'M. Ali',
  'J. Silva',
  'T. Novak',
  'L. Garcia',
  'K. Sato',
  'P. Mensah',
  'D. Ivanov',
];

/** Fixtures per day and sport: how many, how far apart (minutes), first start (minutes after 00:00 Dhaka). */
const slots: { sport: ExchangeSport; format?: 'T20' | 'ODI'; count: number; everyMin: number; firstMin: number }[] = [
  { sport: 'cricket', format: 'T20', count: 16, everyMin: 90, firstMin: 0 },
  { sport: 'cricket', format: 'ODI', count: 8, everyMin: 180, firstMin: 45 },
  { sport: 'soccer', count: 24, everyMin: 60, firstMin: 10 },
  { sport: 'tennis', count: 48, everyMin: 30, firstMin: 25 },
];

function pair<T>(next: () => number, from: readonly T[]): [T, T] {
  const a = Math.floor(next() * from.length);
  const b = (a + 1 + Math.floor(next() * (from.length - 1))) % from.length;
  return [from[a]!, from[b]!];
}

/** Every fixture of a Dhaka day, in start order. Event ids: the day number and a three-digit index. */
export function scheduleForDay(seed: string, day: number): EventPlan[] {
  const next = seededStream(`${seed}:schedule:${day}`);
  const plans: EventPlan[] = [];
  let index = 0;
  for (const slot of slots) {
    for (let i = 0; i < slot.count; i++) {
      const startMs = dhakaDayStart(day) + (slot.firstMin + i * slot.everyMin) * minute;
      const eventId = `${day}${String(index++).padStart(3, '0')}`;
      const edge = Math.round((next() * 2 - 1) * 100) / 100;
      if (slot.sport === 'cricket') {
        const international = slot.format === 'ODI';
        plans.push({
          eventId,
          sport: 'cricket',
          format: slot.format,
          competition: international ? 'One Day International' : 'Bangladesh Premier League',
          sides: pair(next, international ? cricketNations : cricketTeams),
          startMs,
          edge,
        });
      } else if (slot.sport === 'soccer') {
        plans.push({
          eventId,
          sport: 'soccer',
          competition: 'Bangladesh Premier League (Football)',
          sides: pair(next, soccerTeams),
          startMs,
          edge,
        });
      } else {
        plans.push({ eventId, sport: 'tennis', competition: 'ATP Challenger Dhaka', sides: pair(next, tennisPlayers), startMs, edge });
      }
    }
  }
  return plans.sort((a, b) => a.startMs - b.startMs || a.eventId.localeCompare(b.eventId));
}
