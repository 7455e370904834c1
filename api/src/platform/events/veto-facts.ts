import { AsyncLocalStorage } from 'node:async_hooks';

/** Facts a mover already read for one veto, for one key (the player), not yet used. */
type Facts = Map<string, { key: string; value: unknown }>;
const prefetched = new AsyncLocalStorage<Facts>();

/**
 * Runs `work` (a money move that passes a veto point) with facts a veto would otherwise read, read by the
 * mover in a statement of its own moments before (a provider bet reads player protection's facts in the
 * statement that begins the call: one round trip fewer on the platform's hottest call). `facts`: per veto
 * name, the key they are of (the player) and the value as that veto's owner defines it.
 */
export function withVetoFacts<T>(facts: Record<string, { key: string; value: unknown }>, work: () => Promise<T>): Promise<T> {
  return prefetched.run(new Map(Object.entries(facts)), work);
}

/**
 * The facts given for veto `name` and `key`, once: the first check of a move takes them; a check repeated
 * under a hold (VetoGuard), or any other read, finds none and reads afresh. Undefined when none were given.
 */
export function takeVetoFacts(name: string, key: string): { value: unknown } | undefined {
  const facts = prefetched.getStore();
  const entry = facts?.get(name);
  if (!entry || entry.key !== key) return undefined;
  facts!.delete(name);
  return { value: entry.value };
}
