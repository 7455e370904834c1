/** How long a conversation has waited, in whole minutes (never negative: clocks a little apart). */
export function waitingMinutes(since: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
}
