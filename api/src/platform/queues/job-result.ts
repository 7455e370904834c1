/**
 * A job handler's result as BullMQ can keep it. BullMQ stores the return value as JSON once the job is done,
 * and JSON has no bigint: a handler returning money in poisha (`amountMinor: 123n`) made the worker mark the
 * job failed after its work had committed, and retry it (paying nothing, but failing and alerting each time).
 * Bigints become decimal strings; anything else JSON keeps is unchanged.
 */
export function jobResult(value: unknown): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown;
}
