/**
 * BullMQ stores a job's return value as JSON, and JSON.stringify refuses a bigint: a handler that returns money in
 * bigint fails its job after its work committed (and BullMQ then retries work that is already done). The referral
 * jobs return their figures with a non-enumerable `toJSON` that writes bigints as decimal strings, so callers (and
 * tests) keep the bigints and the stored return value is JSON.
 */
export function jsonSafe<T extends object>(value: T): T {
  Object.defineProperty(value, 'toJSON', {
    enumerable: false,
    value: () => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v])),
  });
  return value;
}
