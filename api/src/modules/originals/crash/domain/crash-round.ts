import { msToReach, multiplierAt } from './crash-curve.js';

/**
 * A shared crash round as a state machine: betting (until `bettingEndsAtMs`) -> running (from `startedAtMs`, the
 * multiplier on the curve) -> crashed (the curve reached the round's predetermined point). Pure: the driver asks
 * `nextStep` with the time and persists what it answers; any api process can tell from the same row and the clock
 * whether a cash-out is still in time, so correctness never waits on the driver's ticks.
 */
export type RoundState = 'betting' | 'running' | 'crashed';

export interface RoundView {
  state: RoundState;
  bettingEndsAtMs: number;
  startedAtMs: number | null;
  /** Hundredths, at least 100. */
  crashPoint: number;
}

export type RoundStep =
  { kind: 'wait'; untilMs: number } | { kind: 'start' } | { kind: 'tick'; multiplier: number } | { kind: 'crash' } | { kind: 'next-round' };

export function nextStep(round: RoundView, nowMs: number): RoundStep {
  switch (round.state) {
    case 'betting':
      return nowMs < round.bettingEndsAtMs ? { kind: 'wait', untilMs: round.bettingEndsAtMs } : { kind: 'start' };
    case 'running': {
      const multiplier = multiplierAt(nowMs - round.startedAtMs!);
      return multiplier >= round.crashPoint ? { kind: 'crash' } : { kind: 'tick', multiplier };
    }
    case 'crashed':
      return { kind: 'next-round' };
  }
}

/** The multiplier a cash-out at `nowMs` gets, or null when the round is not running or has reached its point. */
export function cashOutMultiplier(round: RoundView, nowMs: number): number | null {
  if (round.state !== 'running' || round.startedAtMs === null) return null;
  const multiplier = multiplierAt(nowMs - round.startedAtMs);
  return multiplier < round.crashPoint ? multiplier : null;
}

/**
 * What a driver taking over finds (after a restart or a lost lease): a running round whose point the curve
 * passed while no driver ran was interrupted, and is finished by the interruption rule (crash-settlement.ts);
 * one still below its point simply goes on, since its curve depends only on its start time.
 */
export function interruptedOnTakeover(round: RoundView, nowMs: number): boolean {
  return round.state === 'running' && nowMs - round.startedAtMs! >= msToReach(round.crashPoint);
}
