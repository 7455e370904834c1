import { dhakaDate, dhakaHour } from './dhaka-day.js';
import { markerNames, type HarmSettings, type MarkerName } from './harm-settings.js';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** A deposit the player asked for: `declined` when finance rejected it or the e-wallet payment failed. */
export interface DepositActivity {
  at: Date;
  amountMinor: bigint;
  declined: boolean;
}

/** A withdrawal the player asked for: `cancelled` when it ended without a payout. */
export interface WithdrawalActivity {
  at: Date;
  cancelled: boolean;
}

/** A stake, win or rolled-back stake, as the wallet recorded it. */
export interface PlayActivity {
  at: Date;
  kind: 'stake' | 'win' | 'rollback';
  amountMinor: bigint;
}

export interface PlayerActivity {
  deposits: readonly DepositActivity[];
  withdrawals: readonly WithdrawalActivity[];
  play: readonly PlayActivity[];
}

/** One marker of one player's day: what was measured, against what, and whether it counts. */
export interface MarkerResult {
  marker: MarkerName;
  value: number;
  threshold: number;
  weight: number;
  raised: boolean;
}

export interface HarmScore {
  score: number;
  markers: MarkerResult[];
}

/** Instants in [end - days, end): `end` is the first instant after the day scored. */
const within = (at: Date, end: Date, days: number) => at.getTime() >= end.getTime() - days * dayMs && at.getTime() < end.getTime();

const counted = (marker: MarkerName, value: number, threshold: number, weight: number): MarkerResult => ({
  marker,
  value,
  threshold,
  weight,
  raised: value >= threshold,
});

export function depositFrequency(activity: PlayerActivity, end: Date, s: HarmSettings['depositFrequency']): MarkerResult {
  const n = activity.deposits.filter((d) => !d.declined && within(d.at, end, s.days)).length;
  return counted('depositFrequency', n, s.count, s.weight);
}

/** The ratio of recent deposits to the baseline's average over as many days, rounded to two places. */
export function depositGrowth(activity: PlayerActivity, end: Date, s: HarmSettings['depositGrowth']): MarkerResult {
  const recentStart = new Date(end.getTime() - s.recentDays * dayMs);
  let recent = 0n;
  let baseline = 0n;
  for (const d of activity.deposits) {
    if (d.declined) continue;
    if (within(d.at, end, s.recentDays)) recent += d.amountMinor;
    else if (within(d.at, recentStart, s.baselineDays)) baseline += d.amountMinor;
  }
  // ratio = recent / (baseline * recentDays / baselineDays), in hundredths, integer arithmetic on minor units
  const ratioHundredths = baseline === 0n ? 0n : (recent * BigInt(s.baselineDays) * 100n) / (baseline * BigInt(s.recentDays));
  const value = Number(ratioHundredths) / 100;
  const result = counted('depositGrowth', value, s.ratio, s.weight);
  return { ...result, raised: baseline > 0n && recent >= BigInt(s.minRecentMinor) && result.raised };
}

export function declinedDeposits(activity: PlayerActivity, end: Date, s: HarmSettings['declinedDeposits']): MarkerResult {
  const n = activity.deposits.filter((d) => d.declined && within(d.at, end, s.days)).length;
  return counted('declinedDeposits', n, s.count, s.weight);
}

export function cancelledWithdrawals(activity: PlayerActivity, end: Date, s: HarmSettings['cancelledWithdrawals']): MarkerResult {
  const n = activity.withdrawals.filter((w) => w.cancelled && within(w.at, end, s.days)).length;
  return counted('cancelledWithdrawals', n, s.count, s.weight);
}

/** Is this Dhaka hour in the night span? The span may run over midnight (22 to 5). */
export function isNightHour(hour: number, fromHour: number, toHour: number): boolean {
  return fromHour < toHour ? hour >= fromHour && hour < toHour : hour >= fromHour || hour < toHour;
}

/** Distinct nights with a stake; a night over midnight counts once (keyed by the Dhaka date its end falls on). */
export function nightPlay(activity: PlayerActivity, end: Date, s: HarmSettings['nightPlay']): MarkerResult {
  const nights = new Set<string>();
  for (const move of activity.play) {
    if (move.kind !== 'stake' || !within(move.at, end, s.days) || !isNightHour(dhakaHour(move.at), s.fromHour, s.toHour)) continue;
    // shift by the night's end so 23:00 and 02:00 of one night share a key
    nights.add(dhakaDate(new Date(move.at.getTime() - s.toHour * hourMs)));
  }
  return counted('nightPlay', nights.size, s.nights, s.weight);
}

/** Deposits asked for right after play that lost at least the threshold net in the minutes before. */
export function chasing(activity: PlayerActivity, end: Date, s: HarmSettings['chasing']): MarkerResult {
  let n = 0;
  for (const deposit of activity.deposits) {
    if (deposit.declined || !within(deposit.at, end, s.days)) continue;
    const from = deposit.at.getTime() - s.withinMinutes * minuteMs;
    let net = 0n; // stakes minus wins and rollbacks: positive is a loss
    for (const move of activity.play) {
      const t = move.at.getTime();
      if (t < from || t >= deposit.at.getTime()) continue;
      net += move.kind === 'stake' ? move.amountMinor : -move.amountMinor;
    }
    if (net > 0n && net >= BigInt(s.minLossMinor)) n++;
  }
  return counted('chasing', n, s.count, s.weight);
}

/** Play sessions: moves no more than `gapMinutes` apart; counted when first to last spans `hours` or more. */
export function longSessions(activity: PlayerActivity, end: Date, s: HarmSettings['longSessions']): MarkerResult {
  const times = activity.play
    .filter((m) => within(m.at, end, s.days))
    .map((m) => m.at.getTime())
    .sort((a, b) => a - b);
  let n = 0;
  let start = times[0];
  for (let i = 0; i < times.length; i++) {
    const last = i === times.length - 1 || times[i + 1]! - times[i]! > s.gapMinutes * minuteMs;
    if (!last) continue;
    if (times[i]! - start! >= s.hours * hourMs) n++;
    start = times[i + 1];
  }
  return counted('longSessions', n, s.count, s.weight);
}

const markers: Record<MarkerName, (activity: PlayerActivity, end: Date, settings: HarmSettings) => MarkerResult> = {
  depositFrequency: (a, e, s) => depositFrequency(a, e, s.depositFrequency),
  depositGrowth: (a, e, s) => depositGrowth(a, e, s.depositGrowth),
  declinedDeposits: (a, e, s) => declinedDeposits(a, e, s.declinedDeposits),
  cancelledWithdrawals: (a, e, s) => cancelledWithdrawals(a, e, s.cancelledWithdrawals),
  nightPlay: (a, e, s) => nightPlay(a, e, s.nightPlay),
  chasing: (a, e, s) => chasing(a, e, s.chasing),
  longSessions: (a, e, s) => longSessions(a, e, s.longSessions),
};

/**
 * A player's markers for the look-back ending at `end` (the end of the Dhaka day scored), and the score:
 * the sum of the raised markers' weights.
 */
export function scorePlayer(activity: PlayerActivity, end: Date, settings: HarmSettings): HarmScore {
  const results = markerNames.map((name) => markers[name](activity, end, settings));
  return { score: results.reduce((sum, m) => sum + (m.raised ? m.weight : 0), 0), markers: results };
}
