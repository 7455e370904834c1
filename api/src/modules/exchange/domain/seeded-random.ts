/**
 * The simulator's dice: a pure, seeded generator, so the same seed and key give the same match in any
 * process, at any time, after any restart (the feed is a function of the seed and the clock). Not for
 * anything players stake on: outcomes players bet on come from the feed, and this is the demo feed.
 */

/** FNV-1a over the key's UTF-16 units: a 32-bit seed from a string. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A stream of numbers in [0, 1) for one key (mulberry32). */
export function seededStream(key: string): () => number {
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One number in [0, 1) for a key: the same key always gives the same number. */
export function seededUnit(key: string): number {
  return seededStream(key)();
}

/** Picks from weighted outcomes with a number in [0, 1). */
export function pickWeighted<T>(unit: number, outcomes: readonly (readonly [T, number])[]): T {
  const total = outcomes.reduce((sum, [, weight]) => sum + weight, 0);
  let at = unit * total;
  for (const [outcome, weight] of outcomes) {
    if (at < weight) return outcome;
    at -= weight;
  }
  return outcomes[outcomes.length - 1]![0];
}
