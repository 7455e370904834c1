import type { ExclusionRequest } from '../api/exclusion';

/**
 * The lengths the page offers for a time-out or self-exclusion, inside the range the operator configured
 * (issue 16: rules as configuration; the server answers the range with the exclusion): the usual landmarks
 * that fall inside it, and always its shortest and longest, so the page offers exactly what the server takes.
 */
export interface Length {
  /** 'd7' (days) or 'm12' (months): the option's value and, for a landmark, its label's key. */
  key: string;
  request: ExclusionRequest;
  /** A landmark has its own words ('6 weeks', '1 year'); any other length is counted ('10 days'). */
  landmark: LandmarkKey | null;
}

const dayLandmarks = [1, 7, 14, 30, 42] as const;
const monthLandmarks = [6, 12, 24, 36, 60] as const;
export type LandmarkKey = `d${(typeof dayLandmarks)[number]}` | `m${(typeof monthLandmarks)[number]}`;
const isIn = (landmarks: readonly number[], n: number) => landmarks.includes(n);

function within(landmarks: readonly number[], range: { min: number; max: number }): number[] {
  const inside = new Set(landmarks.filter((n) => n >= range.min && n <= range.max));
  inside.add(range.min);
  inside.add(range.max);
  return [...inside].sort((a, b) => a - b);
}

export const timeoutLengths = (range: { min: number; max: number }): Length[] =>
  within(dayLandmarks, range).map((days) => ({
    key: `d${days}`,
    request: { kind: 'timeout', days },
    landmark: isIn(dayLandmarks, days) ? (`d${days}` as LandmarkKey) : null,
  }));

export const selfExclusionLengths = (range: { min: number; max: number }): Length[] =>
  within(monthLandmarks, range).map((months) => ({
    key: `m${months}`,
    request: { kind: 'self_exclusion', months },
    landmark: isIn(monthLandmarks, months) ? (`m${months}` as LandmarkKey) : null,
  }));
