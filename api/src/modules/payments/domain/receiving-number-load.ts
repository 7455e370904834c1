/** A number whose load reaches this share of its daily cap is flagged for finance (issue 22). */
export const nearCapPercent = 90;

/** Today's load as a whole percentage of the cap, rounded down (0 for a cap that is not positive). */
export function loadPercent(loadMinor: bigint, capMinor: bigint): number {
  if (capMinor <= 0n) return 0;
  return Number((loadMinor * 100n) / capMinor);
}

/** Near its cap: at or above `nearCapPercent` of it (integer arithmetic: no float decides it). */
export function isNearCap(loadMinor: bigint, capMinor: bigint): boolean {
  return capMinor > 0n && loadMinor * 100n >= capMinor * BigInt(nearCapPercent);
}

/** Daily caps finance may set: a positive amount up to this (a 11-digit wallet takes far less in a day). */
export const maxDailyCapMinor = 100_000_000_00n;

export const receivingNumberMessages = {
  notFound: 'Receiving number not found.',
  methodNotFound: 'Payment method not found.',
  numberFormat: 'A receiving number is exactly 11 digits.',
  capInvalid: 'The daily cap must be an amount above 0.00 and at most 100000000.00, with at most two decimal places.',
  duplicate: 'This number is already a receiving number of this channel.',
  nothingToChange: 'Give daily_cap or active.',
  rotateToSame: 'The new number must differ from the one it replaces.',
} as const;
