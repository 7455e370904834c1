import { stakeFloats, type SeedTriple } from '../../domain/fairness/stake-floats.js';

/**
 * Khela's 5-reel slot, pure: the published reel strips, paylines and paytable, the spin from the fairness
 * floats, and what it pays. Five reels of 32 symbols, three rows shown, ten fixed paylines; a line pays a
 * run of 3, 4 or 5 equal symbols from the leftmost reel, the stake split evenly over the ten lines. No
 * wilds, scatters or features, so the return can be computed exactly from the strips (slot-rtp.spec.ts):
 * 32,427,870 / 33,554,432 = 96.6425...% (stated 96.64%).
 */

export const slotSymbols = ['crown', 'diamond', 'seven', 'bell', 'melon', 'cherry', 'lemon'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** Line-bet multipliers for a run of 3, 4 and 5 from the left (a line bet is a tenth of the stake). */
export const slotPaytable: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  crown: [200, 1000, 5000],
  diamond: [80, 300, 1500],
  seven: [40, 150, 600],
  bell: [20, 75, 250],
  melon: [15, 50, 200],
  cherry: [10, 30, 100],
  lemon: [8, 25, 75],
};

const [C, D, S, B, M, H, L] = ['crown', 'diamond', 'seven', 'bell', 'melon', 'cherry', 'lemon'] as const;

/**
 * The reel strips, top to bottom, read cyclically. Every reel holds 1 crown, 2 diamonds, 3 sevens, 4 bells,
 * 5 melons, 7 cherries and 10 lemons in its own order.
 */
export const slotReels: readonly (readonly SlotSymbol[])[] = [
  [L, H, M, L, B, L, S, H, L, M, D, L, H, B, L, M, C, L, H, S, L, B, M, H, L, D, H, L, M, B, S, H],
  [H, L, B, M, L, S, H, L, D, M, L, H, B, L, C, M, H, L, S, B, L, H, M, L, D, L, H, B, M, S, L, H],
  [M, L, H, S, L, B, H, L, M, D, L, H, B, L, M, S, H, L, C, L, B, H, M, L, D, H, L, S, M, B, L, H],
  [L, B, H, L, M, S, L, H, D, L, B, M, H, L, S, L, C, H, M, L, B, H, L, D, M, L, S, H, B, L, M, H],
  [H, M, L, B, S, L, H, L, D, M, B, L, H, S, L, M, H, C, L, B, M, L, H, D, L, S, H, L, B, M, H, L],
];

export const slotRows = 3;
export const slotLineCount = 10;

/** Rows (0 top - 2 bottom) a payline crosses on reels 1-5. */
export const slotPaylines: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** The stated return in percent, as the catalogue states it: the exact 96.6425...% to two places. */
export const slotStatedRtp = '96.64';

export interface LineWin {
  /** 1-10, as the paytable numbers the lines. */
  line: number;
  symbol: SlotSymbol;
  /** 3-5 reels from the left. */
  count: number;
  /** In line bets. */
  pays: number;
}

export interface SlotSpin {
  /** Index on each reel's strip of the symbol shown in the top row. */
  stops: number[];
  /** What shows: `window[reel][row]`. */
  window: SlotSymbol[][];
  wins: LineWin[];
  /** The sum of the line wins in line bets; the stake pays `stake x total / 10`. */
  totalLinePays: number;
}

/** One reel stop per float: `floor(float x 32)`, Stake's way of turning a float into one of n outcomes. */
export const slotStopsFromFloats = (floats: readonly number[]): number[] =>
  slotReels.map((reel, i) => Math.floor(floats[i]! * reel.length));

/** What a set of stops shows and pays. */
export function slotSpinFromStops(stops: readonly number[]): SlotSpin {
  const window = slotReels.map((reel, i) => Array.from({ length: slotRows }, (_, row) => reel[(stops[i]! + row) % reel.length]!));
  const wins: LineWin[] = [];
  slotPaylines.forEach((rows, index) => {
    const symbol = window[0]![rows[0]]!;
    let count = 1;
    while (count < 5 && window[count]![rows[count]!] === symbol) count++;
    if (count >= 3) wins.push({ line: index + 1, symbol, count, pays: slotPaytable[symbol][count - 3]! });
  });
  return { stops: [...stops], window, wins, totalLinePays: wins.reduce((sum, w) => sum + w.pays, 0) };
}

/** A spin from the player's seeds: the first five floats of the bet's nonce, one per reel. */
export const slotSpin = (seeds: SeedTriple): SlotSpin => slotSpinFromStops(slotStopsFromFloats(stakeFloats(seeds, slotReels.length)));

/** What a spin pays in minor units, rounded down: stake x line pays / 10. */
export const slotPayout = (stakeMinor: bigint, spin: SlotSpin): bigint => (stakeMinor * BigInt(spin.totalLinePays)) / BigInt(slotLineCount);

/** The win as a multiple of the stake, two decimals (line pays / 10). */
export const slotMultiplierText = (spin: SlotSpin): string => (spin.totalLinePays / slotLineCount).toFixed(2);
