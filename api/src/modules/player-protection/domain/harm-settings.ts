/**
 * The markers of harm and how each is scored: every threshold and weight is configuration. An operator
 * replaces any of them with `HARM_MARKERS` (JSON, merged over these defaults, checked at boot). A marker is
 * raised when its value reaches its threshold; the player's score for the day is the sum of the weights of
 * the raised markers; a score at or above `reviewScore` puts the player on staff's review queue.
 */
export interface HarmSettings {
  reviewScore: number;
  /** Deposits asked for (not declined) in the last `days`: raised at `count` or more. */
  depositFrequency: { weight: number; days: number; count: number };
  /**
   * Deposits (not declined) of the last `recentDays` against the same span's average over the `baselineDays`
   * before them: raised when the ratio reaches `ratio` and the recent sum is at least `minRecentMinor`.
   * No deposits in the baseline: not raised (a new player's first deposits are not growth).
   */
  depositGrowth: { weight: number; recentDays: number; baselineDays: number; ratio: number; minRecentMinor: number };
  /** Deposits declined (rejected by finance, failed e-wallet payments) in the last `days`: raised at `count`. */
  declinedDeposits: { weight: number; days: number; count: number };
  /** Withdrawals that ended without a payout (rejected, refused) in the last `days`: raised at `count`. */
  cancelledWithdrawals: { weight: number; days: number; count: number };
  /** Nights (Dhaka, from `fromHour` to `toHour`) with a stake in the last `days`: raised at `nights`. */
  nightPlay: { weight: number; days: number; fromHour: number; toHour: number; nights: number };
  /**
   * Deposits asked for within `withinMinutes` after play that lost at least `minLossMinor` net (stakes minus
   * wins and rolled-back stakes in those minutes), in the last `days`: raised at `count`.
   */
  chasing: { weight: number; days: number; withinMinutes: number; minLossMinor: number; count: number };
  /**
   * Play sessions (stakes, wins and rollbacks with no gap over `gapMinutes`) lasting `hours` or more in the
   * last `days`: raised at `count`.
   */
  longSessions: { weight: number; days: number; gapMinutes: number; hours: number; count: number };
}

export type MarkerName = Exclude<keyof HarmSettings, 'reviewScore'>;
export const markerNames: readonly MarkerName[] = [
  'depositFrequency',
  'depositGrowth',
  'declinedDeposits',
  'cancelledWithdrawals',
  'nightPlay',
  'chasing',
  'longSessions',
];

export const defaultHarmSettings: HarmSettings = {
  reviewScore: 30,
  depositFrequency: { weight: 15, days: 7, count: 10 },
  depositGrowth: { weight: 20, recentDays: 7, baselineDays: 21, ratio: 2, minRecentMinor: 500_000 },
  declinedDeposits: { weight: 15, days: 7, count: 3 },
  cancelledWithdrawals: { weight: 15, days: 30, count: 2 },
  nightPlay: { weight: 10, days: 7, fromHour: 0, toHour: 6, nights: 3 },
  chasing: { weight: 25, days: 7, withinMinutes: 30, minLossMinor: 100_000, count: 2 },
  longSessions: { weight: 10, days: 7, gapMinutes: 30, hours: 3, count: 2 },
};

/** The bounds of each setting, so a typo cannot silence a marker (a 0-day window, a negative weight). */
const bounds: Record<string, [number, number]> = {
  reviewScore: [0, 1000],
  weight: [0, 100],
  days: [1, 90],
  recentDays: [1, 90],
  baselineDays: [1, 90],
  count: [1, 1000],
  nights: [1, 90],
  ratio: [1, 100],
  minRecentMinor: [0, Number.MAX_SAFE_INTEGER],
  minLossMinor: [0, Number.MAX_SAFE_INTEGER],
  fromHour: [0, 23],
  toHour: [0, 23],
  withinMinutes: [1, 1440],
  gapMinutes: [1, 1440],
  hours: [1, 48],
};

/** The longest look-back any marker needs, in days (the job reads that much payment activity). */
export function lookBackDays(settings: HarmSettings): number {
  const { depositFrequency, depositGrowth, declinedDeposits, cancelledWithdrawals } = settings;
  return Math.max(
    depositGrowth.recentDays + depositGrowth.baselineDays,
    depositFrequency.days,
    declinedDeposits.days,
    cancelledWithdrawals.days,
    playLookBackDays(settings),
  );
}

/**
 * The look-back of the play markers, in days: the ledger's stakes, wins and rollbacks are read for this span
 * only (a week by default, not the month the payment markers need). Chasing also looks `withinMinutes` before
 * its first deposit, so a day more.
 */
export function playLookBackDays(settings: HarmSettings): number {
  const { nightPlay, chasing, longSessions } = settings;
  return Math.max(nightPlay.days, chasing.days + Math.ceil(chasing.withinMinutes / 1440), longSessions.days);
}

/**
 * Reads `HARM_MARKERS` over the defaults: `{"reviewScore": 40, "chasing": {"withinMinutes": 20}}`. Answers
 * the settings, or every problem found (an unknown marker or setting, a number out of bounds).
 */
export function readHarmSettings(text: string): { settings: HarmSettings } | { problems: string[] } {
  const settings = structuredClone(defaultHarmSettings);
  if (text.trim() === '') return { settings };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problems: ['HARM_MARKERS is not JSON'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problems: ['HARM_MARKERS must be a JSON object'] };
  const problems: string[] = [];
  const check = (path: string, key: string, value: unknown): value is number => {
    const [min, max] = bounds[key]!;
    const ok = typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
    if (!ok) problems.push(`HARM_MARKERS ${path} must be a number from ${min} to ${max}`);
    return ok;
  };
  for (const [name, value] of Object.entries(parsed)) {
    if (name === 'reviewScore') {
      if (check(name, name, value)) settings.reviewScore = value;
      continue;
    }
    if (!markerNames.includes(name as MarkerName)) {
      problems.push(`HARM_MARKERS has no marker "${name}" (markers: ${markerNames.join(', ')})`);
      continue;
    }
    const marker = settings[name as MarkerName] as unknown as Record<string, number>;
    if (typeof value !== 'object' || value === null) {
      problems.push(`HARM_MARKERS ${name} must be an object`);
      continue;
    }
    for (const [key, setting] of Object.entries(value)) {
      if (!(key in marker)) problems.push(`HARM_MARKERS ${name} has no setting "${key}" (settings: ${Object.keys(marker).join(', ')})`);
      else if (check(`${name}.${key}`, key, setting)) marker[key] = setting;
    }
  }
  if (settings.nightPlay.fromHour === settings.nightPlay.toHour) problems.push('HARM_MARKERS nightPlay.fromHour and toHour must differ');
  return problems.length > 0 ? { problems } : { settings };
}
