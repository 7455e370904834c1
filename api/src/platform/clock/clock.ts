/**
 * The time where time decides an outcome (limits, windows, expiries, game rounds). Inject `Clock`
 * instead of calling `new Date()` / `Date.now()`, so tests can set and move it (ManualClock).
 */
export abstract class Clock {
  abstract now(): Date;

  nowMs(): number {
    return this.now().getTime();
  }
}

/** The real time. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that moves only when told: for tests of windows, limits and expiries. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | string | number = '2026-01-01T00:00:00Z') {
    super();
    this.current = new Date(start).getTime();
    if (Number.isNaN(this.current)) throw new Error(`ManualClock: not a time: ${String(start)}`);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string | number): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): Date {
    this.current += ms;
    return this.now();
  }
}
