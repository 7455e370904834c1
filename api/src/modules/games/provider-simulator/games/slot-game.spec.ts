import { describe, expect, it } from '@jest/globals';
import { evaluateSlot, slotBets, slotLines, slotPaytable, slotReels, slotStatedRtp, slotSymbols, spinSlot } from './slot-game.js';

describe('simulator slot', () => {
  it('the stated RTP is exact: every stop combination of the three reels, all five lines', () => {
    const lineBet = 1;
    const bet = lineBet * slotLines.length;
    let combinations = 0;
    let returned = 0;
    for (let a = 0; a < slotReels[0]!.length; a++)
      for (let b = 0; b < slotReels[1]!.length; b++)
        for (let c = 0; c < slotReels[2]!.length; c++) {
          combinations += 1;
          returned += evaluateSlot([a, b, c], bet).win;
        }
    expect(combinations).toBe(32 ** 3);
    // 31395 / 32768 of every unit staked comes back.
    expect(returned).toBe(31395 * slotLines.length);
    expect(`${((100 * returned) / (combinations * bet)).toFixed(2)}%`).toBe(slotStatedRtp);
  });

  it('the strips hold only known symbols, each reel 32 stops', () => {
    for (const strip of slotReels) {
      expect(strip).toHaveLength(32);
      expect([...strip].every((s) => (slotSymbols as readonly string[]).includes(s))).toBe(true);
    }
  });

  it('three of a kind on a line pays the line bet times the paytable; the window wraps round the strip', () => {
    // Each reel stopped on its one S: three sevens on the middle line.
    const middle = (reel: number) => slotReels[reel]!.indexOf('S');
    const outcome = evaluateSlot([middle(0), middle(1), middle(2)], 5000);
    expect(outcome.grid.map((col) => col[1])).toEqual(['S', 'S', 'S']);
    expect(outcome.winningLines).toContain(0);
    expect(outcome.win).toBeGreaterThanOrEqual((5000 / 5) * slotPaytable.S);
    const wrapped = evaluateSlot([0, 0, 0], 1000);
    expect(wrapped.grid[0]).toEqual([slotReels[0]!.at(-1), slotReels[0]![0], slotReels[0]![1]]);
  });

  it('every bet offered divides by the lines, so every win is whole poisha', () => {
    for (const bet of slotBets) expect(bet % slotLines.length).toBe(0);
    let seed = 1;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 2000; i++) expect(Number.isInteger(spinSlot(slotBets[i % slotBets.length]!, random).win)).toBe(true);
  });
});
