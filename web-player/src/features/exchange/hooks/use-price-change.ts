import { useState } from 'react';

export type PriceMove = 'up' | 'down';

/**
 * How a shown price last moved, and a number that changes with each move: a cell keyed by it mounts
 * afresh, so its CSS highlight animation plays once per change ("price changes highlighted briefly")
 * with no timer to clear. Nothing on first show.
 */
export function usePriceChange(value: number | undefined): { move: PriceMove | null; changes: number } {
  const [seen, setSeen] = useState(value);
  const [change, setChange] = useState<{ move: PriceMove | null; changes: number }>({ move: null, changes: 0 });
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && seen !== undefined) setChange({ move: value > seen ? 'up' : 'down', changes: change.changes + 1 });
  }
  return change;
}
