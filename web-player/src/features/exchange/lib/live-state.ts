/**
 * Which state of a market or event to show (issue 17). The server's pushes are whole states numbered by a
 * `seq` that grows per room and may skip values (it conflates per socket: the latest state wins), so a
 * skipped number loses nothing and needs no resynchronisation. What does matter:
 * - a push at or below the number already shown is older (it crossed a newer one) and is dropped;
 * - a snapshot (sent on every join, so after every reconnect) is the server's word and replaces what is
 *   shown even when its number is lower (an api restarted since, and numbers started again);
 * - a polled answer (the fallback while the socket is down) carries the same number and is shown only
 *   when newer.
 */
export interface Numbered<S> {
  seq: number;
  state: S;
}

export interface LivePush<S> extends Numbered<S> {
  snapshot: boolean;
}

/** The state to show after `push`: `shown` itself (same object) when the push is older. */
export function applyPush<S>(shown: Numbered<S> | undefined, push: LivePush<S>): Numbered<S> | undefined {
  if (push.snapshot || !shown || push.seq > shown.seq) return { seq: push.seq, state: push.state };
  return shown;
}

/** The newer of two numbered states (either may be missing); `a` on a tie. */
export function newer<S>(a: Numbered<S> | undefined, b: Numbered<S> | undefined): Numbered<S> | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.seq > a.seq ? b : a;
}
