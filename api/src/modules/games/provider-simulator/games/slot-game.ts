/**
 * The simulator's slot: 3 reels, 3 rows, 5 lines (three rows and two diagonals). A bet is split evenly over
 * the 5 lines; three of a kind on a line pays the line bet times the paytable's multiplier. The outcome is
 * the reels' stop positions, drawn on the server; everything else follows from them.
 *
 * Stated RTP: every reel stop is equally likely and the reels are independent, so the exact return is
 * (sum over all 32^3 stop combinations of the 5 lines' pays) / (32^3 x 5 x line multiplier unit).
 * `slot-game.spec.ts` computes it by enumerating every combination and checks `slotStatedRtp`.
 */
export const slotSymbols = ['S', 'T', 'L', 'M', 'B', 'F'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** Three of a kind on a line pays the line bet times this. */
export const slotPaytable: Record<SlotSymbol, number> = { S: 500, T: 250, L: 100, M: 40, B: 15, F: 5 };

/** Reel strips, read top to bottom and round. Reels 1 and 2 hold S1 T2 L4 M6 B8 F11; reel 3 one M fewer, one B more. */
export const slotReels: readonly string[] = [
  'FMMBFBLLLTFFFLFSFBFBMFBTBFBMMFMB',
  'BLFMFFBFBMBBFFMFBBMTFLMBFTMFFLSL',
  'BFMTMBBMTBFBFBFLFFLLFFFLBFSMBBMF',
];

/** Rows (0 top, 1 middle, 2 bottom) of each reel that make a line. */
export const slotLines: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Exactly 31395 / 32768 (see the spec), shown on the game page. */
export const slotStatedRtp = '95.81%';

/** Bets offered, in poisha: each divides by the 5 lines. */
export const slotBets = [1000, 2000, 5000, 10000, 50000] as const;

export interface SlotOutcome {
  /** Stop position of each reel (the middle row's index in the strip). */
  stops: number[];
  /** The 3 x 3 window, grid[reel][row]. */
  grid: SlotSymbol[][];
  /** Indexes into slotLines of the lines that paid. */
  winningLines: number[];
  /** Total win in poisha. */
  win: number;
}

export const isSlotBet = (amount: unknown): amount is number => slotBets.includes(amount as (typeof slotBets)[number]);

/** The window and the win for given stops. `bet` in poisha, a multiple of the line count. */
export function evaluateSlot(stops: readonly number[], bet: number): SlotOutcome {
  const grid = slotReels.map((strip, reel) => {
    const at = (offset: number) => strip[(stops[reel]! + offset + strip.length) % strip.length] as SlotSymbol;
    return [at(-1), at(0), at(1)];
  });
  const lineBet = bet / slotLines.length;
  const winningLines: number[] = [];
  let win = 0;
  slotLines.forEach((rows, index) => {
    const [a, b, c] = rows.map((row, reel) => grid[reel]![row]!);
    if (a === b && b === c) {
      winningLines.push(index);
      win += lineBet * slotPaytable[a!];
    }
  });
  return { stops: [...stops], grid, winningLines, win };
}

/** One spin: `randomInt(n)` answers a uniform integer in [0, n) (crypto's in the server, seeded in tests). */
export function spinSlot(bet: number, randomInt: (n: number) => number): SlotOutcome {
  return evaluateSlot(
    slotReels.map((strip) => randomInt(strip.length)),
    bet,
  );
}
