import type { PlayerActivity } from '../domain/markers-of-harm.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Synthetic activity for the demo day, so the back-office review queue is not empty on a fresh `npm start`.
 * It is described here, never written to payments or the ledger (the demo players' money stays as it is):
 * demoplayer1 chases losses at night, demoplayer2 has deposits declined and withdrawals cancelled.
 */
export function demoActivity(end: Date): Record<string, PlayerActivity> {
  const at = (msBeforeEnd: number) => new Date(end.getTime() - msBeforeEnd);
  // three nights of stakes around 02:00 Dhaka (the day scored ends at midnight, 22 hours after 02:00)
  const nightStakes = [0, 1, 2].flatMap((n) => [0, 20, 40].map((m) => at(n * day + 22 * hour + m * minute)));
  return {
    demoplayer1: {
      // on two of those nights, a deposit five minutes after the last stake: chasing
      deposits: [0, 1].map((n) => ({ at: at(n * day + 22 * hour - 5 * minute), amountMinor: 200_000n, declined: false })),
      withdrawals: [],
      play: nightStakes.map((t) => ({ at: t, kind: 'stake' as const, amountMinor: 60_000n })),
    },
    demoplayer2: {
      deposits: [3, 5, 9].map((h) => ({ at: at(h * hour), amountMinor: 100_000n, declined: true })),
      withdrawals: [2, 4].map((d) => ({ at: at(d * day), cancelled: true })),
      play: [],
    },
  };
}
